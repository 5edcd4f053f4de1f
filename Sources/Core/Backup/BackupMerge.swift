import Foundation

/// Restoring a backup into a data directory that already has data: file by file and record by
/// record, so nothing recorded here is lost. A record (a meal by its id, a check-in by its day, a
/// session by its start, a review by formula and date) that is here already is skipped; one that
/// differs is a conflict, kept as it is here unless `replace`; anything else is added.
public struct BackupMerge: Equatable, Sendable {
    /// Files written (path → contents).
    public var writes: [String: Data] = [:]
    /// Records (or whole files, for photos) added from the backup.
    public var added = 0
    /// Records already here as the backup has them.
    public var alreadyHere = 0
    /// Records here that differ from the backup's: `meals/2026-11.json: 2026-11-3`.
    public var conflicts: [String] = []
    /// Files of running state (the stopwatch, timers, the last meal change) left as they are here.
    public var leftAsHere: [String] = []

    /// What changes with every run, not what was recorded: never restored over this machine's.
    public static let runningState: Set<String> = ["stopwatch.json", "timers.json", "shell.json", "reminder-state.json", "meals/last-change.json"]

    /// The merge of `backup` into `local` (each: path inside the data directory → contents).
    public init(backup: [String: Data], into local: [String: Data], replace: Bool) {
        for path in backup.keys.sorted() {
            let theirs = backup[path]!
            if Self.runningState.contains(path) {
                leftAsHere.append(path)
                continue
            }
            guard let ours = local[path] else {
                writes[path] = theirs
                added += Self.records(in: theirs)
                continue
            }
            if ours == theirs {
                alreadyHere += Self.records(in: theirs)
            } else if path.hasSuffix(".json"), let mine = Self.object(ours), let other = Self.object(theirs) {
                var merge = Merging(path: path, replace: replace)
                let merged = merge.value(mine, other, at: "")
                (added, alreadyHere, conflicts) = (added + merge.added, alreadyHere + merge.alreadyHere, conflicts + merge.conflicts)
                if !Self.same(merged, mine), let data = try? JSONSerialization.data(withJSONObject: merged, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) {
                    writes[path] = data + Data("\n".utf8)
                }
            } else {
                conflicts.append(path)
                if replace { writes[path] = theirs }
            }
        }
    }

    /// Whether two JSON values are the same, whatever the order of their keys.
    static func same(_ a: Any, _ b: Any) -> Bool {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
        return (try? JSONSerialization.data(withJSONObject: [a], options: options)) == (try? JSONSerialization.data(withJSONObject: [b], options: options))
    }

    /// `data` as a JSON object, if it is one.
    public static func object(_ data: Data) -> [String: Any]? { try? JSONSerialization.jsonObject(with: data) as? [String: Any] }

    /// How many records a file holds: the elements of its lists and entries of its maps, or 1.
    static func records(in data: Data) -> Int {
        guard let document = object(data) else { return 1 }
        let count = document.values.reduce(0) { sum, value in sum + ((value as? [Any])?.count ?? (value as? [String: Any])?.count ?? 0) }
        return max(count, 1)
    }
}

/// One document's merge, keeping the counts.
private struct Merging {
    let path: String
    let replace: Bool
    var added = 0, alreadyHere = 0
    var conflicts: [String] = []

    init(path: String, replace: Bool) { (self.path, self.replace) = (path, replace) }

    mutating func value(_ mine: Any, _ theirs: Any, at key: String) -> Any {
        switch (mine, theirs) {
        case let (mine as [String: Any], theirs as [String: Any]) where key == "" || mine.values.allSatisfy({ $0 is [String: Any] }):
            // The document itself, or a map of records (progress by formula id): key by key.
            var merged = mine
            for (name, other) in theirs {
                guard let here = merged[name] else {
                    merged[name] = other
                    added += 1
                    continue
                }
                merged[name] = key == "" ? value(here, other, at: name) : record(here, other, label: name)
            }
            return merged
        case let (mine as [Any], theirs as [Any]):
            return list(mine, theirs)
        default:
            return key == "version" ? mine : record(mine, theirs, label: key)
        }
    }

    /// One record: the same here, or a conflict that `replace` settles for the backup.
    mutating func record(_ mine: Any, _ theirs: Any, label: String) -> Any {
        if BackupMerge.same(mine, theirs) {
            alreadyHere += 1
            return mine
        }
        conflicts.append("\(path): \(label)")
        return replace ? theirs : mine
    }

    /// A list of records by identity, or of plain values (favourites) as a set, in the order here.
    mutating func list(_ mine: [Any], _ theirs: [Any]) -> [Any] {
        var merged = mine
        var index: [String: Int] = [:]
        for (position, item) in mine.enumerated() { index[Self.identity(item)] = position }
        for item in theirs {
            let id = Self.identity(item)
            if let position = index[id] {
                merged[position] = record(merged[position], item, label: id)
            } else {
                index[id] = merged.count
                merged.append(item)
                added += 1
            }
        }
        return merged
    }

    /// What names a record: its id (with its day or date where one id recurs: a review, a visit),
    /// else its day, start or date; a plain value names itself.
    static func identity(_ item: Any) -> String {
        guard let record = item as? [String: Any] else { return "\(item)" }
        let fields = record["id"] != nil ? ["id", "day", "date"] : ["day", "start", "date", "name"]
        let parts = fields.compactMap { record[$0].map { "\($0)" } }
        if !parts.isEmpty { return parts.joined(separator: " ") }
        let data = try? JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(record)"
    }
}
