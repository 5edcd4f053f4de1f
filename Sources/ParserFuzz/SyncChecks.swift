import Storage

/// Operation logs as another machine may send them: any bytes, read as three machines' logs of one
/// document, folded, written out and compacted. Nothing may trap, and the fold may not depend on the
/// order the logs are read in.
enum SyncChecks {
    static let devices = ["desktop", "laptop", "phone"]

    static func operations(_ bytes: UnsafeBufferPointer<UInt8>) {
        // The input's thirds are the three machines' logs (a line may be cut between two of them).
        let third = bytes.count / 3
        let logs = devices.indices.map { index in
            Data(bytes[(index * third)..<(index == 2 ? bytes.count : (index + 1) * third)])
        }
        let read = zip(devices, logs).map { SyncOperation.lines($1, device: $0) }
        let all = read.flatMap { $0 }
        let fold = RecordFold(all)
        let reversed = RecordFold(read.reversed().flatMap { $0.reversed() })
        require(fold.records.map(\.key) == reversed.records.map(\.key), "the fold depends on the order of the logs")
        require(
            fold.records.map(\.value) == reversed.records.map(\.value),
            "the fold's values depend on the order of the logs")
        _ = DocumentRecords.document(from: fold.records)
        for (device, own) in zip(devices, read) {
            let others = all.filter { $0.device != device }
            let dropped = LogCompaction.droppable(own, others: others)
            let log = logs[devices.firstIndex(of: device)!]
            let compacted = LogCompaction.text(log, without: dropped)
            // Split into parts (of a size the input picks), the log reads back whole and compacts part by part the same.
            let parts = LogParts.split(log, size: 1 + Int(log.first ?? 0))
            require(parts.reduce(Data(), +) == log, "a log split into parts does not read back whole")
            require(
                LogCompaction.parts(parts, without: dropped).reduce(Data(), +) == compacted || log.last != 0x0A,
                "a log compacted part by part differs from the log compacted whole")
            _ = fold.clashes.map { DocumentRecords.describe($0.key, value: $0.keptValue) }
        }
    }
}
