import ArgumentParser
import Commands
import Core
import LiveStorage
import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct Main {
    static func main() async {
        UTF8Locale.prepare()
        Signals.install()
        let environment = SystemCalls.environment()
        var arguments = Array(CommandLine.arguments.dropFirst())
        answerGeneratorRequests(arguments)
        // Tab in bash, zsh or fish: the line's own process-wide options (--data-dir) say whose data to complete from.
        let completing = arguments.first == ShellCompletion.request ? arguments.dropFirst().first ?? "" : nil
        if let completing { arguments = splitGlobalOptions(WordSplitter.splitPartial(completing).words).global }
        let (globalWords, commandWords) = splitGlobalOptions(arguments)
        let global = readGlobalOptions(globalWords, completing: completing != nil, environment: environment)
        let session = makeSession(global, commandWords: commandWords, environment: environment)
        if let completing {
            let candidates = ShellCompletion.candidates(for: completing, context: session.context)
            SystemCalls.writeAll(STDOUT_FILENO, candidates.map { $0 + "\n" }.joined().utf8)
            exit(0)
        }
        exit(await run(session, commandWords: commandWords))
    }

    /// Writes what a generator asked for (a completion script, the command table, ArgumentParser's help dump) and
    /// exits; returns for any other start.
    private static func answerGeneratorRequests(_ arguments: [String]) {
        let scriptAsked = arguments.count == 2 && arguments[0] == "--generate-completion-script"
        if scriptAsked, let script = ShellCompletion.script(for: arguments[1]) {
            SystemCalls.writeAll(STDOUT_FILENO, script.utf8)
            exit(0)
        }
        if arguments == ["--experimental-write-command-table"] {
            SystemCalls.writeAll(STDOUT_FILENO, CommandTableWriter.source().utf8)
            exit(0)
        }
        if let first = arguments.first, Self.isGeneratorRequest(first) {
            Coach.main()  // the man page's help dump
        }
    }

    /// The process-wide options given before the command; a mistake in them ends coach with the usage error.
    private static func readGlobalOptions(
        _ words: [String], completing: Bool, environment: [String: String]
    ) -> GlobalChoices {
        // Parsing costs a millisecond of start-up, so it is skipped when there is nothing to parse; a line half typed
        // (`coach --data-dir ` then Tab) completes from the usual data.
        let plain = words.contains(Coach.plainFlag)
        let paging = !words.contains(Coach.noPagerFlag)
        let words = words.filter { $0 != Coach.plainFlag && $0 != Coach.noPagerFlag }
        guard !words.isEmpty, !completing || (try? GlobalOptions.parse(words)) != nil else {
            return GlobalChoices(dataDir: nil, color: nil, bail: false, plain: plain, paging: paging)
        }
        do {
            let global = try GlobalOptions.parse(words)
            let color = words.contains { $0.hasPrefix("--color") } ? global.color : nil
            return GlobalChoices(
                dataDir: global.dataDir, color: color, bail: global.bail, plain: plain, paging: paging)
        } catch {
            // Told as coach's own options (ArgumentParser would name them after the type: 'global').
            let message = TerminalText.render(GlobalOptions.fullMessage(for: error), colors: false)
                .replacing("Usage: global ", with: "Usage: coach ")
                .replacing("See 'global --help'", with: "See 'coach --help'")
            // Before the settings are read: the locale's language (the setting is for the data it names).
            let said = LineRunner.parseMessage(message, language: MessageLanguage.fromLocale(environment))
            SystemCalls.writeAll(STDERR_FILENO, (said + "\n").utf8)
            exit(GlobalOptions.exitCode(for: error).rawValue)
        }
    }

    /// The session and the context its commands run in, on the real files, clock, terminal, programs and sound.
    private static func makeSession(
        _ global: GlobalChoices, commandWords: [String],
        environment: [String: String]
    ) -> Session {
        let locations = DataLocations.resolve(
            dataDirFlag: global.dataDir, environment: environment, home: environment["HOME"] ?? SystemCalls.home)
        let settingsStore = FileStore(directory: locations.configDirectory)
        let settings = try? settingsStore.load(Settings.self)
        // --color wins; else the setting; else auto.
        let colorMode = global.color ?? settings?.color.flatMap(ColorMode.init(rawValue:)) ?? .auto
        let display = DisplayChoice.resolve(flag: global.plain, environment: environment, setting: settings?.display)
        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let mode: RunMode =
            !commandWords.isEmpty ? .oneShot : (stdinIsTerminal && stdoutIsTerminal ? .interactive : .batch)
        var colors = colorMode.enabled(stdoutIsTerminal: stdoutIsTerminal, environment: environment)
        if mode == .batch { colors = colorMode == .always }

        let session = Session(locations: locations, bail: global.bail, recordsHistory: mode == .interactive)
        let notifications = session.notifications
        let store = FileStore(directory: locations.dataDirectory)
        // Lines wrap at the terminal's width; piped, at $COLUMNS when it is set (20 or more), else at 80 columns.
        let pipedWidth = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 >= 20 ? $0 : nil } ?? 80
        let columns: @Sendable () -> Int? = { stdoutIsTerminal ? TerminalSize.current().columns : pipedWidth }
        // Errors wrap at a terminal only: piped, a message stays on one line for the program that reads it.
        let stderrIsTerminal = isatty(STDERR_FILENO) == 1
        let errorColumns: @Sendable () -> Int? = {
            stderrIsTerminal ? TerminalSize.current(of: STDERR_FILENO).columns : nil
        }
        let output = Output(
            .standardStreams, style: Style(colors: colors), display: display, columns: columns,
            errorColumns: errorColumns)
        session.context = CommandContext(
            store: store,
            now: { Date() },
            clock: FlushingClock(output: output),
            output: output,
            mode: mode,
            terminal: stdinIsTerminal && stdoutIsTerminal
                ? RealTerminal(environment: environment, colors: colors, paging: global.paging) : nil,
            shell: session,
            timers: TimerBoard(clock: ContinuousClock(), shelf: TimerShelf(store: store), now: { Date() }) {
                notifications.post(TimerCommand.doneMessage($0, words: session.context.messages), ringing: true)
            },
            calculator: CalculatorMemory(),
            calendar: Self.localCalendar,
            answers: { session.nextAnswer() },
            system: LocalSystem(environment: environment),
            settingsStore: settingsStore,
            locations: locations,
            sound: ALSAPlayer(environment: environment)
        )
        session.context.localeLanguage = MessageLanguage.fromLocale(environment)
        return session
    }

    /// Runs the shell, the one command or the piped lines; the exit status.
    private static func run(_ session: Session, commandWords: [String]) async -> Int32 {
        let status: Int32
        switch session.context.mode {
        case .interactive:
            Signals.catchInterrupts()
            Signals.watchResizes()
            status = await InteractiveShell(session: session).run()
            await finish(session)
        case .oneShot, .batch:
            // On this thread, without the task pool: a command that waits on nothing starts no thread.
            status = ThisThread.run {
                let status =
                    session.context.mode == .oneShot
                    ? await LineRunner.run(words: commandWords, context: session.context) : await session.runPiped()
                await finish(session)
                return status
            }
        }
        return session.exitStatus ?? status
    }

    /// What is left after the last command: changes recorded for sync, and a sound stopped at the end fading out.
    private static func finish(_ session: Session) async {
        await BackgroundSync.recordChanges(session.context)
        await session.context.sound.finish()
    }

    /// The Gregorian calendar in the person's time zone: what every day and month is counted in.
    static var localCalendar: LocalCalendar { .current }

    /// Requests served by ArgumentParser itself rather than the command grammar.
    static func isGeneratorRequest(_ word: String) -> Bool {
        ["--generate-completion-script", "---completion", "--experimental-dump-help"].contains {
            word == $0 || word.hasPrefix($0 + "=")
        }
    }

    /// The process-wide options as given (`--color` nil when not given: the setting decides).
    struct GlobalChoices {
        var dataDir: String?
        var color: ColorMode?
        var bail: Bool
        var plain: Bool
        /// False with `--no-pager`.
        var paging: Bool
    }

    /// Global options come before the command: `coach --data-dir D --color never stopwatch start`.
    static func splitGlobalOptions(_ arguments: [String]) -> (global: [String], command: [String]) {
        let withValue: Set = ["--data-dir", "--color"]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let name = String(word.prefix { $0 != "=" })
            if withValue.contains(name) {
                index += word.contains("=") ? 1 : 2
            } else if word == "--bail" || word == Coach.plainFlag || word == Coach.noPagerFlag {
                index += 1
            } else {
                break
            }
        }
        let split = min(index, arguments.count)
        return (Array(arguments[..<split]), Array(arguments[split...]))
    }
}
