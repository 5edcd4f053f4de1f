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
        FileHandle.standardOutput.write(Data("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J".utf8))
        fullScreenActive.store(true, ordering: .relaxed)
        defer {
            FileHandle.standardOutput.write(Data("\u{1B}[?25h\u{1B}[?1049l".utf8))
            fullScreenActive.store(false, ordering: .relaxed)
        }
        return try await body()
    }

    func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R {
        guard let original = KeyByKeyInput.begin() else { return try await body() }
        let previous = Signals.catchInterrupts()
        _ = Signals.takeInterrupt()
        defer {
            KeyByKeyInput.end(original)
            SignalAction.restore(previous, for: SIGINT)
        }
        return try await body()
    }

    func readKey(timeout: Duration) -> TerminalKey? {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout.milliseconds)
        if Signals.drainPipe().interrupted || Signals.takeInterrupt() { return .interrupt }
        guard ready > 0, descriptors[0].revents != 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        guard count > 0 else { return .interrupt }  // end of input: nobody is there to press a key
        if bytes[0] == 0x1B { return count == 1 ? .escape : .character("\u{1B}") }
        if bytes[0] == 0x03 { return .interrupt }
        return .character(String(decoding: bytes[0..<count], as: UTF8.self).first ?? " ")
    }
}

extension Duration {
    /// Whole milliseconds, rounded up so a wait never ends early, for `poll`.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
