import Core
import Storage

/// How coach was started; decides prompts, confirmations and live displays.
public enum RunMode: Sendable, Equatable {
    /// A person at a terminal, typing at the prompt.
    case interactive
    /// Lines piped in on stdin or read by `source`.
    case batch
    /// `coach COMMAND …` from the system shell.
    case oneShot
}

/// What the interactive shell offers to commands that act on the shell itself.
public protocol ShellServices: Sendable {
    /// The remembered interactive lines, oldest first.
    func historyLines() -> [String]
    /// Forgets the interactive history.
    func clearHistory() throws
    /// Ends the shell after the current line, with `status`.
    func requestExit(status: Int32)
    /// Runs the lines of a script file; returns whether every line succeeded.
    func runScript(at path: String) async throws -> Bool
    /// Runs `body` with Ctrl-C, SIGTERM and SIGHUP calling `stop` instead of ending coach; coach then
    /// ends as the signal asked once the command is done (so a session stopped that way is still logged).
    func stoppable<R>(stop: @escaping @Sendable () -> Void, _ body: () async -> R) async -> R
}

/// A terminal for live displays: one key at a time, no echo.
public protocol TerminalControl: Sendable {
    /// Width in columns.
    var columns: Int { get }
    /// Height in rows.
    var rows: Int { get }
    /// Runs `body` with keys delivered one at a time, restoring the terminal afterwards.
    func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R
    /// Runs `body` on the alternate screen with the cursor hidden; both come back afterwards,
    /// also when coach is terminated.
    func withFullScreen<R>(_ body: () async throws -> R) async rethrows -> R
    /// Waits up to `timeout` for a key (Ctrl-C included); nil when none came.
    func readKey(timeout: Duration) -> TerminalKey?
    /// Whether coach was stopped and continued (Ctrl-Z, `fg`) since the last call: the screen a
    /// display drew is gone, so it draws every cell again.
    func takeResumed() -> Bool
    /// How many colours pictures may use.
    var colorDepth: ColorDepth { get }
    /// Whether full-screen pictures can be drawn (not on `TERM=dumb`).
    var drawsPictures: Bool { get }
    /// Runs `body` with mouse reports delivered as keys, turned off afterwards and when coach ends or stops.
    func withMouse<R>(_ body: () async throws -> R) async rethrows -> R
    /// Runs `body` with the cursor hidden; it comes back afterwards, also when coach is stopped or ended.
    func withCursorHidden<R>(_ body: () async throws -> R) async rethrows -> R
    /// Reads one line, echoed and edited as the terminal does (Backspace, Ctrl-U), without its line
    /// break; nil at Ctrl-C or the end of input.
    func readLine() -> String?
    /// Reads one line after `prompt` (already written, plain text) with Tab completing the word being
    /// typed (after the last comma) from `words`; nil at Ctrl-C or the end of input.
    func readLine(after prompt: String, completing words: [String]) -> String?
    /// Whether long views go through a pager (not with `--no-pager`, `PAGER=cat` or an empty `PAGER`).
    var pages: Bool { get }
    /// Shows `text`, rendered, through the pager, waiting until the person leaves it; false when it could not be run.
    func page(_ text: [UInt8]) async -> Bool
}

extension TerminalControl {
    /// A terminal that does not track its cursor leaves it as it is.
    public func withCursorHidden<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
    public var colorDepth: ColorDepth { .palette256 }
    public var drawsPictures: Bool { true }
    /// A terminal that is never stopped keeps what was drawn.
    public func takeResumed() -> Bool { false }
    /// A terminal without line editing reads the line as it is typed.
    public func readLine(after prompt: String, completing words: [String]) -> String? { readLine() }
    /// A terminal without a pager shows long views as they are.
    public var pages: Bool { false }
    public func page(_ text: [UInt8]) async -> Bool { false }
    /// A terminal that sends no mouse reports runs `body` as it is.
    public func withMouse<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
}

extension TerminalControl {
    /// Waits, keys delivered one at a time, until `pick` turns a key into an answer (nil ignores the key).
    func waitForKey<R>(_ pick: (TerminalKey) -> R?) async -> R {
        await withKeyInput {
            while true {
                if let key = readKey(timeout: .seconds(3600)), let answer = pick(key) { return answer }
            }
        }
    }
}

/// Everything a command may use: storage, time, output and the shell around it.
public struct CommandContext: Sendable {
    public var store: any Store
    /// The wall clock, for things that persist across processes.
    public var now: @Sendable () -> Date
    /// The monotonic clock every wait is scheduled on.
    public var clock: any Clock<Duration>
    public var output: Output
    public var mode: RunMode
    /// The terminal, when stdin and stdout are one.
    public var terminal: (any TerminalControl)?
    public var shell: (any ShellServices)?
    /// Countdowns running in the background of this shell.
    public var timers: any CountdownBoard
    /// The calculator's variables for this session.
    public var calculator: CalculatorMemory
    /// The user's calendar: the time zone, and the hour a day starts (`settings set day-starts`), for days and months.
    public var calendar: LocalCalendar {
        get { LocalCalendar(timeZone: calendarSource.value.timeZone, dayStart: settings.dayStart) }
        set { calendarSource = ReadOnFirstUse { newValue } }
    }
    private var calendarSource: ReadOnFirstUse<LocalCalendar>
    /// The next line of input, for commands that ask (quiz grades) when no terminal is attached:
    /// the following line of a piped script. Nil at the end of input.
    public var answers: @Sendable () -> String?
    /// Other programs and the machine's folders (reminders outside the shell).
    public var system: any SystemTools
    /// Where the settings file is kept (the config folder).
    public var settingsStore: any Store
    /// The data directory, history file and config folder, when coach runs on files.
    public var locations: DataLocations?
    /// Where sound plays (the platform's audio system; a fake in tests).
    public var sound: any SoundPlayer
    /// Areas added to the built-in ones for this run, shown after them (a test's made-up area).
    public var addedAreas: [ShownArea] = []
    /// The language the locale variables ask for (`MessageLanguage.fromLocale`); English in tests.
    public var localeLanguage: MessageLanguage = .en

    /// A context with every part given: none has a default, so a shell or a test states where each reaches (the real
    /// clock and programs, or fakes), and nothing falls back to the machine's own unnoticed.
    public init(
        store: any Store, now: @escaping @Sendable () -> Date, clock: any Clock<Duration>, output: Output,
        mode: RunMode, terminal: (any TerminalControl)?, shell: (any ShellServices)?, timers: any CountdownBoard,
        calculator: CalculatorMemory, calendar: @autoclosure @escaping @Sendable () -> LocalCalendar,
        answers: @escaping @Sendable () -> String?, system: any SystemTools, settingsStore: any Store,
        locations: DataLocations?, sound: any SoundPlayer
    ) {
        self.store = store
        self.now = now
        self.clock = clock
        self.output = output
        self.mode = mode
        self.terminal = terminal
        self.shell = shell
        self.timers = timers
        self.calculator = calculator
        self.calendarSource = ReadOnFirstUse(calendar)
        self.answers = answers
        self.system = system
        self.settingsStore = settingsStore
        self.locations = locations
        self.sound = sound
    }

    /// Shorthand for the output's style.
    public var style: Style { output.style }
}

extension CommandContext {
    /// The calendar day it is now, in the user's time zone.
    public var today: CalendarDay { CalendarDay(now(), in: calendar) }
    /// The same, worked out when called: a one-shot `coach stopwatch` never reads the time zone.
    var todayWhenAsked: @Sendable () -> CalendarDay {
        { [now, calendarSource, settingsStore] in
            let dayStart = Self.settings(in: settingsStore).dayStart
            return CalendarDay(now(), in: LocalCalendar(timeZone: calendarSource.value.timeZone, dayStart: dayStart))
        }
    }
    /// The meal log.
    public var meals: MealJournal { MealJournal(store: store, calendar: calendar) }
    /// The breathing log and saved patterns.
    public var breathing: BreathingJournal { BreathingJournal(store: store, calendar: calendar) }
    /// Formula study progress and reviews.
    public var study: StudyJournal {
        StudyJournal(store: store, calendar: calendar, fsrs: FSRS(desiredRetention: settings.desiredRetention))
    }
    /// The goals of every area.
    public var goals: GoalBook { GoalBook(store: store) }
    /// The visual practices' sessions.
    public var relax: RelaxJournal { RelaxJournal(store: store, calendar: calendar) }
    /// Check-ins and planned rest days.
    public var checkIns: CheckInJournal { CheckInJournal(store: store) }
    /// The person's settings (`settings.json` in the config folder); defaults when it cannot be read.
    public var settings: Settings { Self.settings(in: settingsStore) }

    /// The settings kept in `store` (once a script, through `SettingsPin`).
    static func settings(in store: any Store) -> Settings {
        // The store alone is passed: holding `self` copies the whole context on every read. The closure is not kept,
        // so a script's line (`SettingsPin`) allocates nothing to ask.
        guard let pin = SettingsPin.current else { return read(store) }
        return pin.settings { read(store) }
    }

    private static func read(_ store: any Store) -> Settings { (try? store.load(Settings.self)) ?? .empty }

    /// The language coach speaks: the language setting, or the locale's when it is `auto`.
    public var language: MessageLanguage { settings.languageChoice.language(locale: localeLanguage) }
    /// The words coach prints, in `language`; take it once a command, as it reads the settings.
    public var messages: Messages { Messages(language) }
    /// Reminders, ringing on the user's wall clock.
    public var reminders: ReminderBook { ReminderBook(store: store, zone: calendar.timeZone) }
}

extension CommandContext {
    /// The data directory's path; for a context on no files (a test's), the place coach keeps data by default.
    public var dataDirectory: String { locations?.dataDirectory.path ?? "~/.local/share/coach" }
}

extension CommandContext {
    /// The sights: the bundled catalogue, imported places and the user's journal.
    public var sights: SightGuide { SightGuide(store: store) }
    /// The formulas: the bundled catalogue and the user's own.
    public var formulas: FormulaLibrary { FormulaLibrary(store: store) }
}
