import Commands
import Core
import Foundation

@main
struct Main {
    static func main() async {
        prepareLocale()
        Signals.install()
        let environment = ProcessInfo.processInfo.environment
        if let first = CommandLine.arguments.dropFirst().first, Self.isGeneratorRequest(first) {
            Coach.main()  // completion scripts, their dynamic lookups and the man page's help dump
        }
        let (globalWords, commandWords) = splitGlobalOptions(Array(CommandLine.arguments.dropFirst()))
        let global: GlobalOptions
        do {
            global = try GlobalOptions.parse(globalWords)
        } catch {
            FileHandle.standardError.write(Data((GlobalOptions.fullMessage(for: error) + "\n").utf8))
            exit(GlobalOptions.exitCode(for: error).rawValue)
        }

        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let mode: RunMode = !commandWords.isEmpty ? .oneShot : (stdinIsTerminal && stdoutIsTerminal ? .interactive : .batch)
        var colors = global.color.enabled(stdoutIsTerminal: stdoutIsTerminal, environment: environment)
        if mode == .batch { colors = global.color == .always }

        let locations = DataLocations.resolve(
            dataDirFlag: global.dataDir, environment: environment, home: NSHomeDirectory())
        let session = Session(locations: locations, bail: global.bail, recordsHistory: mode == .interactive)
        let notifications = session.notifications
        session.context = CommandContext(
            store: FileStore(directory: locations.dataDirectory),
            now: { Date() },
            clock: ContinuousClock(),
            output: Output(.standardStreams, style: Style(colors: colors)),
            mode: mode,
            terminal: stdinIsTerminal && stdoutIsTerminal ? TerminalKeys() : nil,
            shell: session,
            timers: TimerBoard(clock: ContinuousClock()) { notifications.post(TimerCommand.doneMessage($0)) }
        )

        let status: Int32
        switch mode {
        case .oneShot: status = await LineRunner.run(words: commandWords, context: session.context)
        case .batch: status = await session.runPiped()
        case .interactive:
            Signals.catchInterrupts()
            Signals.watchResizes()
            status = await InteractiveShell(session: session).run()
        }
        exit(status)
    }

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

    /// libedit drops every non-ASCII character unless LC_CTYPE names a UTF-8 codeset.
    static func prepareLocale() {
        setlocale(LC_CTYPE, "")
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
