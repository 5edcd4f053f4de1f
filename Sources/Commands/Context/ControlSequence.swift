/// A terminal control sequence coach sends on purpose: the bell, cursor moves, clearing. Text
/// never carries one (`Output` shows the control characters in it), so live displays write
/// these through `Output.control` or a `Frame`, and only when `context.terminal` is there
/// (the bell aside, which a script's output may keep, as `printf '\a'` would).
public struct ControlSequence: Sendable, Equatable {
    /// What the terminal is sent.
    public let code: String

    private init(_ code: String) { self.code = code }

    public static let bell = ControlSequence("\u{7}")
    /// Back to the start of the line.
    public static let lineStart = ControlSequence("\r")
    /// To the start of the next line, also with output processing off.
    public static let nextLine = ControlSequence("\r\n")
    /// To the top left corner.
    public static let home = ControlSequence("\u{1B}[H")
    public static let clearScreen = ControlSequence("\u{1B}[2J")
    /// Also the lines scrolled off the top.
    public static let clearScrollback = ControlSequence("\u{1B}[3J")
    public static let clearLine = ControlSequence("\u{1B}[2K")
    /// From the cursor to the end of its line.
    public static let clearToLineEnd = ControlSequence("\u{1B}[K")
    /// From the cursor to the end of the screen.
    public static let clearBelow = ControlSequence("\u{1B}[J")
    public static let hideCursor = ControlSequence("\u{1B}[?25l")
    public static let showCursor = ControlSequence("\u{1B}[?25h")
    /// The alternate screen, which full-screen displays draw on, and back to the main screen.
    public static let alternateScreen = ControlSequence("\u{1B}[?1049h")
    public static let mainScreen = ControlSequence("\u{1B}[?1049l")

    /// Select Graphic Rendition with numbers only (`ESC[38;5;196m`): colours and emphasis, never a move.
    public static func rendition(_ numbers: [Int]) -> ControlSequence {
        ControlSequence("\u{1B}[" + numbers.map(String.init).joined(separator: ";") + "m")
    }
}

/// One picture of a live display, text and control sequences, written in one go so it never
/// flickers half-drawn. Its text is rendered like any other (`TerminalText`).
public struct Frame: Sendable {
    enum Part: Sendable {
        case text(String)
        case control(ControlSequence)
    }

    private(set) var parts: [Part] = []

    public init() {}

    /// Adds text, shown as text.
    public mutating func add(_ text: String) { parts.append(.text(text)) }

    /// Adds control sequences, sent as they are.
    public mutating func add(_ controls: ControlSequence...) { parts += controls.map(Part.control) }
}
