/// A data file seen as records that change one at a time: a JSON document's lists become their
/// items (named by their id, else their day, start, date or name, else their whole value), its maps
/// of ids become their entries, and every other field is one value. A file that is not JSON (a
/// photo) is one record holding its bytes.
public enum DocumentRecords {
    /// Separates a field's name from an item's name in a key.
    static let separator = "\u{0}"

    /// The records of the file at `path`, in the document's order; nil for a `.json` file that does not read.
    public static func records(of data: Data, path: String) -> [(key: String, value: JSONValue)]? {
        guard path.hasSuffix(".json") else { return [("bytes", .string(data.base64EncodedString()))] }
        guard let document = JSONValue.read(data) else { return nil }
        guard case let .object(fields) = document else { return [("whole", document)] }
        var records: [(key: String, value: JSONValue)] = []
        for name in fields.keys.sorted() {
            switch fields[name]! {
            case let .array(items):
                records.append(("a:" + name, .bool(true)))
                var seen: [String: Int] = [:]
                for item in items {
                    var identity = Self.identity(item)
                    seen[identity, default: 0] += 1
                    if let count = seen[identity], count > 1 { identity += "#\(count)" }
                    records.append(("i:" + name + separator + identity, item))
                }
            case let .object(entries) where isMap(entries):
                for key in entries.keys.sorted() { records.append(("m:" + name + separator + key, entries[key]!)) }
            case let value:
                records.append(("f:" + name, value))
            }
        }
        return records
    }

    /// The file that `records` make, in their order; nil when there are none (no file).
    public static func document(from records: [(key: String, value: JSONValue)]) -> Data? {
        guard let first = records.first else { return nil }
        if first.key == "bytes", case let .string(text) = first.value { return Data(base64Encoded: text) ?? Data() }
        if first.key == "whole" { return first.value.documentBytes }
        var plain: [String: JSONValue] = [:]
        var lists: [String: [JSONValue]] = [:]
        var maps: [String: [String: JSONValue]] = [:]
        for (key, value) in records {
            let kind = key.prefix(2)
            let rest = key.dropFirst(2)
            let parts = rest.split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            switch kind {
            case "f:": plain[name] = value
            case "a:": lists[name, default: []] += []
            case "i:": lists[name, default: []].append(value)
            case "m:": if parts.count == 2 { maps[name, default: [:]][String(parts[1])] = value }
            default: continue
            }
        }
        var fields = plain
        for (name, entries) in maps where !entries.isEmpty { fields[name] = .object(entries) }
        for (name, items) in lists { fields[name] = .array(items) }
        return JSONValue.object(fields).documentBytes
    }

    /// Whether `now` still has the shape of `was`: coach never drops a document's lists or its version,
    /// nor turns a document of fields into a single value, so JSON that did is not a coach document
    /// any more (an editor's mistake, another program's file), and its missing records are not deletions.
    public static func keepsShape(of was: [(key: String, value: JSONValue)], in now: [(key: String, value: JSONValue)])
        -> Bool
    {
        let kept = Set(now.map(\.key))
        return was.allSatisfy { !($0.key.hasPrefix("a:") || $0.key == "f:version") || kept.contains($0.key) }
    }

    /// A map of ids to records or names (notes by sight, progress by formula), as opposed to one
    /// record with fields of different kinds, which changes as a whole.
    static func isMap(_ entries: [String: JSONValue]) -> Bool {
        guard let first = entries.values.first else { return false }
        switch first {
        case .object: return entries.values.allSatisfy { if case .object = $0 { true } else { false } }
        case .string: return entries.values.allSatisfy { if case .string = $0 { true } else { false } }
        default: return false
        }
    }

    /// What names an item of a list: its id (with its day or date, as a sight visited on several
    /// days), else its day (a check-in), else its start (a session), else its date, time and name (a
    /// meal logged before meals had ids); a plain value names itself.
    static func identity(_ item: JSONValue) -> String {
        guard case let .object(fields) = item else { return item.canonical }
        let names =
            fields["id"] != nil
            ? ["id", "day", "date"]
            : fields["day"] != nil ? ["day"] : fields["start"] != nil ? ["start"] : ["date", "time", "name"]
        let parts = names.compactMap { fields[$0]?.name }
        return parts.isEmpty ? item.canonical : parts.joined(separator: " ")
    }

    /// A record in words for `sync status`, from its key and (for an item of a list) its value:
    /// `the meal "Plum" of 2026-11-20 08:00`, `the check-in of 2026-11-02`, `the field "calories"`.
    public static func describe(_ key: String, value: JSONValue? = nil) -> String {
        let kind = key.prefix(2)
        let parts = key.dropFirst(2).split(separator: separator, maxSplits: 1, omittingEmptySubsequences: false).map(
            String.init)
        let name = parts.first ?? ""
        switch kind {
        case "f:": return "the field \"\(name)\""
        case "a:": return "the list \"\(name)\""
        case "m:": return "\"\(parts.count == 2 ? parts[1] : "")\" in \(name)"
        case "i:":
            let word = itemWords[name] ?? "the item of \(name)"
            guard case let .object(fields)? = value else {
                return word + " " + String((parts.count == 2 ? parts[1] : "").prefix(60))
            }
            let title = fields["name"].map { " \"\($0.name.prefix(60))\"" } ?? ""
            let when =
                (fields["day"] ?? fields["date"] ?? fields["time"] ?? fields["start"]).map { " of " + spoken($0.name) }
                ?? ""
            return word + title + when
        default: return "the whole file"
        }
    }

    /// What an item of each list of coach's documents is called.
    static let itemWords = [
        "entries": "the meal", "checkins": "the check-in", "sessions": "the session", "visits": "the visit",
        "favourites": "the favourite", "days": "the day", "formulas": "the formula",
    ]

    /// A stored time as a person reads it: `2026-11-20T08:00:00.000Z` becomes `2026-11-20 08:00 UTC`.
    static func spoken(_ time: String) -> String {
        guard time.count >= 16, time.dropFirst(10).first == "T" else { return String(time.prefix(40)) }
        return time.prefix(10) + " " + time.dropFirst(11).prefix(5) + (time.hasSuffix("Z") ? " UTC" : "")
    }
}
