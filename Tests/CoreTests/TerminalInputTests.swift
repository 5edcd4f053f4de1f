import Core
import Testing

/// What the terminal sends during a live display, read as keys: table-driven, hostile input included.
struct TerminalInputTests {
    static let readings: [(bytes: String, more: Bool, expected: TerminalInput.Reading)] = [
        ("q", false, .key(.character("q"), length: 1)),
        ("é!", false, .key(.character("é"), length: 2)),
        ("\u{3}", false, .key(.interrupt, length: 1)),
        ("\r", false, .key(.character("\r"), length: 1)),
        ("\u{1B}", false, .key(.escape, length: 1)),
        ("\u{1B}", true, .incomplete),
        ("\u{1B}q", true, .key(.escape, length: 1)),
        ("\u{1B}[A", false, .key(.arrow(.up), length: 3)),
        ("\u{1B}[D", false, .key(.arrow(.left), length: 3)),
        ("\u{1B}OB", false, .key(.arrow(.down), length: 3)),
        ("\u{1B}OC", false, .key(.arrow(.right), length: 3)),
        // Motion with no button (35 = 3 + 32), a press and a release of the left button, the wheel.
        (
            "\u{1B}[<35;10;5M", false,
            .key(.mouse(MouseReport(button: 3, action: .motion, column: 10, row: 5)), length: 11)
        ),
        (
            "\u{1B}[<32;7;2M", false,
            .key(.mouse(MouseReport(button: 0, action: .motion, column: 7, row: 2)), length: 10)
        ),
        ("\u{1B}[<0;1;1M", false, .key(.mouse(MouseReport(button: 0, action: .press, column: 1, row: 1)), length: 9)),
        (
            "\u{1B}[<0;200;50m", false,
            .key(.mouse(MouseReport(button: 0, action: .release, column: 200, row: 50)), length: 12)
        ),
        (
            "\u{1B}[<64;3;3M", false,
            .key(.mouse(MouseReport(button: 64, action: .press, column: 3, row: 3)), length: 10)
        ),
        // Shift, Alt and Ctrl held (4, 8, 16) do not change the button.
        ("\u{1B}[<28;3;3M", false, .key(.mouse(MouseReport(button: 0, action: .press, column: 3, row: 3)), length: 10)),
        // Half a report waits for the rest, or is dropped when nothing more comes.
        ("\u{1B}[<35;10", true, .incomplete),
        ("\u{1B}[<35;10", false, .ignored(length: 8)),
        // Reports off any screen, with too many digits or fields, are sequences to drop.
        ("\u{1B}[<35;0;5M", false, .ignored(length: 10)),
        ("\u{1B}[<35;12345;5M", false, .ignored(length: 14)),
        ("\u{1B}[<35;1;2;3M", false, .ignored(length: 12)),
        ("\u{1B}[<;1;2M", false, .ignored(length: 8)),
        ("\u{1B}[200~", false, .ignored(length: 6)),
        ("\u{1B}[1;5C", false, .ignored(length: 6)),
        ("\u{1B}[\u{1}", false, .ignored(length: 2)),
        ("\u{1B}[" + String(repeating: "1", count: 40) + "m", false, .ignored(length: 32)),
        ("\u{7F}", false, .ignored(length: 1)),
        ("\u{1}", false, .ignored(length: 1)),
    ]

    @Test(arguments: readings.indices)
    func readsTheFirstKey(_ index: Int) {
        let (text, more, expected) = Self.readings[index]
        #expect(TerminalInput.read(Array(text.utf8)[...], more: more) == expected, "\(text.debugDescription)")
    }

    @Test func brokenUTF8IsDroppedByteByByte() {
        #expect(TerminalInput.keys(in: [0xFF, 0x80, UInt8(ascii: "a"), 0xC3]) == [.character("a")])
        #expect(TerminalInput.read([0xC3][...], more: true) == .incomplete)
        // An encoded C1 control (U+009B, a one-byte CSI) is not a key.
        #expect(TerminalInput.keys(in: [0xC2, 0x9B, UInt8(ascii: "A")]) == [.character("A")])
    }

    @Test func aBurstOfReportsAndKeysReadsInOrder() {
        let burst = "\u{1B}[<35;10;5M\u{1B}[<35;11;5Mq\u{1B}[A\u{1B}"
        #expect(
            TerminalInput.keys(in: Array(burst.utf8)) == [
                .mouse(MouseReport(button: 3, action: .motion, column: 10, row: 5)),
                .mouse(MouseReport(button: 3, action: .motion, column: 11, row: 5)),
                .character("q"), .arrow(.up), .escape,
            ])
    }

    @Test(arguments: [
        MouseReport(button: 3, action: .motion, column: 1, row: 1),
        MouseReport(button: 2, action: .press, column: 9999, row: 9999),
        MouseReport(button: 0, action: .release, column: 80, row: 24),
        MouseReport(button: 65, action: .press, column: 5, row: 6),
    ])
    func aReportWrittenOutReadsBack(_ report: MouseReport) {
        #expect(TerminalInput.keys(in: Array(report.sequence.utf8)) == [.mouse(report)])
    }
}
