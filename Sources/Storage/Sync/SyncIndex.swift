
/// The fingerprints and stamps of the documents, kept apart from the rest of the state as lines:
/// `F<TAB>path<TAB>fingerprint<TAB>stamp` for a document, `D<TAB>folder<TAB>stamp` for a folder.
/// (Paths of data files hold no tab or line break.)
extension SyncState {
    /// The lines of the index.
    var index: Data {
        var text = ""
        for path in fingerprints.keys.sorted() {
            text += "F\t\(path)\t\(fingerprints[path]!)\t\(stamps[path] ?? "-")\n"
        }
        for folder in folders.keys.sorted() { text += "D\t\(folder)\t\(folders[folder]!)\n" }
        return Data(text.utf8)
    }

    /// Takes the fingerprints and stamps from an index's lines (a line that does not read is left out).
    mutating func readIndex(_ data: Data) {
        (fingerprints, stamps, folders) = ([:], [:], [:])
        // Split as bytes: a command in a replica reads every line, and characters cost ten times more.
        for line in Array(data).split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            if fields.count == 4, fields[0] == "F" {
                fingerprints[fields[1]] = fields[2]
                if fields[3] != "-" { stamps[fields[1]] = fields[3] }
            } else if fields.count == 3, fields[0] == "D" {
                folders[fields[1]] = fields[2]
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
    }
}
