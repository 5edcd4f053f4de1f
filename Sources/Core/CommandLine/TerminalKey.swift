/// A key pressed, or the mouse moved, during a live display.
public enum TerminalKey: Equatable, Sendable {
    case character(Character)
    case escape
    /// Ctrl-C.
    case interrupt
    case arrow(Arrow)
    /// A mouse report (xterm's SGR mode), when the display asked for them.
    case mouse(MouseReport)

    /// The four arrow keys.
    public enum Arrow: Sendable, Equatable { case up, down, left, right }
}

/// One xterm SGR mouse report, `ESC [ < b ; x ; y M` (or `m` for a release).
public struct MouseReport: Sendable, Equatable {
    /// What happened.
    public enum Action: Sendable, Equatable { case press, release, motion }
    /// Which button: 0 left, 1 middle, 2 right, 3 none (motion with no button held), 64 and 65 the wheel.
    public var button: Int
    public var action: Action
    /// The cell, counted from 1 as the terminal sends it.
    public var column: Int
    public var row: Int

    public init(button: Int, action: Action, column: Int, row: Int) {
        (self.button, self.action, self.column, self.row) = (button, action, column, row)
    }

    /// The report as a terminal sends it (for tests and the fuzzer's round trip).
    public var sequence: String {
        let code = button + (action == .motion ? 32 : 0)
        return "\u{1B}[<\(code);\(column);\(row)\(action == .release ? "m" : "M")"
    }
}
