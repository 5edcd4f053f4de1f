/// Colours and emphasis that turn into plain text when colours are off.
///
/// Styled text carries markers, not escape codes: the noncharacters U+FDD0 (reset) to U+FDD6,
/// which Unicode reserves for a program's internal use. Only `Output` turns them into SGR codes,
/// after it has made every control character in the text visible, so an escape code inside a
/// name can never pass for coach's own colour (see `TerminalText`).
public struct Style: Sendable {
    /// Whether styled text carries colours (turned into escape codes by `Output`).
    public var colors: Bool
    /// Whether coach writes plain lines for a screen reader (`DisplayChoice`): words and numbers, no bars,
    /// charts, pictures or live displays, and no colour.
    public var plain: Bool

    public init(colors: Bool, plain: Bool = false) {
        self.colors = colors && !plain
        self.plain = plain
    }

    public func bold(_ text: String) -> String { wrap(text, .bold) }
    public func dim(_ text: String) -> String { wrap(text, .dim) }
    public func green(_ text: String) -> String { wrap(text, .green) }
    public func yellow(_ text: String) -> String { wrap(text, .yellow) }
    public func red(_ text: String) -> String { wrap(text, .red) }
    public func cyan(_ text: String) -> String { wrap(text, .cyan) }

    private func wrap(_ text: String, _ look: Look) -> String {
        colors ? String(look.marker) + text + String(Look.reset.marker) : text
    }

    /// The looks coach uses, each with its SGR parameter and its marker.
    enum Look: UInt32, CaseIterable {
        case reset = 0, bold = 1, dim = 2, red = 31, green = 32, yellow = 33, cyan = 36

        /// The noncharacter that stands for this look in styled text.
        var marker: Unicode.Scalar { Unicode.Scalar(Self.firstMarker + UInt32(Self.allCases.firstIndex(of: self)!))! }

        /// The look a scalar of styled text stands for, if it is a marker.
        init?(marker: Unicode.Scalar) {
            let offset = Int(marker.value) - Int(Self.firstMarker)
            guard Self.allCases.indices.contains(offset) else { return nil }
            self = Self.allCases[offset]
        }

        /// `ESC [ n m`, what the terminal is sent.
        var escapeCode: String { "\u{1B}[\(rawValue)m" }

        static let firstMarker: UInt32 = 0xFDD0
    }
}
