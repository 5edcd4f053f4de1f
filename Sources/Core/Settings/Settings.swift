import Storage

/// The person's settings, in `settings.json` in the config folder (`~/.config/coach`):
/// `{"version": 1, "technique": "box", "bell": true, "sound": "rain", "color": "never", "language": "ru"}`. A setting left out has its default.
public struct Settings: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "settings.json"
    public static let empty = Settings()

    public var version = Settings.currentVersion
    /// The breathing technique `breathe` starts without one named.
    public var technique: String?
    /// Whether `breathe` rings the bell without `--bell`.
    public var bell: Bool?
    /// `ocean`, `rain` or `off`: the ambience `breathe` plays without `--sound`.
    public var sound: String?
    /// `auto`, `always` or `never`: colour without `--color`.
    public var color: String?
    /// `auto`, `en` or `ru`: the language coach speaks, and names are shown in without `--lang`;
    /// `auto` (the default) follows the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    public var language: String?
    /// `HH:MM`, when a day begins (`04:00`: a 01:30 check-in counts for the evening before); 00:00 by default.
    public var dayStarts: String?
    /// `bell`, `terminal`, `desktop` or `both`: how a reminder rings in an open shell (`ReminderNotice`).
    public var notify: String?

    /// Seconds after midnight at which a day begins (`LocalCalendar.dayStart`); 0 when unset or unreadable.
    public var dayStart: Int { dayStarts.flatMap(WallTime.init).map { $0.minutes * 60 } ?? 0 }

    /// How a reminder rings in an open shell; `bell` when unset or unknown.
    public var notifyChoice: ReminderNotice.Way { notify.flatMap(ReminderNotice.Way.init(rawValue:)) ?? .bell }
    /// `normal` or `plain`: plain lines for a screen reader, without `--plain` or `COACH_PLAIN`.
    public var display: String?
    /// The share of flashcards meant to be recalled when they come due, 0.80–0.97 (FSRS's desired retention).
    public var retention: Double?
    /// The breathing circle's colour (`teal`); unset, it follows the phase.
    public var circleColor: String?
    /// The breathing screen's background colour (`black`); unset, the terminal's own.
    public var backgroundColor: String?

    /// The desired retention the flashcards are scheduled for; 0.9 when unset, brought into 0.80–0.97 when a hand
    /// edit put it outside.
    public var desiredRetention: Double { FSRS(desiredRetention: retention ?? FSRS.defaultRetention).desiredRetention }

    /// The `language` setting; `auto` when the file says nothing or something coach does not know.
    public var languageChoice: LanguageChoice { language.flatMap(LanguageChoice.init(rawValue:)) ?? .auto }

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// The value of `key` as the file holds it; nil for its default.
    public func value(_ key: SettingKey) -> String? {
        switch key {
        case .technique: technique
        case .bell: bell.map { $0 ? "on" : "off" }
        case .sound: sound
        case .color: color
        case .language: language
        case .dayStarts: dayStarts
        case .notify: notify
        case .display: display
        case .retention: retention.map(NumberFormat.plain)
        case .circleColor: circleColor
        case .backgroundColor: backgroundColor
        }
    }

    /// Sets `key` to `value`, already checked by `SettingKey.read` (nil: back to the default).
    public mutating func set(_ key: SettingKey, _ value: String?) {
        switch key {
        case .technique: technique = value
        case .bell: bell = value.map { $0 == "on" }
        case .sound: sound = value
        case .color: color = value
        case .language: language = value
        case .dayStarts: dayStarts = value
        case .notify: notify = value
        case .display: display = value
        case .retention: retention = value.flatMap(Double.init)
        case .circleColor: circleColor = value
        case .backgroundColor: backgroundColor = value
        }
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("technique", &technique)
        try fields.field("bell", &bell)
        try fields.field("sound", &sound)
        try fields.field("color", &color)
        try fields.field("language", &language)
        try fields.field("dayStarts", &dayStarts)
        try fields.field("notify", &notify)
        try fields.field("display", &display)
        try fields.field("retention", &retention)
        try fields.field("circleColor", &circleColor)
        try fields.field("backgroundColor", &backgroundColor)
    }
}

/// How coach shows things: `normal` draws (bars, charts, animations), `plain` writes lines a screen reader reads.
public enum DisplayMode: String, CaseIterable, Sendable {
    case normal, plain
}

/// A setting people may change.
public enum SettingKey: String, CaseIterable, Sendable {
    case technique, bell, sound, color, language, display
    case dayStarts = "day-starts"
    case notify, retention
    case circleColor = "circle-color"
    case backgroundColor = "background-color"

    /// What it does, for `settings`.
    public var meaning: String {
        switch self {
        case .technique: Messages.mark("the technique 'breathe' starts without one named")
        case .bell: Messages.mark("whether 'breathe' rings the bell at each phase without --bell")
        case .sound: Messages.mark("the ambience 'breathe' plays without --sound: ocean, rain or off")
        case .color: Messages.mark("colour without --color: auto, always or never")
        case .language: Messages.mark("the language coach speaks and shows names in: auto (from LANG), en or ru")
        case .dayStarts: Messages.mark("when a day begins: at 04:00, a 01:30 check-in counts for the evening before")
        case .notify:
            Messages.mark(
                "how a reminder rings in an open shell: bell, terminal (a notification over SSH), desktop or both")
        case .display: Messages.mark("normal, or plain: lines for a screen reader, nothing drawn (also --plain)")
        case .retention:
            Messages.mark("the share of flashcards you mean to recall when they come due: 0.80–0.97 (FSRS)")
        case .circleColor: Messages.mark("the breathing circle's colour; by default it changes with the phase")
        case .backgroundColor: Messages.mark("the breathing screen's background; by default the terminal's own")
        }
    }

    /// Its value when the file says nothing.
    public var defaultValue: String {
        switch self {
        case .technique: "calm"
        case .bell: "off"
        case .sound: "off"
        case .color: "auto"
        case .language: "auto"
        case .dayStarts: "00:00"
        case .notify: "bell"
        case .display: "normal"
        case .retention: NumberFormat.plain(FSRS.defaultRetention)
        case .circleColor: "phases"
        case .backgroundColor: "none"
        }
    }

    /// `value` checked for this setting (`on`/`off`, a colour mode; techniques are checked by the
    /// caller, who knows the saved ones), lower-cased.
    public func read(_ value: String) throws(SettingsInputError) -> String {
        let word = value.trimmed(\.isSpace).lowercased()
        switch self {
        case .technique: guard !word.isEmpty else { throw .notAValue(self, value) }
        case .bell:
            if ["yes", "true", "1"].contains(word) { return "on" }
            if ["no", "false", "0"].contains(word) { return "off" }
            guard ["on", "off"].contains(word) else { throw .notAValue(self, value) }
        case .sound: guard ["ocean", "rain", "off"].contains(word) else { throw .notAValue(self, value) }
        case .color: guard ["auto", "always", "never"].contains(word) else { throw .notAValue(self, value) }
        case .language: guard LanguageChoice(rawValue: word) != nil else { throw .notAValue(self, value) }
        case .dayStarts:
            guard let time = WallTime(word) else { throw .notAValue(self, value) }
            return time.text
        case .notify: guard ReminderNotice.Way(rawValue: word) != nil else { throw .notAValue(self, value) }
        case .display: guard DisplayMode(rawValue: word) != nil else { throw .notAValue(self, value) }
        case .retention:
            // 0.9, or 90 %.
            let percent = word.hasSuffix("%")
            let number = percent ? String(word.dropLast()).trimmed(\.isSpace) : word
            guard let read = Double(number), read.isFinite else { throw .notAValue(self, value) }
            let share = percent ? read / 100 : read
            guard FSRS.retentionRange.contains(share) else { throw .notAValue(self, value) }
            return NumberFormat.plain(share)
        case .circleColor, .backgroundColor:
            guard let colour = ScreenColour(named: word) else { throw .notAValue(self, value) }
            return colour.rawValue
        }
        return word
    }
}

/// Why a setting was refused.
public enum SettingsInputError: UserFacingError, Equatable {
    /// Every case is about the words typed.
    public var isUsageMistake: Bool { true }

    case unknownKey(String, suggestion: String?)
    case notAValue(SettingKey, String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .unknownKey(key, suggestion):
            return words.tr("there is no setting '%@'.", ControlCharacters.visible(key))
                + (suggestion.map { words.tr(" Did you mean '%@'?", $0) } ?? "")
                + words.tr(" The settings are %@", SettingKey.allCases.map(\.rawValue).joined(separator: ", "))
        case let .notAValue(key, value):
            let choices =
                switch key {
                case .technique: words.tr("a technique's name, e.g. 'settings set technique box'")
                case .bell: words.tr("on or off, e.g. 'settings set bell on'")
                case .sound: words.tr("ocean, rain or off, e.g. 'settings set sound rain'")
                case .color: words.tr("auto, always or never, e.g. 'settings set color never'")
                case .language: words.tr("auto, en or ru, e.g. 'settings set language ru'")
                case .dayStarts: words.tr("a time of day from 00:00 to 23:59, e.g. 'settings set day-starts 04:00'")
                case .notify: words.tr("bell, terminal, desktop or both, e.g. 'settings set notify terminal'")
                case .display: words.tr("normal or plain, e.g. 'settings set display plain'")
                case .retention: words.tr("a share from 0.80 to 0.97, e.g. 'settings set retention 0.9'")
                case .circleColor, .backgroundColor:
                    words.tr(
                        "a colour: %@ (or its Russian name), e.g. 'settings set %@ teal'", ScreenColour.names,
                        key.rawValue)
                }
            return words.tr(
                "'%@' is not a value for %@; give %@", ControlCharacters.visible(value), key.rawValue, choices)
        }
    }

    /// The key `text` names.
    public static func key(_ text: String) throws(SettingsInputError) -> SettingKey {
        guard let key = SettingKey(rawValue: text.lowercased()) else {
            throw .unknownKey(
                text, suggestion: Suggestion.closest(to: text, among: SettingKey.allCases.map(\.rawValue)))
        }
        return key
    }
}
