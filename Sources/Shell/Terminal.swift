import Commands
import Foundation
import Synchronization

/// Set by the SIGINT handler; the line editor and live displays read and clear it.
let interruptFlag = Atomic<Bool>(false)

/// Written by the signal handlers so that a `poll` on the main thread wakes, whichever thread
/// the kernel chose to run the handler on. Index 0 reads, 1 writes; byte `i` is SIGINT, `w` SIGWINCH.
let signalPipe: [Int32] = {
    var fds: [Int32] = [-1, -1]
    pipe(&fds)
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    return fds
}()

/// Whether a full-screen display is up, so a SIGTERM handler knows to leave the alternate screen.
let fullScreenActive = Atomic<Bool>(false)

enum Signals {
    /// Ctrl-C cancels the current line or display instead of killing coach; SIGTERM restores the terminal first.
    static func install() {
        let terminate: SignalHandler = { signal in
            KeyByKeyInput.restoreSaved()
            let restore: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
            let showCursor: StaticString = "\u{1B}[?25h"
            let text = fullScreenActive.load(ordering: .relaxed) ? restore : showCursor
            _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
            _exit(128 + signal)
        }
        SignalAction.install(terminate, for: SIGTERM)
        SignalAction.install(terminate, for: SIGHUP)
    }

    /// From now on Ctrl-C sets `interruptFlag` instead of ending coach. Returns the previous action.
    @discardableResult
    static func catchInterrupts() -> sigaction {
        _ = signalPipe
        // Not restarting calls: a blocking read returns EINTR.
        return SignalAction.install({ _ in
            interruptFlag.store(true, ordering: .relaxed)
            var byte = UInt8(ascii: "i")
            _ = write(signalPipe[1], &byte, 1)
        }, for: SIGINT)
    }

    /// Window size changes wake the line editor through the signal pipe.
    static func watchResizes() {
        _ = signalPipe
        SignalAction.install({ _ in
            var byte = UInt8(ascii: "w")
            _ = write(signalPipe[1], &byte, 1)
        }, for: SIGWINCH, restartingCalls: true)
    }

    /// Empties the signal pipe; returns whether a resize was among what it held.
    @discardableResult
    static func drainPipe() -> (interrupted: Bool, resized: Bool) {
        var bytes = [UInt8](repeating: 0, count: 64)
        var result = (interrupted: false, resized: false)
        while true {
            let count = read(signalPipe[0], &bytes, bytes.count)
            guard count > 0 else { return result }
            result.interrupted = result.interrupted || bytes[..<count].contains(UInt8(ascii: "i"))
            result.resized = result.resized || bytes[..<count].contains(UInt8(ascii: "w"))
        }
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    static func takeInterrupt() -> Bool {
        interruptFlag.exchange(false, ordering: .relaxed)
    }
}

/// The real terminal: width, and keys one at a time for live displays.
struct TerminalKeys: TerminalControl {
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
