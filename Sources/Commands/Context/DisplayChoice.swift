import Core

/// Whether coach writes plain lines for a screen reader, decided in this one place: `--plain`, else the `COACH_PLAIN`
/// environment variable (`1` plain, `0` not), else the display setting (`settings set display plain`).
///
/// Plain means everything stays in the scrollback: no cursor addressing, alternate screen, animation or spinner;
/// no box drawing, block bars, braille or emoji, but words and numbers, each line with its label first; choices
/// numbered; no colour.
public struct DisplayChoice: Sendable, Equatable {
    /// What `--plain` or `COACH_PLAIN` decided over the setting; nil when neither was given.
    public var forced: Bool?
    /// The display setting.
    public var setting: DisplayMode

    public init(forced: Bool? = nil, setting: DisplayMode = .normal) {
        self.forced = forced
        self.setting = setting
    }

    /// Whether the display is plain.
    public var plain: Bool { forced ?? (setting == .plain) }

    /// The environment variable that asks for the plain display.
    public static let variable = "COACH_PLAIN"

    /// The choice `--plain` (`flag`), the environment and the setting's value make.
    public static func resolve(flag: Bool, environment: [String: String], setting: String?) -> DisplayChoice {
        let asked = environment[variable].map { $0.lowercased() }.flatMap { value -> Bool? in
            if ["", "0", "no", "false", "off"].contains(value) { return value.isEmpty ? nil : false }
            return true
        }
        return DisplayChoice(
            forced: flag ? true : asked, setting: setting.flatMap(DisplayMode.init(rawValue:)) ?? .normal)
    }
}

extension CommandContext {
    /// Whether this command writes plain lines for a screen reader (`DisplayChoice`).
    public var plain: Bool { output.display.plain }
}
