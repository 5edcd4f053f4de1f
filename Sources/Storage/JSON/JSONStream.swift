/// JSON read from a file of any size a value at a time: the document's objects and arrays are walked
/// member by member (`enter`, `nextKey`, `nextItem`), and each value wanted is read whole by the same
/// `JSONReader` that reads documents, with the same checks and messages (their lines and columns counted
/// from the start of the file). Only the piece being read and the value asked for are held, never the
/// whole document; a value skipped is checked without being kept.
public struct JSONStream {
    /// What stopped the reading.
    public enum Problem: Error, Equatable {
        /// The text is not JSON, or holds a single value over `largestValue` bytes; where.
        case syntax(JSONSyntaxError)
        /// The file could not be read on.
        case unreadable(FilePieces.Failure)
    }

    /// The most bytes one value read whole may span, and one string or number anywhere: 1 MiB.
    public static let largestValue = 1 << 20

    private var reader = JSONReader(bytes: [])
    private let source: FilePieces
    private var atEnd = false
    /// For each object or array entered and not yet left: whether none of its members was announced yet.
    private var open: [Bool] = []
    private let largest: Int
    /// Bytes already read are dropped once this many have gathered.
    private let dropAfter: Int

    /// Reads `source`; `largestValue` is smaller in tests, to reach its edge. What was read is dropped once it
    /// is as large as a piece (at most 64 KiB), so small pieces, as the fuzzer cuts them, drop often.
    public init(_ source: FilePieces, largestValue: Int = JSONStream.largestValue) {
        (self.source, largest, dropAfter) = (source, largestValue, min(1 << 16, source.pieceSize))
    }

    /// The first byte of the next value or key, blanks skipped (`{`, `[`, `"`, a digit…); nil at the end of the text.
    public mutating func peek() throws(Problem) -> UInt8? {
        while true {
            reader.skipSpace()
            if let byte = reader.next { return byte }
            guard try more() else { return nil }
        }
    }

    /// Opens the object or array that comes next, as `peek` found it: its members follow with `nextKey`,
    /// its items with `nextItem`, and either returns nil or false at its end.
    public mutating func enter() throws(Problem) {
        let byte = try peek()
        guard open.count < JSONReader.maxDepth else { throw .syntax(reader.problem("nested too deeply")) }
        guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else {
            throw .syntax(reader.problem("invalid value"))
        }
        reader.index += 1
        open.append(true)
    }

    /// The next key of the object entered last, its `:` read; nil at its end (which is then left).
    public mutating func nextKey() throws(Problem) -> String? {
        guard try startMember(closing: UInt8(ascii: "}"), "expected ',' or '}'") else { return nil }
        guard try peek() == UInt8(ascii: "\"") else { throw .syntax(reader.problem("invalid value")) }
        try holdValue()
        let key: String
        do throws(JSONSyntaxError) { key = try reader.string() } catch { throw .syntax(error) }
        guard try peek() == UInt8(ascii: ":") else { throw .syntax(reader.problem("expected ':'")) }
        reader.index += 1
        return key
    }

    /// Whether the array entered last has another item, which comes next; false at its end (which is then left).
    public mutating func nextItem() throws(Problem) -> Bool {
        try startMember(closing: UInt8(ascii: "]"), "expected ',' or ']'")
    }

    /// The next value, read whole: at most `largestValue` bytes of text.
    public mutating func value() throws(Problem) -> JSONValue {
        _ = try peek()
        try holdValue()
        do throws(JSONSyntaxError) { return try reader.value(depth: open.count) } catch { throw .syntax(error) }
    }

    /// Reads past the next value of any size, checking it as `value` would without keeping it.
    public mutating func skip() throws(Problem) {
        switch try peek() {
        case UInt8(ascii: "{"):
            try enter()
            while try nextKey() != nil { try skip() }
        case UInt8(ascii: "["):
            try enter()
            while try nextItem() { try skip() }
        default:
            _ = try value()
        }
    }

    /// Checks that nothing but blanks follows the document.
    public mutating func end() throws(Problem) {
        if try peek() != nil { throw .syntax(reader.problem("unexpected text after the end")) }
    }

    /// Reads the `,` before a member, or the container's end; false at the end, which leaves the container.
    private mutating func startMember(closing: UInt8, _ expected: String) throws(Problem) -> Bool {
        guard let first = open.last else { throw .syntax(reader.problem("invalid value")) }
        if try peek() == closing {
            reader.index += 1
            open.removeLast()
            return false
        }
        if !first {
            guard try peek() == UInt8(ascii: ",") else { throw .syntax(reader.problem(expected)) }
            reader.index += 1
        }
        open[open.count - 1] = false
        return true
    }

    /// Reads pieces until the whole value that starts at the reader's index is held, or the text ends; a value
    /// spanning more than `largest` bytes is refused. Brackets and quotes are only counted here: the reader checks.
    private mutating func holdValue() throws(Problem) {
        var depth = 0
        var inString = false
        var escaped = false
        var offset = 0
        while true {
            var position = reader.index + offset
            let end = reader.bytes.count
            while position < end, position - reader.index <= largest {
                let byte = reader.bytes[position]
                position += 1
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                        if depth == 0 { return }
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth <= 0 { return }
                case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
                    if depth == 0 { return }
                default: break
                }
            }
            if position - reader.index > largest {
                let size = JSONStream.largestValue == largest ? "1 MiB" : "\(largest) bytes"
                throw .syntax(reader.problem("a value of more than \(size)"))
            }
            offset = position - reader.index
            guard try more() else { return }
        }
    }

    /// Reads the next piece onto the end of what is held, first dropping what was read; false at the end.
    private mutating func more() throws(Problem) -> Bool {
        guard !atEnd else { return false }
        let piece: [UInt8]?
        do throws(FilePieces.Failure) { piece = try source.next() } catch { throw .unreadable(error) }
        guard let piece else {
            atEnd = true
            return false
        }
        if reader.index >= dropAfter { dropRead() }
        reader.bytes += piece
        return true
    }

    /// Drops the bytes before the reader's index (always between tokens, so between characters), keeping count
    /// of their lines and of the characters on the last one for the messages (counted as Unicode scalars, quickly:
    /// a letter and its accent dropped there count as two).
    private mutating func dropRead() {
        let gone = reader.bytes[..<reader.index]
        let scalars = { (bytes: ArraySlice<UInt8>) in bytes.count { $0 & 0xC0 != 0x80 } }
        if let lastBreak = gone.lastIndex(of: 0x0A) {
            reader.linesBefore += gone.count { $0 == 0x0A }
            reader.charactersBefore = scalars(gone[(lastBreak + 1)...])
        } else {
            reader.charactersBefore += scalars(gone)
        }
        reader.bytes.removeSubrange(..<reader.index)
        reader.index = 0
    }
}
