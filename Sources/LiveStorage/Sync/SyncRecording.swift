import Storage

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
            let before = FileManager.default.contents(atPath: base.appendingPathComponent(path).path).flatMap {
                DocumentRecords.records(of: $0, path: path)
            }
            // A document that does not read, or reads as JSON of another shape (its lists gone), is not
            // taken for the deletion of every record: it is left as it is until repaired or rebuilt.
            guard let mine = current.map({ DocumentRecords.records(of: $0, path: path) }) ?? [],
                current == nil || DocumentRecords.keepsShape(of: before ?? [], in: mine)
            else {
                unreadable.append(path)
                continue
            }
            let was = Dictionary(before ?? [], uniquingKeysWith: { a, _ in a })
            let mineNow = Dictionary(mine, uniquingKeysWith: { a, _ in a })
            let keys = (mine.map(\.key) + was.keys.filter { mineNow[$0] == nil }.sorted()).filter {
                mineNow[$0] != was[$0]
            }
            // Only the changed records' operations are read: what they replace, and whether they are known already.
            let fold = RecordFold(gather(path, keys: Set(keys), now: now).operations)
            var added: [SyncOperation] = []
            for key in keys {
                let winner = fold.winners[key]
                if winner?.value == mineNow[key] { continue }
                // Later than what it replaces even when this machine's clock is behind.
                let time = max(now, winner.map { SyncLimits.after($0.time) } ?? 0)
                added.append(SyncOperation(key: key, value: mineNow[key], time: time, replaced: winner?.id))
            }
            if !added.isEmpty {
                let lines = SyncOperation.text(added)
                try Self.checkLengths(of: lines, added, in: path)
                try append(lines, to: state.device, for: path)
                count += added.count
            }
            try keepBase(current, for: path, in: &state)
        }
        return (count, unreadable)
    }

    /// Writes the fold of every device's operations over the documents at `paths`, and notes them as
    /// synced; the clashes found are added to the state, and so are operations dated more than a day
    /// after `now` (they wait) and documents that cannot be written (skipped). Returns how many documents changed.
    func refold(_ paths: [String], _ state: inout SyncState, leaving local: Set<String>, now: Int64) throws(SyncError)
        -> Int
    {
        var changed = 0
        defer { noteFolders(paths.map(Self.folder(of:)), in: &state) }
        for path in paths where isDataFilePath(path) && !local.contains(path) {
            state.waiting[path] = nil
            // A document of a name coach never writes, or whose place is taken by a folder, a link or a
            // device file (or is inside a file), is left out; the rest syncs.
            if let reason = ReceivedPath.documentProblem(path) ?? InsidePath.problem(path, under: data.path) {
                _ = state.skip([SkippedFile(path: path, reason: reason)])
                continue
            }
            let gathered = gather(path, now: now)
            if gathered.waiting > 0 { state.waiting[path] = gathered.waiting }
            _ = state.skip(gathered.refused)
            // Without this machine's own log the fold would drop its records: the document waits.
            if gathered.refused.contains(where: { $0.path.hasPrefix("ops/\(state.device)/") }) {
                state.unfolded.insert(path)
                continue
            }
            let fold = RecordFold(gathered.operations)
            let folded = DocumentRecords.document(from: fold.records)
            let url = data.appendingPathComponent(path)
            let current = FileManager.default.contents(atPath: url.path)
            // A document that does not read is left as it is, and folded again once it reads.
            if let current, current != folded, !readable(current, path: path) {
                state.unfolded.insert(path)
                continue
            }
            state.unfolded.remove(path)
            if current != folded {
                if let folded { try write(folded, to: url) } else { unlink(url.path) }
                changed += 1
            }
            try keepBase(folded, for: path, in: &state)
            for found in fold.clashes {
                let clash = SyncClash(
                    path: path,
                    record: DocumentRecords.describe(
                        found.key, value: fold.winners[found.key]?.value ?? found.other.value),
                    fields: found.fields, keptDevice: found.kept.device, keptTime: found.kept.time,
                    keptValue: found.keptValue?.canonical,
                    otherDevice: found.other.device, otherTime: found.other.time,
                    otherValue: found.otherValue?.canonical)
                if !state.clashes.contains(clash), !state.forgotten.contains(clash) { state.clashes.append(clash) }
            }
            state.clashes = Array(state.clashes.suffix(SyncClash.most))
        }
        return changed
    }

    /// Whether the document `bytes` at `path` reads, in the shape it had when last synced.
    private func readable(_ bytes: Data, path: String) -> Bool {
        guard let records = DocumentRecords.records(of: bytes, path: path) else { return false }
        let before = FileManager.default.contents(atPath: base.appendingPathComponent(path).path).flatMap {
            DocumentRecords.records(of: $0, path: path)
        }
        return DocumentRecords.keepsShape(of: before ?? [], in: records)
    }

    /// Refuses `lines`, the text of `operations` on the document at `path`, when one is longer than other machines
    /// read (`SyncLimits.longestLine`): they would leave it out, and the record would differ between the machines.
    /// Typed input never makes such a record; a hand edit can.
    static func checkLengths(of lines: Data, _ operations: [SyncOperation], in path: String) throws(SyncError) {
        let longest = SyncLimits.longestLine(for: path)
        var start = lines.startIndex
        for operation in operations {
            let end = lines[start...].firstIndex(of: 0x0A) ?? lines.endIndex
            if end - start > longest {
                let record = DocumentRecords.describe(operation.key, value: operation.value)
                throw .recordTooLarge(path: path, record: record, size: end - start, limit: longest)
            }
            start = min(end + 1, lines.endIndex)
        }
    }

    /// Notes `bytes` as what the document at `path` was when last synced (nil: it has no file).
    private func keepBase(_ bytes: Data?, for path: String, in state: inout SyncState) throws(SyncError) {
        let url = base.appendingPathComponent(path)
        if let bytes {
            try write(bytes, to: url)
            state.fingerprints[path] = fingerprint(bytes)
            state.stamps[path] = Self.settledStamp(of: data.appendingPathComponent(path).path)
        } else {
            unlink(url.path)
            state.fingerprints[path] = nil
            state.stamps[path] = nil
        }
    }

    /// The stamp of a file last changed more than two seconds ago; nil for one changed since. A file's time moves
    /// in ticks of a few milliseconds and a saved file often takes the inode the last one freed, so a file saved
    /// again within the tick at the same size would keep its stamp: it is read and compared next time instead.
    static func settledStamp(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0,
            Date().timeIntervalSince1970 - Double(SystemCalls.modified(info).seconds) >= 2
        else { return nil }
        return stamp(info)
    }

    /// A file's inode, size and change time: every save renames a new file into place, so it changes, unless the
    /// save comes within the same tick and takes the freed inode again (`settledStamp`).
    static func stamp(of path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    private static func stamp(_ info: stat) -> String {
        let changed = SystemCalls.modified(info)
        return "\(info.st_ino) \(info.st_size) \(changed.seconds).\(changed.nanoseconds)"
    }
}
