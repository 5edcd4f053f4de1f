#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turning documents into operations and back; both run under the data directory's lock.
extension SyncReplica {
    /// Appends an operation to this device's logs for every record that changed in a document since it
    /// was last synced, unless the fold already holds that value (a sync killed after writing the
    /// document but before noting it). Returns how many, and the documents that do not read (left as they are).
    func record(
        _ state: inout SyncState, leaving local: Set<String>, now: Int64,
        found: (paths: [String], folders: [String], restamped: [String: String])? = nil
    ) throws(SyncError) -> (count: Int, unreadable: [String]) {
        var count = 0
        var unreadable: [String] = []
        let (changed, folders, restamped) = found ?? changedDocuments(state, leaving: local)
        state.stamps.merge(restamped) { _, new in new }
        defer { noteFolders(folders, in: &state) }
        for path in changed {
            let current = FileManager.default.contents(atPath: data.appendingPathComponent(path).path)
            guard let mine = current.map({ DocumentRecords.records(of: $0, path: path) }) ?? [] else {
                unreadable.append(path)
                continue
            }
            let before = FileManager.default.contents(atPath: base.appendingPathComponent(path).path)
            let was = Dictionary(before.flatMap { DocumentRecords.records(of: $0, path: path) } ?? [], uniquingKeysWith: { a, _ in a })
            let mineNow = Dictionary(mine, uniquingKeysWith: { a, _ in a })
            let keys = (mine.map(\.key) + was.keys.filter { mineNow[$0] == nil }.sorted()).filter { mineNow[$0] != was[$0] }
            // Only the changed records' operations are read: what they replace, and whether they are known already.
            let fold = RecordFold(operations(for: path, keys: Set(keys)))
            var added: [SyncOperation] = []
            for key in keys {
                let winner = fold.winners[key]
                if winner?.value == mineNow[key] { continue }
                // Later than what it replaces even when this machine's clock is behind.
                let time = max(now, (winner?.time ?? 0) + 1)
                added.append(SyncOperation(key: key, value: mineNow[key], time: time, replaced: winner?.id))
            }
            if !added.isEmpty {
                let file = operations(of: state.device, for: path)
                let old = FileManager.default.contents(atPath: file.path) ?? Data()
                try write(old + SyncOperation.text(added), to: file)
                count += added.count
            }
            try keepBase(current, for: path, in: &state)
        }
        return (count, unreadable)
    }

    /// Writes the fold of every device's operations over the documents at `paths`, and notes them as
    /// synced; the clashes found are added to the state. Returns how many documents changed.
    func refold(_ paths: [String], _ state: inout SyncState, leaving local: Set<String>) throws(SyncError) -> Int {
        var changed = 0
        defer { noteFolders(paths.map { $0.split(separator: "/").dropLast().joined(separator: "/") }, in: &state) }
        for path in paths where isDataFilePath(path) && !local.contains(path) {
            let fold = RecordFold(operations(for: path))
            let folded = DocumentRecords.document(from: fold.records)
            let url = data.appendingPathComponent(path)
            let current = FileManager.default.contents(atPath: url.path)
            // A document that does not read is left as it is, and folded again once it reads.
            if let current, current != folded, DocumentRecords.records(of: current, path: path) == nil {
                state.unfolded.insert(path)
                continue
            }
            state.unfolded.remove(path)
            if current != folded {
                if let folded { try write(folded, to: url) } else { unlink(url.path) }
                changed += 1
            }
            try keepBase(folded, for: path, in: &state)
            for (kept, other) in fold.clashes {
                let clash = SyncClash(
                    path: path, record: DocumentRecords.describe(other.key), keptDevice: kept.device, keptTime: kept.time,
                    otherDevice: other.device, otherTime: other.time, otherValue: other.value?.canonical)
                if !state.clashes.contains(clash), !state.forgotten.contains(clash) { state.clashes.append(clash) }
            }
            state.clashes = Array(state.clashes.suffix(SyncClash.most))
        }
        return changed
    }

    /// Notes `bytes` as what the document at `path` was when last synced (nil: it has no file).
    private func keepBase(_ bytes: Data?, for path: String, in state: inout SyncState) throws(SyncError) {
        let url = base.appendingPathComponent(path)
        if let bytes {
            try write(bytes, to: url)
            state.fingerprints[path] = fingerprint(bytes)
            state.stamps[path] = Self.stamp(of: data.appendingPathComponent(path).path)
        } else {
            unlink(url.path)
            state.fingerprints[path] = nil
            state.stamps[path] = nil
        }
    }

    /// A file's inode, size and change time: every save renames a new file into place, so it changes.
    static func stamp(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let changed = SystemCalls.modified(info)
        return "\(info.st_ino) \(info.st_size) \(changed.seconds).\(changed.nanoseconds)"
    }
}
