/// Every device's operations on one document folded into its records. Each record's operations are
/// applied in the order of their times (then device names), the same on every machine. An operation
/// made from the version just before it replaces the record; one made on another machine from an
/// older version (the two machines edited at once) changes only the fields it changed, so edits of
/// different fields both stay, and only a field both changed is a clash, the later edit kept.
/// Records keep the order they were first made in.
public struct RecordFold: Sendable {
    /// Each record as folded: the latest operation applied, holding the record's folded value
    /// (deleted ones included, with no value). A new operation on the record names this one.
    public private(set) var winners: [String: SyncOperation] = [:]
    /// Edits of one record made on two machines at once that changed the same thing differently.
    public private(set) var clashes: [Clash] = []
    private var first: [String: SyncOperation] = [:]

    /// Two edits of one record that disagree: the later one was kept.
    public struct Clash: Equatable, Sendable {
        /// The record's key.
        public var key: String
        /// The fields both edits changed; empty when the record changed as a whole (or was deleted).
        public var fields: [String]
        /// The edit kept, and what it made those fields (nil: it deleted the record).
        public var kept: SyncOperation, keptValue: JSONValue?
        /// The edit that lost, and what it had made them (nil: it deleted the record).
        public var other: SyncOperation, otherValue: JSONValue?
    }

    /// The fold of `operations`, in any order.
    public init(_ operations: [SyncOperation]) {
        var byKey: [String: [SyncOperation]] = [:]
        for operation in operations { byKey[operation.key, default: []].append(operation) }
        for (key, group) in byKey {
            var record = Record()
            for operation in group.sorted(by: Self.isEarlier) { record.apply(operation, clashes: &clashes) }
            guard let latest = record.latest, let made = record.made else { continue }
            var winner = latest
            winner.value = record.value
            winners[key] = winner
            first[key] = made
        }
        clashes.sort { ($0.other.key, $0.other.time, $0.kept.time) < ($1.other.key, $1.other.time, $1.kept.time) }
    }

    static func isEarlier(_ a: SyncOperation, _ b: SyncOperation) -> Bool {
        (a.time, a.device, a.line) < (b.time, b.device, b.line)
    }

    /// The records that are not deleted, in the order they were first made.
    public var records: [(key: String, value: JSONValue)] {
        let live = winners.values.compactMap { winner in
            winner.value.map { (order: first[winner.key]!, key: winner.key, value: $0) }
        }
        return live.sorted { Self.isEarlier($0.order, $1.order) }.map { ($0.key, $0.value) }
    }
}

/// One record being folded, its operations applied oldest first.
private struct Record {
    /// Its value now; nil while deleted (or before the first operation).
    var value: JSONValue?
    /// The first and the latest operation applied.
    var made: SyncOperation?, latest: SyncOperation?
    /// What each operation seen so far made the record, by its id: the version a later one started from.
    var versions: [String: JSONValue?] = [:]
    /// The operation that last set the whole record, and the one that last set each field since.
    var wholeBy: SyncOperation?
    var fieldBy: [String: SyncOperation] = [:]

    mutating func apply(_ operation: SyncOperation, clashes: inout [RecordFold.Clash]) {
        defer {
            versions[operation.id] = operation.value
            latest = operation
        }
        guard let latest else {
            (made, value, wholeBy) = (operation, operation.value, operation)
            return
        }
        // Made from the version just before it: it replaces the record.
        if operation.replaced == latest.id { return replace(with: operation) }
        // Made at once with what was applied since its version: fields merge when all three are objects.
        let base = operation.replaced.flatMap { versions[$0] }
        if case let .object(was)?? = base, case let .object(now)? = value, case let .object(mine)? = operation.value {
            var merged = now
            var disputed: [String] = []
            for field in Set(was.keys).union(mine.keys).sorted() where mine[field] != was[field] {
                if now[field] != was[field], now[field] != mine[field] { disputed.append(field) }
                merged[field] = mine[field]
            }
            if let field = disputed.first {
                let other = fieldBy[field] ?? wholeBy ?? latest
                clashes.append(
                    .init(
                        key: operation.key, fields: disputed, kept: operation, keptValue: Self.pick(disputed, of: mine),
                        other: other, otherValue: Self.pick(disputed, of: now)))
            }
            for field in Set(was.keys).union(mine.keys) where mine[field] != was[field] { fieldBy[field] = operation }
            value = .object(merged)
            return
        }
        // A record made on two machines at once, a deletion against an edit, or an edit made from a
        // version no log holds any more (compacted away): the later one wins, and when it overrode
        // another machine's edit the two are listed.
        let changedSince = base.map { $0 != value } ?? true
        let other = wholeBy ?? latest
        if changedSince, value != operation.value, other.device != operation.device {
            clashes.append(
                .init(
                    key: operation.key, fields: [], kept: operation, keptValue: operation.value,
                    other: other, otherValue: value))
        }
        replace(with: operation)
    }

    private mutating func replace(with operation: SyncOperation) {
        (value, wholeBy, fieldBy) = (operation.value, operation, [:])
    }

    /// The object of just `fields` of `object` (a field it lacks is left out).
    private static func pick(_ fields: [String], of object: [String: JSONValue]) -> JSONValue {
        .object(object.filter { fields.contains($0.key) })
    }
}
