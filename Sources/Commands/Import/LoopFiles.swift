import Core
import LiveStorage
import Storage

/// Loop Habit Tracker's files for `import loop`: the CSV export (a zip) or the backup (SQLite), told apart by their
/// first bytes.
enum LoopFiles {
    static func history(at path: String) throws -> ImportedHistory {
        let shown = ControlCharacters.visible(path)
        let bytes = try ImportFiles.bytes(path)
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return try backup(path) }
        guard ImportZip.isZip(bytes) else { throw ImportCommandError.notLoop(shown) }
        var zip = try ImportZip(bytes, shown: shown)
        guard let habits = zip.archive.entry(named: "Habits.csv") else { throw ImportCommandError.notLoop(shown) }
        var checkmarks: [String: [UInt8]] = [:]
        for entry in zip.archive.entries {
            // `001 Floss/Checkmarks.csv`: the folder's name is only compared with the habits' positions and names.
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1] == "Checkmarks.csv", !parts[0].isEmpty else { continue }
            checkmarks[String(parts[0])] = try zip.unpack(entry)
        }
        return try LoopHistory.fromCSV(habits: try zip.unpack(habits), checkmarks: checkmarks, zip: shown)
    }

    /// The backup, opened read-only.
    static func backup(_ path: String) throws -> ImportedHistory {
        let shown = ControlCharacters.visible(path)
        do {
            let database = try SQLiteFile(path: OutsideFile.url(typed: path).path)
            let version = try database.rows("PRAGMA user_version", most: 1).first?.first?.intValue ?? 0
            return try LoopHistory.fromBackup(
                version: version,
                habits: try database.rows(LoopHistory.habitsQuery, most: HabitctlHistory.mostHabits + 1),
                repetitions: try database.rows(LoopHistory.repetitionsQuery, most: LoopHistory.mostRepetitions),
                file: shown)
        } catch let failure as SQLiteFile.Failure { throw ImportCommandError.database(shown, failure) }
    }
}
