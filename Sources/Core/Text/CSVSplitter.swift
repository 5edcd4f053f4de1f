import Storage

/// CSV split into records a byte at a time: fields may be quoted with `"`, and a quoted field may hold the
/// separator, newlines and doubled quotes (`""`); blank lines are skipped. Only the record being read is held, so
/// sights import files too large to hold, and the history imports split exports held whole (`ImportCSV`).
struct CSVSplitter {
    /// A record: the line it starts on, and its fields.
    typealias Record = (line: Int, fields: [String])

    let separator: UInt8
    var fields: [String] = [], field: [UInt8] = []
    var line = 1, start = 1
    var quoted = false, wasQuoted = false
    /// A quote inside a quoted field: the end of the field, or the first of two.
    var quoteBefore = false
    /// A carriage return outside quotes: dropped before a line feed, kept otherwise.
    var returnBefore = false
    /// The bytes of the record so far.
    var size = 0

    mutating func read(_ byte: UInt8, _ each: (CSVSplitter.Record) throws -> Void) throws {
        size += 1
        if quoteBefore {
            quoteBefore = false
            if byte == UInt8(ascii: "\"") {
                field.append(byte)
                return
            }
            quoted = false
        }
        if returnBefore {
            returnBefore = false
            if byte != 0x0A { field.append(0x0D) }
        }
        if quoted {
            if byte == UInt8(ascii: "\"") {
                quoteBefore = true
            } else {
                if byte == 0x0A { line += 1 }
                field.append(byte)
            }
            return
        }
        switch byte {
        case separator: endField()
        case 0x0A:
            try endRecord(each)
            line += 1
            start = line
        case 0x0D: returnBefore = true
        case UInt8(ascii: "\"") where !wasQuoted && field.allSatisfy({ $0 == 0x20 }):
            field.removeAll()
            quoted = true
            wasQuoted = true
        default: field.append(byte)
        }
    }

    /// Ends the last record; false when a quoted field is left open (from line `start`).
    mutating func finish(_ each: (CSVSplitter.Record) throws -> Void) throws -> Bool {
        if quoteBefore { quoted = false }
        if returnBefore { field.append(0x0D) }
        if quoted { return false }
        if !field.isEmpty || !fields.isEmpty { try endRecord(each) }
        return true
    }

    private mutating func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        wasQuoted = false
    }

    private mutating func endRecord(_ each: (CSVSplitter.Record) throws -> Void) throws {
        endField()
        if fields.count > 1 || !fields[0].trimmed(\.isSpace).isEmpty { try each((start, fields)) }
        fields.removeAll()
        size = 0
    }
}
