import Core
import LiveStorage
import Storage

/// Reading another app's files for `import`: each whole, bounded, checked as UTF-8 text where it is text.
enum ImportFiles {
    /// The largest file read: an export of years of daily habits is a few megabytes.
    static let largest = 64 << 20

    /// The bytes of `path` (as typed), refused above `largest`.
    static func bytes(_ path: String) throws(ImportCommandError) -> [UInt8] {
        do { return Array(try OutsideFile.read(OutsideFile.url(typed: path), limit: largest)) } catch {
            throw .cannotRead(ControlCharacters.visible(path), error)
        }
    }

    /// The text of `path`, refused unless it is UTF-8.
    static func text(_ path: String) throws(ImportCommandError) -> [UInt8] {
        let bytes = try bytes(path)
        guard String(validating: bytes, as: UTF8.self) != nil else { throw .notUTF8(ControlCharacters.visible(path)) }
        return bytes
    }

    /// `name` inside the folder `path`, or beside the file `path` names (`~/.habitctl/log` finds `habits` too).
    static func inFolder(_ path: String, _ name: String) -> String {
        let folder =
            SystemCalls.target(of: OutsideFile.url(typed: path).path) == .file
            ? OutsideFile.url(typed: path).deletingLastPathComponent().path : path
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The history in `path` as `source` writes it.
    static func history(_ source: HistorySource, at path: String, moods: [String: Int], calendar: LocalCalendar) throws
        -> ImportedHistory
    {
        switch source {
        case .habitctl:
            let (habits, log) = (inFolder(path, "habits"), inFolder(path, "log"))
            return try HabitctlHistory.read(
                habits: try text(habits), log: try text(log), habitsFile: ControlCharacters.visible(habits),
                logFile: ControlCharacters.visible(log))
        case .loop: return try LoopFiles.history(at: path)
        case .daylio: return try DaylioFiles.history(at: path, moods: moods, calendar: calendar)
        case .dijo:
            // dijo keeps `habit_record.json` in its data folder; the folder finds it too.
            let file =
                SystemCalls.target(of: OutsideFile.url(typed: path).path) == .folder
                ? inFolder(path, "habit_record.json") : path
            return try DijoHistory.read(try text(file), file: ControlCharacters.visible(file))
        }
    }
}
