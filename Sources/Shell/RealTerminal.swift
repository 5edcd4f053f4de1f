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

/// The real terminal: width, and keys one at a time for live displays.
struct RealTerminal: TerminalControl {
    /// Truecolor when `COLORTERM` says so, else xterm's 256, or none when colours are off.
    let colorDepth: ColorDepth
    /// False for `TERM=dumb`, which cannot place the cursor.
    let drawsPictures: Bool

    /// The pager long views go through, or nil for none (`--no-pager`).
    let pager: Pager?

    init(environment: [String: String], colors: Bool, paging: Bool = true) {
        let trueColor = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
        colorDepth = !colors ? .monochrome : trueColor ? .trueColor : .palette256
        drawsPictures = environment["TERM"] != "dumb"
        pager = paging ? Pager(environment: environment) : nil
    }

    var pages: Bool { pager != nil }

    func page(_ text: [UInt8]) async -> Bool {
        guard let pager else { return false }
        // Ctrl-C is the pager's while it runs, and a pager left early must not end coach with SIGPIPE.
        let ignored: SignalHandler = { _ in }
        let previous = [SIGINT, SIGPIPE].map { ($0, SignalAction.install(ignored, for: $0, restartingCalls: true)) }
        defer { for (signal, action) in previous { SignalAction.restore(action, for: signal) } }
        return await Programs.page(text, through: pager.command, environment: pager.environment)
    }

    var columns: Int { Self.columns() }
    var rows: Int { Self.size().rows }

    static func columns() -> Int { size().columns }

    static func size() -> (columns: Int, rows: Int) { TerminalSize.current() }

    func withFullScreen<R>(_ body: () async throws -> R) async rethrows -> R {
        TerminalState.shared.fullScreen.store(true, ordering: .sequentiallyConsistent)
        send(.alternateScreen, .hideCursor, .home, .clearScreen)
        defer {
            send(.showCursor, .mainScreen)
            TerminalState.shared.fullScreen.store(false, ordering: .sequentiallyConsistent)
        }
        return try await body()
    }

    func withCursorHidden<R>(_ body: () async throws -> R) async rethrows -> R {
        TerminalState.shared.cursorHidden.store(true, ordering: .sequentiallyConsistent)
        send(.hideCursor)
        defer {
            send(.showCursor)
            TerminalState.shared.cursorHidden.store(false, ordering: .sequentiallyConsistent)
        }
        return try await body()
    }

    /// Writes control sequences to the terminal (there is one: coach made this value for it).
    private func send(_ sequences: ControlSequence...) {
        SystemCalls.writeAll(STDOUT_FILENO, sequences.map(\.code).joined().utf8)
    }

    /// Keys one at a time; the display's loop reads them with `readKey`, which also carries out
    /// Ctrl-Z and `fg` (`Signals.stopOrResume`).
    func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R {
        guard let original = KeyByKeyInput.begin() else { return try await body() }
        let previous = Signals.catchInterrupts()
        _ = Signals.takeInterrupt()
        let outer = TerminalState.shared.keyInput.exchange(true, ordering: .sequentiallyConsistent)
        defer {
            KeyByKeyInput.end(original)
            SignalAction.restore(previous, for: SIGINT)
            TerminalState.shared.keyInput.store(outer, ordering: .sequentiallyConsistent)
            _ = Signals.stopOrResume()  // a Ctrl-Z that came as the display ended
        }
        return try await body()
    }

    func readLine() -> String? {
        let previous = Signals.catchInterrupts()
        _ = Signals.takeInterrupt()
        defer { SignalAction.restore(previous, for: SIGINT) }
        var line = Self.typedAhead.withLock { pending in
            defer { pending = [] }
            return pending
        }
        var chunk = [UInt8](repeating: 0, count: 512)
        while !line.contains(UInt8(ascii: "\n")) {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
            ]
            _ = poll(&descriptors, 2, -1)
            if Signals.drainPipe().interrupted || Signals.takeInterrupt() {
                SystemCalls.writeAll(STDOUT_FILENO, "\n".utf8)
                return nil
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            // A line longer than any answer needs is cut, not kept growing.
            if line.count < InputLines.limit {
                line += chunk[0..<count]
            } else if chunk[0..<count].contains(UInt8(ascii: "\n")) {
                line.append(UInt8(ascii: "\n"))
            }
        }
        let end = line.firstIndex(of: UInt8(ascii: "\n"))!
        return String(decoding: line[..<end], as: UTF8.self).replacing("\r", with: "")
    }

    /// A line read by libedit, `prompt` drawn again by it (so editing redraws it), Tab completing the word
    /// after the last comma from `words`.
    func readLine(after prompt: String, completing words: [String]) -> String? {
        SystemCalls.writeAll(STDOUT_FILENO, (ControlSequence.lineStart.code + ControlSequence.clearLine.code).utf8)
        guard let editor = LineEditor(notifications: Notifications(), style: Style(colors: false)) else {
            SystemCalls.writeAll(STDOUT_FILENO, prompt.utf8)
            return readLine()
        }
        editor.prompt = { prompt }
        editor.complete = { line in
            let word = String(line.split(separator: ",", omittingEmptySubsequences: false).last ?? "").drop {
                $0 == " "
            }
            let found = words.filter { $0.hasPrefix(word.lowercased()) }.sorted()
            return Completion.Result(prefix: String(word), candidates: found, appendSpace: false)
        }
        guard case let .line(line) = editor.readLine() else { return nil }
        return line
    }

    /// Bytes read with a key that came before it was asked for (typed fast, or pasted): the next
    /// `readKey` or `readLine` starts with them.
    private static let typedAhead = Mutex<[UInt8]>([])

    func readKey(timeout: Duration) -> TerminalKey? {
        if let key = Self.nextTypedAhead(more: true) { return key }
        // The start of a sequence waits a moment for its rest; a lone Esc is the Esc key.
        let incomplete = Self.typedAhead.withLock { !$0.isEmpty }
        guard let ready = waitForInput(incomplete ? min(timeout, .milliseconds(30)) : timeout) else {
            return .interrupt
        }
        if ready, !readAvailable() { return .interrupt }  // end of input: nobody is there to press a key
        return Self.nextTypedAhead(more: ready)
    }

    /// Waits up to `timeout` for stdin; false when none came, nil at Ctrl-C. Carries out Ctrl-Z and `fg`.
    private func waitForInput(_ timeout: Duration) -> Bool? {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout.milliseconds)
        let woken = Signals.drainPipe()
        if Signals.stopOrResume() {
            Self.resumed.store(true, ordering: .sequentiallyConsistent)
            return false  // the display draws its next frame afresh
        }
        if woken.interrupted || Signals.takeInterrupt() { return nil }
        return ready > 0 && descriptors[0].revents != 0
    }

    /// Set when `readKey` carried out a continue, until the display asks (`takeResumed`).
    private static let resumed = Atomic<Bool>(false)

    func takeResumed() -> Bool { Self.resumed.exchange(false, ordering: .sequentiallyConsistent) }

    /// Adds what stdin holds to the keys typed ahead; false at the end of input.
    private func readAvailable() -> Bool {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        guard count > 0 else { return false }
        Self.typedAhead.withLock { $0 += bytes[0..<count] }
        return true
    }

    /// The first key of the bytes typed ahead, taken from them (`TerminalInput` reads them).
    /// With `more`, an unfinished sequence stays for the bytes still to come.
    private static func nextTypedAhead(more: Bool) -> TerminalKey? {
        typedAhead.withLock { pending in
            while !pending.isEmpty {
                switch TerminalInput.read(pending[...], more: more) {
                case let .key(key, length):
                    pending.removeFirst(length)
                    return key
                case let .ignored(length): pending.removeFirst(length)
                case .incomplete: return nil
                }
            }
            return nil
        }
    }

    func withMouse<R>(_ body: () async throws -> R) async rethrows -> R {
        TerminalState.shared.mouse.store(true, ordering: .sequentiallyConsistent)
        SystemCalls.writeAll(STDOUT_FILENO, TerminalState.mouseOn.utf8)
        defer {
            SystemCalls.writeAll(STDOUT_FILENO, TerminalState.mouseOff.utf8)
            TerminalState.shared.mouse.store(false, ordering: .sequentiallyConsistent)
        }
        return try await body()
    }
}

extension Duration {
    /// Whole milliseconds, rounded up so a wait never ends early, for `poll`.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
