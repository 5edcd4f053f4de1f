import Core

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

    /// `text` in `colour` (the breathing circle's).
    public func ink(_ text: String, _ colour: ScreenColour) -> String { wrap(text, .ink(colour)) }

    /// `text` on a background of `colour` to the end of the line and past it: every reset inside puts the
    /// background back, and none closes it, so the line's erasure fills with it too. The caller resets after.
    public func onPaper(_ text: String, _ colour: ScreenColour) -> String {
        guard colors else { return text }
        let paper = String(Look.paper(colour).marker)
        let reset = String(Look.reset.marker)
        return paper + text.replacing(reset, with: reset + paper)
    }

    /// The marker that ends every look (after `onPaper`'s lines).
    public var reset: String { colors ? String(Look.reset.marker) : "" }

    private func wrap(_ text: String, _ look: Look) -> String {
        colors ? String(look.marker) + text + String(Look.reset.marker) : text
    }

    /// The looks coach uses, each with its SGR parameters and its marker (at most 32: U+FDD0–U+FDEF).
    enum Look: Hashable, CaseIterable {
        case reset, bold, dim, red, green, yellow, cyan
        /// A named colour's foreground and background.
        case ink(ScreenColour), paper(ScreenColour)

        static let allCases: [Look] =
            [.reset, .bold, .dim, .red, .green, .yellow, .cyan] + ScreenColour.allCases.map(Look.ink)
            + ScreenColour.allCases.map(Look.paper)

        /// The noncharacter that stands for this look in styled text.
        var marker: Unicode.Scalar { Unicode.Scalar(Self.firstMarker + UInt32(Self.allCases.firstIndex(of: self)!))! }

        /// The look a scalar of styled text stands for, if it is a marker.
        init?(marker: Unicode.Scalar) {
            let offset = Int(marker.value) - Int(Self.firstMarker)
            guard Self.allCases.indices.contains(offset) else { return nil }
            self = Self.allCases[offset]
        }

        /// `ESC [ n m`, what the terminal is sent.
        var escapeCode: String {
            switch self {
            case .reset: "\u{1B}[0m"
            case .bold: "\u{1B}[1m"
            case .dim: "\u{1B}[2m"
            case .red: "\u{1B}[31m"
            case .green: "\u{1B}[32m"
            case .yellow: "\u{1B}[33m"
            case .cyan: "\u{1B}[36m"
            case let .ink(colour): "\u{1B}[38;5;\(colour.paletteIndex)m"
            case let .paper(colour): "\u{1B}[48;5;\(colour.paletteIndex)m"
            }
        }

        static let firstMarker: UInt32 = 0xFDD0
    }
}
