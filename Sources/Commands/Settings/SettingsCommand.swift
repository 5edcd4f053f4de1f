import ArgumentParser
import Core
import Storage

/// `settings`: what coach does by default, kept in `settings.json` in the config folder.
public struct SettingsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract:
            "Your defaults: the breathing technique, the bell, the sound, colour, the language, the plain display, when a day starts, how reminders ring, the flashcards' retention and the breathing screen's colours.",
        discussion: """
            They are kept in settings.json in $XDG_CONFIG_HOME/coach (else ~/.config/coach), a JSON object \
            with a "version": {"version": 1, "technique": "box", "bell": true, "sound": "rain", "color": "never", "language": "ru", \
            "dayStarts": "04:00", "notify": "terminal"}. A setting left out has its default; an option on the command \
            line (--color, --bell, --sound, --plain) wins over a setting. \
            'settings set display plain' writes plain lines for a screen reader from the next command on, and \
            'settings set display normal' draws again (unless --plain or COACH_PLAIN says otherwise). day-starts (HH:MM, 00:00 by default) is when your day \
            begins: at 04:00 a 01:30 check-in, meal or session counts for the evening before in today, streaks, \
            goals, insights, the calendar, export and the report alike, while times stay as the clock showed them \
            and reminders ring at their wall-clock times. A day begins the first time the clock shows that time: \
            when the clocks jump over it (02:30 on the night they go from 02:00 to 03:00) it begins at the jump, \
            and when they show it twice it begins the first time. notify is how a reminder rings in an open shell \
            (see 'remind'). retention (0.80–0.97, 0.9 by default) is the share of flashcards you mean to \
            recall when they come due: 'formula quiz' schedules each card's next review for the day its predicted \
            recall falls to it, so a higher retention brings reviews sooner and more often (see 'help study'). \
            circle-color and background-color colour the breathing screen: black, white, grey, red, orange, \
            yellow, green, teal, cyan, blue, purple or pink, or the Russian name ('settings set circle-color \
            бирюзовый' keeps teal); 'breathe --circle-color' and '--background-color' choose for one session. \
            They show only where colour does: not with --color never, NO_COLOR, TERM=dumb or a pipe.
            """,
        subcommands: [SettingsShow.self, SettingsSet.self, SettingsReset.self],
        defaultSubcommand: SettingsShow.self
    )

    public init() {}
}

/// `settings show`: every setting, its value and whether it is the default.
struct SettingsShow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Every setting with its value (the default).")

    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let settings = try context.settingsStore.load(Settings.self)
        let values = Dictionary(
            uniqueKeysWithValues: SettingKey.allCases.map { ($0.rawValue, settings.value($0) ?? $0.defaultValue) })
        try await format.show(values, in: context) {
            let words = context.messages
            let rows = SettingKey.allCases.map { key in
                let meaning = words.tr(key.meaning)
                return [
                    key.rawValue, settings.value(key) ?? key.defaultValue,
                    context.style.dim(settings.value(key) == nil ? words.tr("default · %@", meaning) : meaning),
                ]
            }
            for line in Table(indent: "  ", gap: "   ").lines(rows) { context.output.line(line) }
            context.output.line(
                words.tr(
                    "Change one with 'settings set KEY VALUE'; they are kept in %@.", WhereCommand.settingsFile(context)
                ))
        }
    }
}

/// `settings set KEY VALUE`.
struct SettingsSet: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "set", abstract: "Change a setting: 'settings set technique box'.")

    @Argument(
        help: ArgumentHelp(
            "technique, bell, sound, color, language, display, day-starts, notify, retention, circle-color or background-color.",
            valueName: "key"),
        completion: .list(SettingKey.allCases.map(\.rawValue)))
    var key: String
    @Argument(help: ArgumentHelp("Its new value.", valueName: "value")) var value: String

    func run(in context: CommandContext) async throws {
        let key = try SettingsInputError.key(key)
        var value = try key.read(value)
        if key == .technique { value = try BreatheCommand.technique(named: value, context: context).name }
        try context.settingsStore.update(Settings.self) { $0.set(key, value) }
        SettingsPin.current?.forget()
        if key == .display { context.output.followDisplaySetting(DisplayMode(rawValue: value) ?? .normal) }
        let words = context.messages  // after the change: 'settings set language ru' answers in Russian
        context.output.line(words.tr("%@ is now %@: %@.", key.rawValue, value, words.tr(key.meaning)))
    }
}

/// `settings reset KEY`.
struct SettingsReset: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "reset", abstract: "Put a setting back to its default: 'settings reset bell'.")

    @Argument(
        help: ArgumentHelp(
            "technique, bell, sound, color, language, display, day-starts, notify, retention, circle-color or background-color.",
            valueName: "key"),
        completion: .list(SettingKey.allCases.map(\.rawValue)))
    var key: String

    func run(in context: CommandContext) async throws {
        let key = try SettingsInputError.key(key)
        try context.settingsStore.update(Settings.self) { $0.set(key, nil) }
        SettingsPin.current?.forget()
        if key == .display { context.output.followDisplaySetting(.normal) }
        context.output.line(context.messages.tr("%@ is back to its default, %@.", key.rawValue, key.defaultValue))
    }
}
