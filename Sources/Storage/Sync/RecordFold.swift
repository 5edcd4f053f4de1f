
/// Every device's operations on one document folded into its records: for each record the latest
/// operation wins (by time, then device), and records keep the order they were first made in.
public struct RecordFold: Sendable {
    /// The winning operation of each record, deleted ones included.
    public private(set) var winners: [String: SyncOperation] = [:]
    private var first: [String: SyncOperation] = [:]
    private var siblings: [String: [SyncOperation]] = [:]

    /// The fold of `operations`, in any order.
    public init(_ operations: [SyncOperation]) {
        for operation in operations {
            if let winner = winners[operation.key], !operation.isLater(than: winner) {} else { winners[operation.key] = operation }
            if let earliest = first[operation.key], !Self.isEarlier(operation, earliest) {} else { first[operation.key] = operation }
            siblings[operation.key + DocumentRecords.separator + (operation.replaced ?? ""), default: []].append(operation)
        }
    }

    private static func isEarlier(_ a: SyncOperation, _ b: SyncOperation) -> Bool {
        (a.time, a.device, a.line) < (b.time, b.device, b.line)
    }

    /// The records that are not deleted, in the order they were first made.
    public var records: [(key: String, value: JSONValue)] {
        let live = winners.values.compactMap { winner in winner.value.map { (order: first[winner.key]!, key: winner.key, value: $0) } }
        return live.sorted { Self.isEarlier($0.order, $1.order) }.map { ($0.key, $0.value) }
    }

    /// Edits of one record made on two devices from the same earlier version, with different
    /// results: the later one was kept, the other is the clash.
    public var clashes: [(kept: SyncOperation, other: SyncOperation)] {
        var found: [(kept: SyncOperation, other: SyncOperation)] = []
        for group in siblings.values where group.count > 1 {
            let kept = group.max { $1.isLater(than: $0) }!
            for other in group where other.device != kept.device && other.value != kept.value {
                found.append((kept, other))
            }
        }
        return found.sorted { ($0.other.key, $0.other.time) < ($1.other.key, $1.other.time) }
    }
}
