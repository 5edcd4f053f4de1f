/// Which of this device's operations on one document can leave its log without changing any machine's
/// fold: every device only ever rewrites its own log, and an operation stays while anything may still
/// need it. Years of edits to one goal thus keep about one line per record instead of one per edit.
public enum LogCompaction {
    /// The line numbers of `own` (this device's operations on one document) that can be dropped, given
    /// every other device's operations on it that this machine has. An operation stays when it is this
    /// device's latest for its record (a deletion included); when another device's operation replaced the
    /// same one it did (the two are listed as a clash); when it is this device's first on an item of a
    /// list (items keep the order they were first made in); or when an operation that names it as the one
    /// it replaced was made while another operation on the record came between them (that edit is merged
    /// against it, field by field). An edit that simply followed it needs it no more, once the edit is
    /// `settled`: every other machine has seen it (so none can still send an edit made from the older
    /// version, which would need it to merge against), or it is old enough that a machine which has not
    /// synced since counts as gone.
    public static func droppable(
        _ own: [SyncOperation], others: [SyncOperation], settled: (SyncOperation) -> Bool = { _ in true }
    ) -> Set<Int> {
        let mine = Dictionary(grouping: own, by: \.key).filter { $0.value.count > 1 }
        guard !mine.isEmpty else { return [] }
        let theirs = Dictionary(grouping: others.filter { mine[$0.key] != nil }, by: \.key)
        var dropped: Set<Int> = []
        for (key, operations) in mine {
            let other = theirs[key] ?? []
            let bases = Set(other.map { $0.replaced ?? "" })
            let all = operations + other
            let moments = all.map(Moment.init).sorted()
            let nextOf = Dictionary(grouping: all.filter { $0.replaced != nil }, by: { $0.replaced! })
            let latest = operations.map(\.time).max()!
            let first = key.hasPrefix("i:") ? operations.min { ($0.time, $0.line) < ($1.time, $1.line) }?.line : nil
            let ordered = operations.sorted { ($0.time, $0.line) < ($1.time, $1.line) }
            for (place, operation) in ordered.enumerated() where operation.time < latest && operation.line != first {
                if bases.contains(operation.replaced ?? "") { continue }
                // This machine's next operation on the record: the edit that made this one old.
                guard place + 1 < ordered.count, settled(ordered[place + 1]) else { continue }
                if let next = nextOf[operation.id]?.map(Moment.init).max(),
                    Moment.any(in: moments, after: Moment(operation), before: next)
                {
                    continue
                }
                dropped.insert(operation.line)
            }
        }
        return dropped
    }

    /// The parts of a log without the lines numbered in `dropped`, counted through the parts one after another;
    /// the others stay byte for byte, each in its part.
    public static func parts(_ parts: [Data], without dropped: Set<Int>) -> [Data] {
        var first = 0
        return parts.map { part in
            let count = part.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + (part.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
            defer { first += count }
            return text(
                part, without: Set(dropped.lazy.filter { $0 >= first && $0 < first + count }.map { $0 - first }))
        }.filter { !$0.isEmpty }
    }

    /// `data`, a log's lines, without the lines numbered in `dropped`; the others stay byte for byte.
    public static func text(_ data: Data, without dropped: Set<Int>) -> Data {
        var kept = Data()
        kept.reserveCapacity(data.count)
        var number = 0
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
            if !dropped.contains(number) {
                kept.append(data[start..<end])
                kept.append(0x0A)
            }
            number += 1
            start = end < data.endIndex ? data.index(after: end) : end
        }
        return kept
    }
}

/// When an operation was made, ordered as the fold orders operations: by time, then device.
private struct Moment: Comparable {
    var time: Int64, device: String

    init(_ operation: SyncOperation) { (time, device) = (operation.time, operation.device) }

    static func < (a: Moment, b: Moment) -> Bool { (a.time, a.device) < (b.time, b.device) }

    /// Whether `sorted` holds a moment strictly between `start` and `end`.
    static func any(in sorted: [Moment], after start: Moment, before end: Moment) -> Bool {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if start < sorted[middle] { high = middle } else { low = middle + 1 }
        }
        return low < sorted.count && sorted[low] < end
    }
}
