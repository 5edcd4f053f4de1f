#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// Switches stdin between line-at-a-time and key-by-key input without echo, for live displays.
/// `tcflag_t` is a UInt32 in Glibc and a UInt on Darwin, so the flags are converted to it.
enum KeyByKeyInput {
    /// Turns off line buffering and echo; returns the settings to `end` with, or nil when stdin is not a terminal.
    /// A stop and continue (Ctrl-Z, `fg`) turns them off again (`TerminalState`).
    static func begin() -> termios? {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        TerminalState.want(raw)
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        return original
    }

    /// Puts back the settings `begin` returned.
    static func end(_ original: termios) {
        var original = original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        TerminalState.want(isKeyByKey(original) ? original : nil)
    }

    /// Whether `settings` read keys one at a time (an outer display's, when displays nest).
    private static func isKeyByKey(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) == 0
    }
}
