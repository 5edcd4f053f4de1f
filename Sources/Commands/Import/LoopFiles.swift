import Core
import LiveStorage
import Storage

/// Loop Habit Tracker's files for `import loop`: the CSV export (a zip) or the backup (SQLite), told apart by their
/// first bytes.
enum LoopFiles {
    /// The most bytes unpacked from one zip, every entry read together.
    static let mostUnpacked = 256 << 20

    static func history(at path: String) throws -> ImportedHistory {
        let shown = ControlCharacters.visible(path)
        let bytes = try ImportFiles.bytes(path)
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return try backup(path) }
        guard bytes.starts(with: [0x50, 0x4B]) else { throw ImportCommandError.notLoop(shown) }
        let zip = try ZipArchive(bytes, file: shown)
        guard let habits = zip.entry(named: "Habits.csv") else { throw ImportCommandError.notLoop(shown) }
        var unpacked = 0
        func unpack(_ entry: ZipArchive.Entry) throws -> [UInt8] {
            unpacked += entry.size
            guard unpacked <= mostUnpacked else { throw ImportCommandError.unpacking(shown, entry.name, .tooLarge) }
            do {
                return try Zlib.unpack(
                    bytes[entry.packed], method: entry.method, size: entry.size, crc32: entry.crc32)
            } catch { throw ImportCommandError.unpacking(shown, ControlCharacters.visible(entry.name), error) }
        }
        var checkmarks: [String: [UInt8]] = [:]
        for entry in zip.entries {
            // `001 Floss/Checkmarks.csv`: the folder's name is only compared with the habits' positions and names.
            let parts = entry.name.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1] == "Checkmarks.csv", !parts[0].isEmpty else { continue }
            checkmarks[String(parts[0])] = try unpack(entry)
        }
        return try LoopHistory.fromCSV(habits: try unpack(habits), checkmarks: checkmarks, zip: shown)
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
