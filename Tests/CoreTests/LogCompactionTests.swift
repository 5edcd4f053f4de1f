import Core
import Foundation
import Storage
import Testing

/// Compacting a device's own operation log changes no machine's documents: three devices edit, delete
/// and exchange logs at random, each compacting its own log now and then, and the document every
/// machine folds from what it has is compared with the one it folds from the same logs never compacted.
/// (The clashes listed can differ: an edit dropped before a concurrent edit of the same record arrived
/// is no longer there to be listed beside it; the document is the same.)
struct LogCompactionTests {
    static let devices = ["desktop", "laptop", "phone"]
    static let keys =
        ["f:calories", "f:study", "a:entries", "m:notes\u{0}museum", "m:notes\u{0}park"]
        + (0..<6).map { "i:entries\u{0}meal\($0)" }

    /// One machine: its own log as written (compacted now and then) and as it would be never compacted,
    /// and the other devices' logs as it last received them, both ways.
    struct Machine {
        var log = Data(), full = Data()
        var received: [String: Data] = [:], receivedFull: [String: Data] = [:]

        func operations(_ device: String, compacted: Bool) -> [SyncOperation] {
            var all = SyncOperation.lines(compacted ? log : full, device: device)
            for (other, data) in compacted ? received : receivedFull { all += SyncOperation.lines(data, device: other) }
            return all
        }
    }

    /// The document a machine writes from the fold: its records as one JSON file.
    static func shown(_ operations: [SyncOperation]) -> String {
        let document = DocumentRecords.document(from: RecordFold(operations).records)
        return document.map { String(decoding: $0, as: UTF8.self) } ?? "no file"
    }

    @Test(arguments: 0..<40)
    func everyMachineFoldsTheSameDocumentsBeforeAndAfterCompaction(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var machines = Dictionary(uniqueKeysWithValues: Self.devices.map { ($0, Machine()) })
        var skew: [String: Int64] = [:]
        for device in Self.devices { skew[device] = Int64.random(in: -40...40, using: &random) }
        var compactions = 0
        for step in 1...300 {
            let device = Self.devices.randomElement(using: &random)!
            var machine = machines[device]!
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:
                // An edit (sometimes a deletion) of one record, naming what this machine's fold holds for it.
                let key = Self.keys.randomElement(using: &random)!
                let winner = RecordFold(machine.operations(device, compacted: true)).winners[key]
                // A record of a few fields, one of them changed or removed from what this machine has, so a
                // fold that merges edits field by field has fields to merge.
                var fields = winner?.value?.objectValue ?? [:]
                let field = ["a", "b", "c"].randomElement(using: &random)!
                let removed = Int.random(in: 0..<6, using: &random) == 0
                fields[field] = removed ? nil : .int(Int.random(in: 0..<5, using: &random))
                let value: JSONValue? = Int.random(in: 0..<7, using: &random) == 0 ? nil : .object(fields)
                let time = max(Int64(step) * 10 + skew[device]!, (winner?.time ?? 0) + 1)
                let line = SyncOperation.text([SyncOperation(key: key, value: value, time: time, replaced: winner?.id)])
                machine.log += line
                machine.full += line
            case 6..<9:
                // A sync with another machine: each takes the other's own log as it is now.
                let other = Self.devices.filter { $0 != device }.randomElement(using: &random)!
                (machine.received[other], machine.receivedFull[other]) = (machines[other]!.log, machines[other]!.full)
                (machines[other]!.received[device], machines[other]!.receivedFull[device]) = (machine.log, machine.full)
            default:
                let own = SyncOperation.lines(machine.log, device: device)
                let others = machine.received.flatMap { SyncOperation.lines($0.value, device: $0.key) }
                // An edit is settled once every other machine has it: they swap logs both ways at once, so
                // this machine has everything each of them made before seeing it.
                let seen = Self.devices.filter { $0 != device }.map { other in
                    Set(SyncOperation.lines(machines[other]!.received[device] ?? Data(), device: device).map(\.id))
                }
                let dropped = LogCompaction.droppable(own, others: others) { edit in
                    seen.allSatisfy { $0.contains(edit.id) }
                }
                compactions += dropped.count
                machine.log = LogCompaction.text(machine.log, without: dropped)
            }
            machines[device] = machine
            for (name, each) in machines where step % 10 == 0 {
                let compacted = Self.shown(each.operations(name, compacted: true))
                let full = Self.shown(each.operations(name, compacted: false))
                #expect(compacted == full, "seed \(seed), step \(step), \(name)")
            }
        }
        // Everything every machine ever wrote, as a machine that synced with all of them would fold it.
        let everything = Self.devices.flatMap { SyncOperation.lines(machines[$0]!.log, device: $0) }
        let everythingFull = Self.devices.flatMap { SyncOperation.lines(machines[$0]!.full, device: $0) }
        #expect(Self.shown(everything) == Self.shown(everythingFull), "seed \(seed)")
        #expect(compactions > 0, "seed \(seed) dropped nothing")
    }

    @Test func editsOfOneRecordShrinkToWhatIsStillNeeded() {
        var lines: [SyncOperation] = []
        for time in Int64(1)...300 {
            let replaced = time == 1 ? nil : "\(time - 1)@laptop"
            var edit = SyncOperation(key: "f:calories", value: .int(Int(time)), time: time, replaced: replaced)
            (edit.device, edit.line) = ("laptop", lines.count)
            lines.append(edit)
        }
        var deletion = SyncOperation(key: "f:study", value: nil, time: 400, replaced: nil)
        (deletion.device, deletion.line) = ("laptop", lines.count)
        lines.append(deletion)
        var named = SyncOperation(key: "f:calories", value: .int(7), time: 150, replaced: "100@laptop")
        named.device = "desktop"
        let data = SyncOperation.text(lines)
        let dropped = LogCompaction.droppable(lines, others: [named])
        let kept = SyncOperation.lines(LogCompaction.text(data, without: dropped), device: "laptop")
        // The one another machine edited from; the edit made here from that same one (listed beside the other
        // machine's as a clash); the one before the edit made here just after the other machine's (merged
        // against it); the latest; the deletion.
        #expect(kept.map(\.time) == [100, 101, 149, 300, 400])
    }

    @Test func anEditNotSeenByEveryMachineYetKeepsTheVersionBeforeIt() {
        let lines = (Int64(1)...4).map { time in
            var edit = SyncOperation(
                key: "f:calories", value: .int(Int(time)), time: time, replaced: time == 1 ? nil : "\(time - 1)@laptop")
            (edit.device, edit.line) = ("laptop", Int(time) - 1)
            return edit
        }
        // Another machine has seen the edits up to the one made at 2: it may still send an edit made from 2 or 3.
        #expect(LogCompaction.droppable(lines, others: []) { $0.time <= 2 } == [0])
    }

    @Test func theFirstOperationOnAnItemStaysSoItemsKeepTheirOrder() {
        let key = "i:entries\u{0}a1"
        let lines = (Int64(1)...5).enumerated().map { index, time in
            let replaced = time == 1 ? nil : "\(time - 1)@laptop"
            var edit = SyncOperation(key: key, value: .int(Int(time)), time: time, replaced: replaced)
            (edit.device, edit.line) = ("laptop", index)
            return edit
        }
        #expect(LogCompaction.droppable(lines, others: []) == [1, 2, 3])
    }
}
