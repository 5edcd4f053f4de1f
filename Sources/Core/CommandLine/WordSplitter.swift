/// Splits a command line into words the way a POSIX shell does: blanks separate words,
/// single quotes keep everything literal, double quotes allow `\"` and `\\`, a backslash
/// escapes the next character, and an unquoted `#` at the start of a word begins a comment.
public enum WordSplitter {
    /// Why a line could not be split.
    public enum SplitError: UserFacingError, Equatable {
        case unterminatedQuote(Character, column: Int)
        case trailingBackslash

        public var message: String {
            switch self {
            case let .unterminatedQuote(quote, column):
                let name = quote == "'" ? "single" : "double"
                return "unterminated \(name) quote (\(quote)) opened at column \(column); close it with another \(quote)"
            case .trailingBackslash:
                return "the line ends with a backslash; remove it, or write \\\\ for a literal backslash"
            }
        }
    }

    /// The words of a complete line.
    public static func split(_ line: String) throws(SplitError) -> [String] {
        // Most lines have no quotes, escapes or comments: split them on blanks without the full scan.
        if line.utf8.allSatisfy({ $0 != 0x27 && $0 != 0x22 && $0 != 0x5C && $0 != 0x23 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
            return line.utf8.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        }
        let scan = scan(line)
        if let error = scan.error { throw error }
        return scan.words
    }

    /// The words of a line being typed: an open quote or a trailing backslash just ends the last word.
    /// `endsInBlank` tells whether the cursor sits after a separator (a new, empty word).
    public static func splitPartial(_ line: String) -> (words: [String], endsInBlank: Bool) {
        let scan = scan(line)
        return (scan.words, scan.endsInBlank && scan.error == nil)
    }

    private static func scan(_ line: String) -> (words: [String], endsInBlank: Bool, error: SplitError?) {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: (char: Character, column: Int)?
        var escaping = false
        var column = 0
        for char in line {
            column += 1
            if escaping {
                if let q = quote, q.char == "\"", char != "\"", char != "\\" { current.append("\\") }
                current.append(char)
                escaping = false
                continue
            }
            if let q = quote {
                if char == q.char {
                    quote = nil
                } else if char == "\\" && q.char == "\"" {
                    escaping = true
                } else {
                    current.append(char)
                }
                continue
            }
            switch char {
            case " ", "\t", "\n", "\r":
                if inWord { words.append(current); current = ""; inWord = false }
            case "#" where !inWord:
                return (words, true, nil)
            case "'", "\"":
                quote = (char, column)
                inWord = true
            case "\\":
                escaping = true
                inWord = true
            default:
                current.append(char)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        if let q = quote { return (words, false, .unterminatedQuote(q.char, column: q.column)) }
        if escaping { return (words, false, .trailingBackslash) }
        return (words, !inWord, nil)
    }

    /// Quotes `word` so that splitting gives it back unchanged (used when completing names with spaces).
    public static func quote(_ word: String) -> String {
        let plain = !word.isEmpty && word.allSatisfy { !" \t\n'\"\\#$`".contains($0) }
        if plain { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
