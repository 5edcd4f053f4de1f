import Storage

/// How a backup merges into the data that is there: a file that is missing is added; a month log
/// gains the records it lacks (the same id is skipped, the same id with other contents is a
/// conflict); another JSON document is merged key by key (`DocumentMerge`); any other file that
/// differs (a photo) is a conflict. Conflicts keep what is there unless `replace`.
public struct RestorePlan: Equatable, Sendable {
    /// The files to write, path → bytes.
    public var writes: [String: Data] = [:]
    /// Files and records added.
    public var added = 0
    /// Files and records already there, unchanged.
    public var skipped = 0
    /// What differs between the backup and the data: `meals/2026-11.json: entry 7df2…`.
    public var conflicts: [String] = []

    /// The monthly logs: folder, list key, the fields that name a record, and the version coach reads.
    static let logs: [(folder: String, key: String, identity: [String], version: Int)] = [
        (MealEntry.folder, MealEntry.listKey, ["id"], MealEntry.currentVersion),
        (CheckIn.folder, CheckIn.listKey, ["day"], CheckIn.currentVersion),
        (
            BreathingSessionRecord.folder, BreathingSessionRecord.listKey, ["start"],
            BreathingSessionRecord.currentVersion
        ),
        (FormulaReview.folder, FormulaReview.listKey, ["id", "date"], FormulaReview.currentVersion),
        (RelaxSessionRecord.folder, RelaxSessionRecord.listKey, ["start"], RelaxSessionRecord.currentVersion),
    ]

    /// The documents coach reads, by path, with the newest version it knows.
    static let documents: [String: Int] = [
        Goals.defaultPath: Goals.currentVersion, SightJournal.defaultPath: SightJournal.currentVersion,
        FormulaProgress.defaultPath: FormulaProgress.currentVersion,
        SavedBreathingPatterns.defaultPath: SavedBreathingPatterns.currentVersion,
    ]

    /// This machine's state rather than records (the undo step, the stopwatch, timers, the shell, reminders
    /// rung, the trackers told they are shown by another name): added when missing, otherwise kept as it is
    /// without a conflict.
    static let localState: Set<String> = [
        MealUndoJournal.defaultPath, Stopwatch.defaultPath, StoredTimers.defaultPath, ShellState.defaultPath,
        ReminderState.defaultPath, TrackerNamesTold.defaultPath,
    ]

    /// The newest version of the file at `path` this coach reads (any, for a file it does not know).
    public static func newestKnownVersion(of path: String) -> Int {
        if let log = log(of: path) { return log.version }
        return documents[path] ?? Int.max
    }

    static func log(of path: String) -> (folder: String, key: String, identity: [String], version: Int)? {
        logs.first {
            path.hasPrefix($0.folder + "/") && path.hasSuffix(".json")
                && LogMonth(path.dropFirst($0.folder.count + 1).dropLast(5)) != nil
        }
    }

    /// What restoring `backup` over `current` writes; with `replace`, conflicts take the backup's side.
    public init(backup: [String: Data], current: [String: Data], replace: Bool) throws(BackupError) {
        for path in backup.keys.sorted() where !DerivedFile.isCache(backup[path]!) {
            let incoming = backup[path]!
            guard let present = current[path] else {
                writes[path] = incoming
                added += 1
                continue
            }
            if present == incoming || Self.localState.contains(path) {
                skipped += 1
                continue
            }
            if let log = Self.log(of: path) {
                try merge(path, log: log, incoming: incoming, present: present, replace: replace)
            } else if path.hasSuffix(".json"), let here = JSONValue.read(present)?.objectValue,
                let there = JSONValue.read(incoming)?.objectValue
            {
                var document = DocumentMerge(path: path, replace: replace)
                let merged = document.document(here, there)
                (added, skipped, conflicts) = (
                    added + document.added, skipped + document.skipped, conflicts + document.conflicts
                )
                if merged != here { writes[path] = JSONValue.object(merged).documentBytes }
            } else {
                conflicts.append("\(path): differs from the backup")
                if replace { writes[path] = incoming }
            }
        }
    }

    private mutating func merge(
        _ path: String, log: (folder: String, key: String, identity: [String], version: Int), incoming: Data,
        present: Data, replace: Bool
    ) throws(BackupError) {
        guard var here = JSONValue.read(present)?.objectValue, let hereRecords = here[log.key]?.arrayValue else {
            conflicts.append("\(path): the file here does not read; kept as it is")
            return
        }
        guard let thereRecords = JSONValue.read(incoming)?[log.key]?.arrayValue else {
            throw .badFile("backup", path, "not a month of \(log.key)")
        }
        func name(_ record: JSONValue) -> String { log.identity.map { record[$0]?.name ?? "" }.joined(separator: " ") }
        var records = hereRecords
        var index = Dictionary(
            hereRecords.enumerated().map { (name($0.element), $0.offset) }, uniquingKeysWith: { a, _ in a })
        var changed = false
        for record in thereRecords {
            let key = name(record)
            if let at = index[key] {
                if DocumentMerge.same(records[at], record) {
                    skipped += 1
                    continue
                }
                conflicts.append("\(path): \(log.key) \(ControlCharacters.visible(key)) differs from the backup")
                if replace {
                    records[at] = record
                    changed = true
                }
            } else {
                index[key] = records.count
                records.append(record)
                added += 1
                changed = true
            }
        }
        guard changed else { return }
        here[log.key] = .array(records)
        writes[path] = JSONValue.object(here).documentBytes
    }
}
