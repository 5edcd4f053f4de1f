import Storage

/// A CSV file of another app's export, held whole (an export is megabytes) and split by coach's one CSV reader
/// (`CSVSplitter`), its columns found by the header's names, never by position.
struct ImportCSV {
    /// The file, as the refusals name it.
    let file: String
    /// Each column's index by its name in the header, lowercased.
    let columns: [String: Int]
    /// The records after the header.
    let rows: [CSVSplitter.Record]

    /// The most records read.
    static let mostRows = 2_000_000

    /// Splits `bytes` (a UTF-8 byte order mark dropped); the header must name every column of `required`.
    init(_ bytes: some Collection<UInt8>, file: String, required: [String]) throws(HistoryImportError) {
        self.file = file
        var splitter = CSVSplitter(separator: UInt8(ascii: ","))
        var records: [CSVSplitter.Record] = []
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        do {
            for byte in body {
                try splitter.read(byte) { records.append($0) }
                guard records.count <= Self.mostRows, splitter.size <= 1 << 20 else {
                    let line = splitter.start
                    throw HistoryImportError(file: file, line: line) {
                        $0.tr("more than 2,000,000 lines, or a line of more than 1 MiB (is a quote left open?)")
                    }
                }
            }
            guard try splitter.finish({ records.append($0) }) else {
                throw HistoryImportError(file: file, line: splitter.start) {
                    $0.tr("a quoted field is never closed; end it with a double quote")
                }
            }
        } catch let error as HistoryImportError { throw error } catch {
            throw HistoryImportError(file: file) { _ in "\(error)" }
        }
        guard let header = records.first else {
            throw HistoryImportError(file: file) {
                $0.tr("it is empty; it should start with a line naming the columns")
            }
        }
        var columns: [String: Int] = [:]
        for (index, name) in header.fields.enumerated() where columns[name.trimmed(\.isSpace).lowercased()] == nil {
            columns[name.trimmed(\.isSpace).lowercased()] = index
        }
        let missing = required.filter { columns[$0.lowercased()] == nil }
        guard missing.isEmpty else {
            let (list, all) = (missing.joined(separator: ", "), required.joined(separator: ","))
            throw HistoryImportError(file: file, line: header.line) {
                $0.tr("the header lacks %@; the first line names the columns, like %@", list, all)
            }
        }
        (self.columns, rows) = (columns, Array(records.dropFirst()))
    }

    /// The field of `row` in the column `name`, trimmed; empty when the column or the field is missing.
    func field(_ name: String, in row: CSVSplitter.Record) -> String {
        guard let index = columns[name.lowercased()], row.fields.indices.contains(index) else { return "" }
        return row.fields[index].trimmed(\.isSpace)
    }
}
