import ArgumentParser
import Core

/// `--circle-color` and `--background-color`: the breathing screen's colours for one session, over the
/// `circle-color` and `background-color` settings. Not `--color`, which says whether coach colours at all.
struct BreathingColours: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The circle's colour for this session: blue, green, teal, purple, orange, pink, … (default: the circle-color setting, else a colour for each phase).",
            valueName: "colour"),
        completion: .list(ScreenColour.allCases.map(\.rawValue)))
    var circleColor: String?
    @Option(
        help: ArgumentHelp(
            "The background's colour for this session (default: the background-color setting, else the terminal's).",
            valueName: "colour"),
        completion: .list(ScreenColour.allCases.map(\.rawValue)))
    var backgroundColor: String?

    func validate() throws {
        if let circleColor { try OptionRange.checked { try ScreenColour.read(circleColor, for: "--circle-color") } }
        if let backgroundColor {
            try OptionRange.checked { try ScreenColour.read(backgroundColor, for: "--background-color") }
        }
    }

    /// The colours to draw with: an option's, else the setting's (a hand-edited name coach does not know is none).
    func chosen(_ settings: Settings) -> (circle: ScreenColour?, background: ScreenColour?) {
        (
            (circleColor ?? settings.circleColor).flatMap(ScreenColour.init(named:)),
            (backgroundColor ?? settings.backgroundColor).flatMap(ScreenColour.init(named:))
        )
    }
}
