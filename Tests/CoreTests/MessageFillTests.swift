import Core
import Testing

/// Putting values into a message on its bytes gives what putting them in character by character gave.
struct MessageFillTests {
    /// The way values were put in before, a character at a time: the oracle.
    static func filledByCharacters(_ text: String, with values: [String]) -> String {
        var filled = ""
        var rest = Substring(text)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            filled += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if after.hasPrefix("@"), next < values.count {
                filled += values[next]
                next += 1
                rest = after.dropFirst()
            } else if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$@"), let index = Int(digits),
                index >= 1, index <= values.count
            {
                filled += values[index - 1]
                rest = after.dropFirst(digits.count + 2)
            } else {
                filled += "%"
                rest = after
            }
        }
        return filled + rest
    }

    @Test func valuesGoWhereTheyWent() {
        let pieces = [
            "%@", "%", "@", "$", "%1$@", "%2$@", "%3$@", "%12$@", "%99999999999999999999$@", "1", "·", " ",
            "день", "%%@", "$@", "é",
        ]
        var random = SeededRandom(seed: 41)
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let values = Array(["5", "%@", "два", "%1$@"].prefix(Int.random(in: 1...4, using: &random)))
            let words = Messages.english
            let filled =
                switch values.count {
                case 1: words.tr(text, values[0])
                case 2: words.tr(text, values[0], values[1])
                case 3: words.tr(text, values[0], values[1], values[2])
                default: words.tr(text, values[0], values[1], values[2], values[3])
                }
            #expect(filled == Self.filledByCharacters(text, with: values), "\(text) \(values)")
        }
    }
}
