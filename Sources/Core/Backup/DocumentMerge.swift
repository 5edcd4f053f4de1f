import Storage

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
    mutating func document(_ mine: [String: JSONValue], _ theirs: [String: JSONValue]) -> [String: JSONValue] {
        var merged = mine
        for (name, other) in theirs where name != "version" {
            guard let here = merged[name] else {
                merged[name] = other
                added += 1
                continue
            }
            switch (here, other) {
            case let (.array(here), .array(other)):
                merged[name] = .array(list(here, other))
            case let (.object(here), .object(other)) where here.values.allSatisfy({ $0.objectValue != nil }):
                var map = here
                for (key, record) in other {
                    if let present = map[key] {
                        map[key] = self.record(present, record, label: "\(name) \(key)")
                    } else {
                        map[key] = record
                        added += 1
                    }
                }
                merged[name] = .object(map)
            default:
                merged[name] = record(here, other, label: name)
            }
        }
        return merged
    }

    /// One record or value: the same here (skipped), or a conflict that `replace` settles for the backup.
    private mutating func record(_ mine: JSONValue, _ theirs: JSONValue, label: String) -> JSONValue {
        if Self.same(mine, theirs) {
            skipped += 1
            return mine
        }
        conflicts.append("\(path): \(ControlCharacters.visible(label)) differs from the backup")
        return replace ? theirs : mine
    }

    /// A list of records by what names them, or of plain values as a set, in the order here.
    private mutating func list(_ mine: [JSONValue], _ theirs: [JSONValue]) -> [JSONValue] {
        var merged = mine
        var index = Dictionary(
            mine.enumerated().map { (Self.identity($0.element), $0.offset) }, uniquingKeysWith: { first, _ in first })
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
    static func identity(_ item: JSONValue) -> String {
        guard let record = item.objectValue else { return item.name }
        let fields = record["id"] != nil ? ["id", "day", "date"] : ["day", "start", "date", "name"]
        let parts = fields.compactMap { record[$0]?.name }
        return parts.isEmpty ? item.canonical : parts.joined(separator: " ")
    }

    /// Whether two JSON values are the same, whatever the order of their keys.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool { a == b }
}
