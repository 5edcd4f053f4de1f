/// The fingerprints and stamps of the documents, kept apart from the rest of the state as lines:
/// `F<TAB>path<TAB>fingerprint<TAB>stamp` for a document, `D<TAB>folder<TAB>stamp` for a folder.
/// (Paths of data files hold no tab or line break.)
extension SyncState {
    /// The lines of the index, written as bytes: a command in a replica writes every line.
    package var index: Data {
        var text: [UInt8] = []
        text.reserveCapacity(fingerprints.count * 100 + folders.count * 40)
        func add(_ fields: String...) {
            for (number, field) in fields.enumerated() {
                if number > 0 { text.append(0x09) }
                text.append(contentsOf: field.utf8)
            }
            text.append(0x0A)
        }
        for path in fingerprints.keys.sorted() { add("F", path, fingerprints[path]!, stamps[path] ?? "-") }
        for folder in folders.keys.sorted() { add("D", folder, folders[folder]!) }
        return Data(text)
    }

    /// Takes the fingerprints and stamps from an index's lines (a line that does not read is left out).
    package mutating func readIndex(_ data: Data) {
        (fingerprints, stamps, folders) = ([:], [:], [:])
        var fields: [String] = []
        // Split as bytes in place: a command in a replica reads every line, and characters cost ten times more.
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            func field(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            var start = 0
            while start < bytes.count {
                fields.removeAll(keepingCapacity: true)
                var (end, fieldStart) = (start, start)
                while end < bytes.count, bytes[end] != 0x0A {
                    if bytes[end] == 0x09 {
                        fields.append(field(fieldStart..<end))
                        fieldStart = end + 1
                    }
                    end += 1
                }
                fields.append(field(fieldStart..<end))
                start = end + 1
                if fields.count == 4, fields[0] == "F" {
                    fingerprints[fields[1]] = fields[2]
                    if fields[3] != "-" { stamps[fields[1]] = fields[3] }
                } else if fields.count == 3, fields[0] == "D" {
                    folders[fields[1]] = fields[2]
                }
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encodeIfPresent(folded, forKey: .folded)
        try container.encodeIfPresent(lastSync, forKey: .lastSync)
        try container.encode(auto, forKey: .auto)
        try container.encode(clashes, forKey: .clashes)
        try container.encode(forgotten, forKey: .forgotten)
        try container.encode(unfolded.sorted(), forKey: .unfolded)
        try container.encodeIfPresent(problem, forKey: .problem)
        try container.encodeIfPresent(problemTime, forKey: .problemTime)
        try container.encodeIfPresent(place, forKey: .place)
        if !skipped.isEmpty { try container.encode(skipped, forKey: .skipped) }
        if !waiting.isEmpty { try container.encode(waiting, forKey: .waiting) }
        try container.encodeIfPresent(restored, forKey: .restored)
    }
}
