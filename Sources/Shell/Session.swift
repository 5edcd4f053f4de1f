import Commands
import Core
import LiveStorage
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of coach: the services commands get from the shell, and the loops for each mode.
final class Session: ShellServices {
    private struct State {
        var history: CommandHistory
        var exitStatus: Int32?
        var scriptDepth = 0
        var context: CommandContext?
        var historyProblemSaid = false
    }

    /// How deeply `source` may nest before coach assumes a script sources itself.
    static let deepestScript = 16

    let locations: DataLocations
    let bail: Bool
    let notifications = Notifications()
    private let state: Mutex<State>
    /// Piped input, read in blocks.
    private let standardInput = InputLines(fd: STDIN_FILENO)
    /// The scripts being read, innermost last; a command's questions read from the innermost.
    private let sources = Mutex<[LineSource]>([])

    init(locations: DataLocations, bail: Bool, recordsHistory: Bool) {
        self.locations = locations
        self.bail = bail
        let history =
            recordsHistory ? CommandHistory.read(from: LineFile(url: locations.historyFile)) : CommandHistory()
        state = Mutex(State(history: history))
    }

    /// The context every line runs with; set once, right after the session is made.
    var context: CommandContext {
        get { state.withLock { $0.context! } }
        set { state.withLock { $0.context = newValue } }
    }

    var exitStatus: Int32? { state.withLock { $0.exitStatus } }

    // MARK: ShellServices

    func historyLines() -> [String] { state.withLock { $0.history.lines } }

    func clearHistory() throws {
        let empty = CommandHistory()
        try empty.write(to: LineFile(url: locations.historyFile))
        state.withLock { $0.history = empty }
    }

    func requestExit(status: Int32) { state.withLock { $0.exitStatus = status } }

    /// Takes back an `exit` the person decided against.
    func cancelExit() { state.withLock { $0.exitStatus = nil } }

    func stoppable<R>(stop: @escaping @Sendable () -> Void, _ body: () async -> R) async -> R {
        await StoppableWork.run(stop: stop, session: self, body)
    }

    func runScript(at path: String) async throws -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            guard code != ENOENT else { throw ScriptError.missing(path) }
            throw ScriptError.unreadable(path, reason: String(cString: strerror(code)).lowercased())
        }
        defer { close(fd) }
        let depth = state.withLock { state -> Int in
            state.scriptDepth += 1
            return state.scriptDepth
        }
        defer { state.withLock { $0.scriptDepth -= 1 } }
        guard depth <= Self.deepestScript else { throw ScriptError.nestedTooDeep(path, depth: Self.deepestScript) }
        // Split on bytes: in Swift "\r\n" is one Character, so a Windows script would not split on "\n".
        let lines = InputLines(fd: fd)
        let words = context.messages
        return await runLines(LineSource(lines.next), place: { words.tr("%@ line %@: ", path, String($0)) })
    }

    // MARK: Modes

    /// Batch mode: every line of stdin, errors numbered, status 1 if any line failed.
    func runPiped() async -> Int32 {
        let output = context.output
        output.holdText()
        let grouping = GroupedChanges(context: context)
        standardInput.beforeWaiting = {
            grouping.close()
            output.flush()
        }
        defer { output.flush() }
        // `line 12: ` in the person's words, made a line at a time: the template is looked up once.
        let template = context.messages.tr("line %@: ").split(separator: "%@", maxSplits: 1).map(String.init)
        let place = { (number: Int) in template.count == 2 ? template[0] + String(number) + template[1] : template[0] }
        let allSucceeded = await SettingsPin.$current.withValue(SettingsPin()) {
            await runLines(LineSource(standardInput.next), place: place, grouping: grouping)
        }
        return exitStatus ?? (allSucceeded ? LineRunner.Status.ok : LineRunner.Status.failed)
    }

    /// Runs lines until they run out, `exit`, or (with --bail) the first failure.
    /// With `grouping`, consecutive quick commands (a run of `meal add` lines) are saved together.
    func runLines(_ source: LineSource, place: (Int) -> String, grouping: GroupedChanges? = nil) async -> Bool {
        sources.withLock { $0.append(source) }
        defer { sources.withLock { _ = $0.popLast() } }
        var allSucceeded = true
        let context = self.context  // set once per session; no need to lock for it on every line
        while exitStatus == nil, let input = source.nextInput() {
            var status = LineRunner.Status.failed
            switch input {
            case let .text(line):
                if let grouping {
                    if LineRunner.savesWithOthers(line) { grouping.join(line: source.number) } else { grouping.close() }
                }
                status = await LineRunner.run(line: line, context: context, where: place(source.number))
                if let grouping, grouping.isFull { grouping.close() }
            case let .tooLong(bytes):
                let words = context.messages
                LineRunner.report(
                    words.tr(
                        "the line has %@ bytes; coach reads lines of up to %@ bytes (64 KiB), so it was skipped",
                        MealNumber.text(bytes, words), MealNumber.text(InputLines.limit, words)),
                    context: context, where: place(source.number))
            }
            if status != LineRunner.Status.ok {
                allSucceeded = false
                if bail { break }
            }
        }
        grouping?.close()
        return allSucceeded && grouping?.failed != true
    }

    /// The next line for a command's question: from the script being read, or from stdin when
    /// a one-shot command's input is piped.
    func nextAnswer() -> String? {
        if let source = sources.withLock({ $0.last }) { return source.next() }
        guard isatty(STDIN_FILENO) == 0, case let .text(line)? = standardInput.next() else { return nil }
        return line
    }

    /// Records an interactive line in the history file, merged with what other shells saved meanwhile.
    /// A history file coach cannot keep is said once, not on every line.
    func remember(_ line: String) {
        do {
            let history = try CommandHistory.append(line, to: LineFile(url: locations.historyFile))
            state.withLock { $0.history = history }
        } catch {
            state.withLock { _ = $0.history.add(line) }
            let firstTime = state.withLock { state in
                defer { state.historyProblemSaid = true }
                return !state.historyProblemSaid
            }
            if firstTime {
                let words = context.messages
                context.output.errorLine(
                    words.tr("Note: ") + words.tr("history is not saved: %@", words.describe(error)))
            }
        }
    }
}

/// Lines read one at a time, counted, with a trailing CR dropped.
final class LineSource: @unchecked Sendable {
    private let read: () -> InputLine?
    /// The number of the last line read.
    private(set) var number = 0

    init(_ read: @escaping () -> InputLine?) {
        self.read = read
    }

    func nextInput() -> InputLine? {
        guard let input = read() else { return nil }
        number += 1
        guard case let .text(line) = input, line.hasSuffix("\r") else { return input }
        return .text(String(line.dropLast()))
    }

    /// The next line as an answer to a question; a line too long to read answers nothing.
    func next() -> String? {
        switch nextInput() {
        case let .text(line)?: return line
        case .tooLong?: return ""
        case nil: return nil
        }
    }
}
