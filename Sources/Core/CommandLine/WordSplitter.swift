/// Splits a command line into words the way a POSIX shell does: blanks separate words,
/// single quotes keep everything literal, double quotes allow `\"` and `\\`, a backslash
/// escapes the next character, and an unquoted `#` at the start of a word begins a comment.
public enum WordSplitter {
    /// Why a line could not be split.
    public enum SplitError: UserFacingError, Equatable {
        case unterminatedQuote(Character, column: Int)
        case trailingBackslash

        public var message: String { message(in: .english) }

        public func message(in words: Messages) -> String {
            switch self {
            case let .unterminatedQuote(quote, column):
                return quote == "'"
                    ? words.tr(
                        "unterminated single quote (') opened at column %@; close it with another '", String(column))
                    : words.tr(
                        "unterminated double quote (\") opened at column %@; close it with another \"", String(column))
            case .trailingBackslash:
                return words.tr("the line ends with a backslash; remove it, or write \\\\ for a literal backslash")
            }
        }
    }

    /// The words of a complete line.
    public static func split(_ line: String) throws(SplitError) -> [String] {
        // Most lines have no quotes, escapes or comments: split them on blanks without the full scan.
        if line.utf8.allSatisfy({
            $0 != 0x27 && $0 != 0x22 && $0 != 0x5C && $0 != 0x23 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D
        }) {
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

    /// Scans Unicode scalars, not Characters: a blank or quote followed by a combining mark (or `\r\n`)
    /// is one Character, and must still separate or quote as it does on the quick path for plain lines.
    private static func scan(_ line: String) -> (words: [String], endsInBlank: Bool, error: SplitError?) {
        let first = scan(line, apostrophe: nil)
        // An apostrophe in a word that no quote closes is one (`ohm's law`), as people write it.
        guard case .unterminatedQuote("'", _)? = first.error, let at = first.openQuote,
            at > line.unicodeScalars.startIndex,
            line.unicodeScalars[line.unicodeScalars.index(before: at)].properties.isAlphabetic
        else { return (first.words, first.endsInBlank, first.error) }
        let second = scan(line, apostrophe: at)
        return (second.words, second.endsInBlank, second.error)
    }

    private static func scan(_ line: String, apostrophe: String.Index?) -> (
        words: [String], endsInBlank: Bool, error: SplitError?, openQuote: String.Index?
    ) {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var inWord = false
        var quote: (scalar: Unicode.Scalar, at: String.Index)?
        var escaping = false
        let scalars = line.unicodeScalars
        for (index, scalar) in zip(scalars.indices, scalars) {
            if escaping {
                if let q = quote, q.scalar == "\"", scalar != "\"", scalar != "\\" { current.append("\\") }
                current.append(scalar)
                escaping = false
                continue
            }
            if let q = quote {
                if scalar == q.scalar {
                    quote = nil
                } else if scalar == "\\" && q.scalar == "\"" {
                    escaping = true
                } else {
                    current.append(scalar)
                }
                continue
            }
            switch scalar {
            case " ", "\t", "\n", "\r":
                if inWord {
                    words.append(String(current))
                    current = String.UnicodeScalarView()
                    inWord = false
                }
            case "#" where !inWord:
                return (words, true, nil, nil)
            case "'" where index == apostrophe:
                current.append(scalar)
                inWord = true
            case "'", "\"":
                quote = (scalar, index)
                inWord = true
            case "\\":
                escaping = true
                inWord = true
            default:
                current.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(String(current)) }
        if let q = quote {
            // The column as people count it: characters, not scalars.
            return (words, false, .unterminatedQuote(Character(q.scalar), column: line[..<q.at].count + 1), q.at)
        }
        if escaping { return (words, false, .trailingBackslash, nil) }
        return (words, !inWord, nil, nil)
    }

    /// Quotes `word` so that splitting gives it back unchanged (used when completing names with spaces).
    public static func quote(_ word: String) -> String {
        // Every blank the splitter separates on (\r too), checked scalar by scalar like the splitter.
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { !" \t\n\r'\"\\#$`".unicodeScalars.contains($0) }
        if plain { return word }
        // Scalar by scalar: `'` followed by a combining mark is one Character, which a Character-wise
        // replacement would leave unescaped.
        var quoted = String.UnicodeScalarView(["'"])
        for scalar in word.unicodeScalars {
            if scalar == "'" { quoted.append(contentsOf: "'\\''".unicodeScalars) } else { quoted.append(scalar) }
        }
        quoted.append("'")
        return String(quoted)
    }
}
