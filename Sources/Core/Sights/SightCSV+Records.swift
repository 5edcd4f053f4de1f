import Storage

/// The records of a CSV file, split a piece at a time: fields may be quoted with `"`, and a quoted field may
/// hold commas, newlines and doubled quotes (`""`). Blank lines are skipped. Only the record being read is held.
extension SightCSV {
    /// The most bytes one record may hold: 1 MiB (a place's longest fields are a few kilobytes).
    static let longestRecord = 1 << 20

    /// Hands each record of `pieces`, with the line it starts on, to `each`; the separator is a semicolon when
    /// the first line holds more of those than commas (as spreadsheets in Russian locales write CSV).
    static func records(in pieces: FilePieces, fileName: String, _ each: (Record) throws -> Void) throws {
        var splitter = Splitter(separator: try separator(of: pieces, fileName: fileName))
        do {
            while let piece = try pieces.next() {
                for byte in piece { try splitter.read(byte, each) }
                if splitter.size > longestRecord {
                    throw SightImportError(file: fileName, place: .line(splitter.start)) {
                        $0.tr("holds more than 1 MiB; a place needs a few fields on a line (is a quote left open?)")
                    }
                }
            }
        } catch let failure as FilePieces.Failure {
            throw SightImportError.reading(.unreadable(failure), fileName: fileName, what: "CSV")
        }
        try splitter.finish(fileName: fileName, each)
    }

    /// The separator the first line says, read from its first mebibyte; the bytes looked at are put back.
    private static func separator(of pieces: FilePieces, fileName: String) throws -> UInt8 {
        var start: [UInt8] = []
        do throws(FilePieces.Failure) {
            while start.count < longestRecord, let piece = try pieces.next() {
                start += piece
                if piece.contains(0x0A) { break }
            }
        } catch {
            throw SightImportError.reading(.unreadable(error), fileName: fileName, what: "CSV")
        }
        pieces.putBack(start)
        let header = start.prefix { $0 != 0x0A }
        return header.count { $0 == UInt8(ascii: ";") } > header.count { $0 == UInt8(ascii: ",") }
            ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Where the splitting stands between two bytes.
    private struct Splitter {
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

        mutating func read(_ byte: UInt8, _ each: (Record) throws -> Void) throws {
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

        mutating func finish(fileName: String, _ each: (Record) throws -> Void) throws {
            if quoteBefore { quoted = false }
            if returnBefore { field.append(0x0D) }
            if quoted {
                throw SightImportError(file: fileName, place: .line(start)) {
                    $0.tr("a quoted field is never closed; end it with a double quote")
                }
            }
            if !field.isEmpty || !fields.isEmpty { try endRecord(each) }
        }

        private mutating func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }

        private mutating func endRecord(_ each: (Record) throws -> Void) throws {
            endField()
            if fields.count > 1 || !fields[0].trimmed(\.isSpace).isEmpty { try each((start, fields)) }
            fields.removeAll()
            size = 0
        }
    }
}
