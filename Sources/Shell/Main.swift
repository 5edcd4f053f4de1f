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
        // Tab in bash, zsh or fish: the line's own process-wide options (--data-dir) say whose data to complete from.
        let completing = arguments.first == ShellCompletion.request ? arguments.dropFirst().first ?? "" : nil
        if let completing { arguments = splitGlobalOptions(WordSplitter.splitPartial(completing).words).global }
        let (globalWords, commandWords) = splitGlobalOptions(arguments)
        // Parsing costs a millisecond of start-up (protocol conformance scans), so skip it when there is nothing to parse.
        var (dataDir, color, bail): (String?, ColorMode?, Bool) = (nil, nil, false)
        // A line half typed (`coach --data-dir ` then Tab) completes from the usual data.
        if !globalWords.isEmpty, completing == nil || (try? GlobalOptions.parse(globalWords)) != nil {
            do {
                let global = try GlobalOptions.parse(globalWords)
                (dataDir, bail) = (global.dataDir, global.bail)
                if globalWords.contains(where: { $0.hasPrefix("--color") }) { color = global.color }
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

        let locations = DataLocations.resolve(
            dataDirFlag: dataDir, environment: environment, home: environment["HOME"] ?? SystemCalls.home)
        let settingsStore = FileStore(directory: locations.configDirectory)
        // --color wins; else the setting; else auto.
        let colorMode =
            color ?? (try? settingsStore.load(Settings.self))?.color.flatMap(ColorMode.init(rawValue:)) ?? .auto

        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let mode: RunMode =
            !commandWords.isEmpty ? .oneShot : (stdinIsTerminal && stdoutIsTerminal ? .interactive : .batch)
        var colors = colorMode.enabled(stdoutIsTerminal: stdoutIsTerminal, environment: environment)
        if mode == .batch { colors = colorMode == .always }

        let session = Session(locations: locations, bail: bail, recordsHistory: mode == .interactive)
        let notifications = session.notifications
        let store = FileStore(directory: locations.dataDirectory)
        // Lines wrap at the terminal's width; piped, at $COLUMNS when it is set (20 or more), else at 80 columns.
        let terminalWidth = stdoutIsTerminal
        let pipedWidth = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 >= 20 ? $0 : nil } ?? 80
        let columns: @Sendable () -> Int? = { terminalWidth ? TerminalSize.current().columns : pipedWidth }
        let output = Output(.standardStreams, style: Style(colors: colors), columns: columns)
        session.context = CommandContext(
            store: store,
            now: { Date() },
            clock: FlushingClock(output: output),
            output: output,
            mode: mode,
            terminal: stdinIsTerminal && stdoutIsTerminal
                ? RealTerminal(environment: environment, colors: colors) : nil,
            shell: session,
            timers: TimerBoard(clock: ContinuousClock(), shelf: TimerShelf(store: store), now: { Date() }) {
                notifications.post(TimerCommand.doneMessage($0, words: session.context.messages), ringing: true)
            },
            calendar: Self.localCalendar,
            answers: { session.nextAnswer() },
            system: LocalSystem(environment: environment),
            settingsStore: settingsStore,
            locations: locations,
            sound: ALSAPlayer(environment: environment)
        )
        session.context.localeLanguage = MessageLanguage.fromLocale(environment)

        if let completing {
            let candidates = ShellCompletion.candidates(for: completing, context: session.context)
            SystemCalls.writeAll(STDOUT_FILENO, candidates.map { $0 + "\n" }.joined().utf8)
            exit(0)
        }
        let status: Int32
        switch mode {
        case .interactive:
            Signals.catchInterrupts()
            Signals.watchResizes()
            status = await InteractiveShell(session: session).run()
            await finish(session)
        case .oneShot, .batch:
            // On this thread, without the task pool: a command that waits on nothing starts no thread.
            status = ThisThread.run {
                let status =
                    mode == .oneShot
                    ? await LineRunner.run(words: commandWords, context: session.context) : await session.runPiped()
                await finish(session)
                return status
            }
        }
        exit(session.exitStatus ?? status)
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

    /// Global options come before the command: `coach --data-dir D --color never stopwatch start`.
    static func splitGlobalOptions(_ arguments: [String]) -> (global: [String], command: [String]) {
        let withValue: Set = ["--data-dir", "--color"]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let name = String(word.prefix { $0 != "=" })
            if withValue.contains(name) {
                index += word.contains("=") ? 1 : 2
            } else if word == "--bail" {
                index += 1
            } else {
                break
            }
        }
        let split = min(index, arguments.count)
        return (Array(arguments[..<split]), Array(arguments[split...]))
    }
}
