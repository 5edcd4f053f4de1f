import ArgumentParser
import BuildInfo

/// What `coach --version` prints: the version, and the commit the binary was built from when `make` built it from a
/// git checkout (`coach 0.1.0 (1a2b3c4d5e6f)`).
public var coachVersionLine: String {
    let commit = String(cString: coach_commit())
    return commit.isEmpty ? "coach \(coachVersion)" : "coach \(coachVersion) (\(commit))"
}

/// Options for the whole process, given before any command: `coach --data-dir D --color never …`. `--plain` is one
/// too, read apart (`plainFlag`, told in `Coach`'s discussion): ArgumentParser gives a parent's option its word
/// wherever it stands, so a `--plain` declared here would take `breathe --plain`'s.
public struct GlobalOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Keep data in DIR (default: $COACH_HOME, $XDG_DATA_HOME/coach or ~/.local/share/coach).", valueName: "dir"),
        completion: .directory)
    public var dataDir: String?

    @Option(name: .long, help: "Colour output: auto (a terminal, NO_COLOR unset, TERM not dumb), always or never.")
    public var color: ColorMode = .auto

    @Flag(name: .long, help: "Stop a piped script at its first failing line.")
    public var bail = false

    /// Only the root takes it (the line runner answers it), so no subcommand's help offers it.
    @Flag(name: .long, help: "Show the version.")
    public var version = false

    public init() {}
}

/// `coach`: the root of the command tree shared by the shell, one-shot use, completions and the man page.
public struct Coach: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "coach",
        abstract:
            "A calm terminal coach for a daily check-in: mood and goals, guided breathing, a stopwatch, timers, an exact calculator, formula study, a meal log and a guide to Saransk.",
        discussion: """
            Run without a command, coach is an interactive shell with line editing, history and tab \
            completion. With a command it runs that one command and exits. With commands piped on \
            standard input it runs them in order, reporting each failing line as 'Error: line N: ...'.

            Exit status: 0 when every command succeeded, 1 when a command failed, 64 for a usage error \
            (an unknown command, a malformed option, or a value the command cannot take, such as a goal out of \
            range), which also shows the command's usage.

            A line that is not a command but looks like arithmetic (it starts with a number, a parenthesis, \
            a sign, or a known constant, function or variable) is calculated, so coach reads sums like bc.

            'help' lists every command by area and the guides, one for each area; 'help TOPIC' reads one \
            ('help sync', 'help units'), in the language coach speaks: the pages of the docs folder, built in.

            --plain, given before a command (coach --plain today), COACH_PLAIN=1 or 'settings set display plain' \
            make coach write plain lines for a screen reader: nothing drawn or animated, so everything stays in \
            the scrollback; words and numbers instead of bars, charts, the calendar and the map, each line with \
            its label first; numbered choices; no colour.

            At a terminal, a view longer than the screen (insights, lists, help) goes through a pager, as git's \
            do: $COACH_PAGER, else $PAGER, else 'less' with LESS=FRX (it leaves at once when the text fits). \
            --no-pager before the command (coach --no-pager insights month), or PAGER=cat, shows it as it is; \
            piped output and the plain display never page.
            """,
        groupedSubcommands: [
            CommandGroup(
                name: "Daily",
                subcommands: [
                    TodayCommand.self, StatusCommand.self, CheckinCommand.self, GoalCommand.self, TrackCommand.self,
                    StreaksCommand.self,
                    InsightsCommand.self, StatsCommand.self, RemindCommand.self,
                ]),
            CommandGroup(
                name: "Breathing and relaxing",
                subcommands: [BreatheCommand.self, RelaxCommand.self, SoundCommand.self]),
            CommandGroup(name: "Time", subcommands: [StopwatchCommand.self, TimerCommand.self]),
            CommandGroup(name: "Numbers", subcommands: [CalcCommand.self, VarsCommand.self]),
            CommandGroup(name: "Study", subcommands: [FormulaCommand.self]),
            CommandGroup(name: "Meals", subcommands: [MealCommand.self]),
            CommandGroup(name: "Sights", subcommands: [SightsCommand.self]),
            CommandGroup(
                name: "Your data",
                subcommands: [
                    ReportCommand.self, ExportCommand.self, BackupCommand.self, RestoreCommand.self, KeygenCommand.self,
                    ImportCommand.self, SyncCommand.self,
                ]),
            CommandGroup(
                name: "Shell",
                subcommands: [
                    HistoryCommand.self, ClearCommand.self, SourceCommand.self, SettingsCommand.self, WhereCommand.self,
                    ExitCommand.self,
                ]),
        ]
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    /// The process-wide `--plain`, given before the command like the options above.
    public static let plainFlag = "--plain"
    /// The process-wide `--no-pager`, read apart as `--plain` is.
    public static let noPagerFlag = "--no-pager"

    /// Every command name and alias the line runner accepts at the start of a line.
    public static let commandNames: [String] =
        configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"]

    /// The same names, for fast lookups on every line.
    static let commandNameSet = Set(commandNames)
}
