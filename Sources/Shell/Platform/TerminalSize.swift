#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// The terminal window's size in character cells.
enum TerminalSize {
    /// Columns and rows of the terminal on stdout (or on `descriptor`), or 80×24 when it is not a terminal or will not
    /// say.
    static func current(of descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int) {
        var size = winsize()
        // TIOCGWINSZ is an Int32 in Glibc and a UInt in Swift's Darwin overlay; ioctl takes a UInt on both.
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
