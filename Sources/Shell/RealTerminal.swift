import Commands
import Foundation
import Synchronization

/// The real terminal: width, and keys one at a time for live displays.
struct RealTerminal: TerminalControl {
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
        FileHandle.standardOutput.write(Data(sequences.map(\.code).joined().utf8))
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
                FileHandle.standardOutput.write(Data("\n".utf8))
                return nil
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = read(STDIN_FILENO, &chunk, chunk.count)
            guard count > 0 else { return line.isEmpty ? nil : String(decoding: line, as: UTF8.self) }
            // A line longer than any answer needs is cut, not kept growing.
            if line.count < InputLines.limit { line += chunk[0..<count] }
            else if chunk[0..<count].contains(UInt8(ascii: "\n")) { line.append(UInt8(ascii: "\n")) }
        }
        let end = line.firstIndex(of: UInt8(ascii: "\n"))!
        return String(decoding: line[..<end], as: UTF8.self).replacingOccurrences(of: "\r", with: "")
    }

    /// Bytes read with a key that came before it was asked for (typed fast, or pasted): the next
    /// `readKey` or `readLine` starts with them.
    private static let typedAhead = Mutex<[UInt8]>([])

    func readKey(timeout: Duration) -> TerminalKey? {
        if let key = Self.nextTypedAhead() { return key }
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout.milliseconds)
        let woken = Signals.drainPipe()
        if Signals.stopOrResume() { return nil }  // the display draws its next frame afresh
        if woken.interrupted || Signals.takeInterrupt() { return .interrupt }
        guard ready > 0, descriptors[0].revents != 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        guard count > 0 else { return .interrupt }  // end of input: nobody is there to press a key
        if bytes[0] == 0x1B { return count == 1 ? .escape : .character("\u{1B}") }
        Self.typedAhead.withLock { $0 += bytes[0..<count] }
        return Self.nextTypedAhead()
    }

    /// The first key of the bytes typed ahead, taken from them: one whole character (or Ctrl-C).
    private static func nextTypedAhead() -> TerminalKey? {
        typedAhead.withLock { pending in
            guard let first = pending.first else { return nil }
            if first == 0x03 {
                pending.removeFirst()
                return .interrupt
            }
            let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
            let taken = pending.prefix(length)
            pending.removeFirst(taken.count)
            return .character(String(decoding: taken, as: UTF8.self).first ?? " ")
        }
    }
}

extension Duration {
    /// Whole milliseconds, rounded up so a wait never ends early, for `poll`.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
