#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// The terminal settings to put back if coach is killed mid-display (read by the SIGTERM handler).
private nonisolated(unsafe) var savedTerminal: termios?

/// Switches stdin between line-at-a-time and key-by-key input without echo, for live displays.
/// `tcflag_t` is a UInt32 in Glibc and a UInt on Darwin, so the flags are converted to it.
enum KeyByKeyInput {
    /// Turns off line buffering and echo; returns the settings to `end` with, or nil when stdin is not a terminal.
    static func begin() -> termios? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        savedTerminal = original
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        return original
    }

    /// Puts back the settings `begin` returned.
    static func end(_ original: termios) {
        var original = original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        savedTerminal = nil
    }

    /// From a signal handler: puts back the settings of a display that is still up, if any.
    static func restoreSaved() {
        if var saved = savedTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    }
}
