import Commands
import Foundation
import Synchronization

/// Set by the SIGINT handler; the line editor and live displays read and clear it.
let interruptFlag = Atomic<Bool>(false)

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
        var interrupt = sigaction()
        interrupt.__sigaction_handler.sa_handler = { _ in interruptFlag.store(true, ordering: .relaxed) }
        interrupt.sa_flags = 0  // no SA_RESTART: a blocking read returns EINTR
        sigemptyset(&interrupt.sa_mask)
        var previous = sigaction()
        sigaction(SIGINT, &interrupt, &previous)
        return previous
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
        if Signals.takeInterrupt() { return true }
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready < 0 { return Signals.takeInterrupt() }
        guard ready > 0 else { return false }
        var bytes = [UInt8](repeating: 0, count: 64)
        return read(STDIN_FILENO, &bytes, bytes.count) != 0 || true
    }
}
