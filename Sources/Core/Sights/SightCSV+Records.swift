import Storage

/// The records of a CSV file, split a piece at a time: fields may be quoted with `"`, and a quoted field may
/// hold commas, newlines and doubled quotes (`""`). Blank lines are skipped. Only the record being read is held.
extension SightCSV {
    /// The most bytes one record may hold: 1 MiB (a place's longest fields are a few kilobytes).
    static let longestRecord = 1 << 20

    /// Hands each record of `pieces`, with the line it starts on, to `each`; the separator is a semicolon when
    /// the first line holds more of those than commas (as spreadsheets in Russian locales write CSV).
    static func records(in pieces: FilePieces, fileName: String, _ each: (Record) throws -> Void) throws {
        var splitter = CSVSplitter(separator: try separator(of: pieces, fileName: fileName))
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
        guard try splitter.finish(each) else {
            throw SightImportError(file: fileName, place: .line(splitter.start)) {
                $0.tr("a quoted field is never closed; end it with a double quote")
            }
        }
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
}
