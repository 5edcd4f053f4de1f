import Foundation

/// A document other than a month log merged with the backup's copy, key by key: a list of records
/// (reminders by id, visits by sight and day, rest days by day) gains the ones it lacks, a list of
/// names (favourites) becomes their union, a map of records (progress by formula id) gains the
/// entries it lacks, and a single value (a goal) that differs is a conflict, kept unless `replace`.
struct DocumentMerge {
    let path: String
    let replace: Bool
    var added = 0, skipped = 0
    var conflicts: [String] = []

    init(path: String, replace: Bool) { (self.path, self.replace) = (path, replace) }

    /// The merge of the backup's `theirs` into `mine`, both the whole document.
    mutating func document(_ mine: [String: Any], _ theirs: [String: Any]) -> [String: Any] {
        var merged = mine
        for (name, other) in theirs where name != "version" {
            guard let here = merged[name] else {
                merged[name] = other
                added += 1
                continue
            }
            switch (here, other) {
            case let (here as [Any], other as [Any]):
                merged[name] = list(here, other)
            case let (here as [String: Any], other as [String: Any]) where here.values.allSatisfy({ $0 is [String: Any] }):
                var map = here
                for (key, record) in other {
                    if let present = map[key] { map[key] = self.record(present, record, label: "\(name) \(key)") } else { map[key] = record; added += 1 }
                }
                merged[name] = map
            default:
                merged[name] = record(here, other, label: name)
            }
        }
        return merged
    }

    /// One record or value: the same here (skipped), or a conflict that `replace` settles for the backup.
    private mutating func record(_ mine: Any, _ theirs: Any, label: String) -> Any {
        if Self.same(mine, theirs) {
            skipped += 1
            return mine
        }
        conflicts.append("\(path): \(ControlCharacters.visible(label)) differs from the backup")
        return replace ? theirs : mine
    }

    /// A list of records by what names them, or of plain values as a set, in the order here.
    private mutating func list(_ mine: [Any], _ theirs: [Any]) -> [Any] {
        var merged = mine
        var index = Dictionary(mine.enumerated().map { (Self.identity($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
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

    /// What names a record: its id (with its day or date where one id recurs, as a sight visited on
    /// several days), else its day, start, date or name; a plain value names itself.
    static func identity(_ item: Any) -> String {
        guard let record = item as? [String: Any] else { return "\(item)" }
        let fields = record["id"] != nil ? ["id", "day", "date"] : ["day", "start", "date", "name"]
        let parts = fields.compactMap { record[$0].map { "\($0)" } }
        return parts.isEmpty ? canonical(record) : parts.joined(separator: " ")
    }

    /// Whether two JSON values are the same, whatever the order of their keys.
    static func same(_ a: Any, _ b: Any) -> Bool { canonical(a) == canonical(b) }

    private static func canonical(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
    }
}
