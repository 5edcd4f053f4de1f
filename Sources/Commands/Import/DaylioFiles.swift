import Core
import LiveStorage
import Storage

/// Daylio's files for `import daylio`: its backup (a `.daylio` zip holding `backup.daylio`, base64 of JSON) or its
/// CSV export, told apart by their first bytes.
enum DaylioFiles {
    static func history(at path: String, moods: [String: Int], calendar: LocalCalendar) throws -> ImportedHistory {
        let shown = ControlCharacters.visible(path)
        let bytes = try ImportFiles.bytes(path)
        guard ImportZip.isZip(bytes) else {
            guard String(validating: bytes, as: UTF8.self) != nil else { throw ImportCommandError.notUTF8(shown) }
            return try DaylioHistory.fromCSV(bytes, file: shown, moods: moods, calendar: calendar)
        }
        var zip = try ImportZip(bytes, shown: shown)
        guard let entry = zip.archive.entry(named: "backup.daylio") else { throw ImportCommandError.notDaylio(shown) }
        let inside = shown + ": backup.daylio"
        guard let data = Data(base64Encoded: Data(try zip.unpack(entry)), options: .ignoreUnknownCharacters) else {
            throw HistoryImportError(file: inside) { $0.tr("it is not base64 text, as Daylio writes its backup") }
        }
        let json: JSONValue
        do { json = try JSONValue(parsing: data) } catch {
            throw HistoryImportError(file: inside) { $0.tr("it is not JSON as Daylio writes it: %@", error.text) }
        }
        return try DaylioHistory.fromBackup(json, file: shown)
    }

    /// `--mood "sleepy=2"`: a label of the CSV (lowercased) and its place on coach's scale, a number or its word.
    static func moods(_ typed: [String]) throws(ImportCommandError) -> [String: Int] {
        var moods: [String: Int] = [:]
        for text in typed {
            guard let equals = text.lastIndex(of: "="),
                let place = try? CheckInScale.mood.parse(String(text[text.index(after: equals)...]))
            else { throw .badMood(ControlCharacters.visible(text)) }
            moods[text[..<equals].trimmed(\.isSpace).lowercased()] = place
        }
        return moods
    }
}
