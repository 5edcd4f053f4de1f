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

/// The terminal settings to put back if coach is killed mid-display.
nonisolated(unsafe) var savedTerminal: termios?

enum Signals {
    /// Ctrl-C cancels the current line or display instead of killing coach; SIGTERM restores the terminal first.
    static func install() {
        var terminate = sigaction()
        terminate.__sigaction_handler.sa_handler = { signal in
            if var saved = savedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
            let showCursor: StaticString = "\u{1B}[?25h"
            _ = write(STDOUT_FILENO, showCursor.utf8Start, showCursor.utf8CodeUnitCount)
            _exit(128 + signal)
        }
        sigemptyset(&terminate.sa_mask)
        sigaction(SIGTERM, &terminate, nil)
        sigaction(SIGHUP, &terminate, nil)
    }

    /// From now on Ctrl-C sets `interruptFlag` instead of ending coach. Returns the previous action.
    @discardableResult
    static func catchInterrupts() -> sigaction {
        _ = signalPipe
        var interrupt = sigaction()
        interrupt.__sigaction_handler.sa_handler = { _ in
            interruptFlag.store(true, ordering: .relaxed)
            var byte = UInt8(ascii: "i")
            _ = write(signalPipe[1], &byte, 1)
        }
        interrupt.sa_flags = 0  // no SA_RESTART: a blocking read returns EINTR
        sigemptyset(&interrupt.sa_mask)
        var previous = sigaction()
        sigaction(SIGINT, &interrupt, &previous)
        return previous
    }

    /// Window size changes wake the line editor through the signal pipe.
    static func watchResizes() {
        _ = signalPipe
        var resize = sigaction()
        resize.__sigaction_handler.sa_handler = { _ in
            var byte = UInt8(ascii: "w")
            _ = write(signalPipe[1], &byte, 1)
        }
        resize.sa_flags = SA_RESTART
        sigemptyset(&resize.sa_mask)
        sigaction(SIGWINCH, &resize, nil)
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

    static func columns() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return try await body() }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        savedTerminal = original
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        var previous = Signals.catchInterrupts()
        _ = Signals.takeInterrupt()
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            savedTerminal = nil
            sigaction(SIGINT, &previous, nil)
        }
        return try await body()
    }

    func waitForKey(timeout: Duration) -> Bool {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, timeout.milliseconds)
        if Signals.drainPipe().interrupted || Signals.takeInterrupt() { return true }
        guard ready > 0, descriptors[0].revents != 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 64)
        _ = read(STDIN_FILENO, &bytes, bytes.count)
        return true
    }
}

extension Duration {
    /// Whole milliseconds, rounded up so a wait never ends early, for `poll`.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
