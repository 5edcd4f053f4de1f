import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `sync rebuild PATH`: a damaged document made again from the operations every machine synced.
/// Moving a damaged document aside, as outside a replica, would record the deletion of each of its
/// records and delete them on every machine; this keeps them.
extension SyncRun {
    /// What a rebuild did: the document, how many records it holds now, and where the damaged file went.
    public struct Rebuilt: Equatable, Sendable {
        public var path: String, records: Int
        /// Where the file that was there is kept now; nil when there was none.
        public var keptAt: String?
    }

    /// Writes the fold of every machine's operations over the document at `path` (relative to the data
    /// directory, or inside it), keeping the file that was there in `.sync/aside/`.
    public func rebuild(_ path: String) async throws(SyncError) -> Rebuilt {
        guard replica.exists else { throw .notAReplica(data: replica.data.path) }
        let document =
            path.hasPrefix(replica.data.path + "/") ? String(path.dropFirst(replica.data.path.count + 1)) : path
        guard isDataFilePath(document), !local.contains(document), !replica.operations(for: document).isEmpty else {
            throw .notSynced(path)
        }
        guard let lock = try SyncLocks.take(replica.lockFile.path, wait: true) else { throw .busy }
        defer { SyncLocks.release(lock) }
        return try await SyncLocks.withData(replica.data) { () async throws(SyncError) -> Rebuilt in
            var state = try replica.state()
            let url = replica.data.appendingPathComponent(document)
            var keptAt: String?
            if let bytes = FileManager.default.contents(atPath: url.path) {
                let aside = replica.folder.appendingPathComponent("aside/\(document).\(millis)")
                try replica.write(bytes, to: aside)
                unlink(url.path)
                keptAt = aside.path
            }
            _ = try replica.refold([document], &state, leaving: local, now: millis)
            try replica.save(state)
            // The items of its lists and maps (meals, visits) are what a person counts; else its fields.
            let all = RecordFold(replica.operations(for: document)).records.filter { !$0.key.hasPrefix("a:") }
            let items = all.filter { $0.key.hasPrefix("i:") || $0.key.hasPrefix("m:") }.count
            let records = items > 0 ? items : all.count
            return Rebuilt(path: document, records: records, keptAt: keptAt)
        }
    }
}

/// Where a file coach reads belongs to a replica: the replica, and the document's path in it.
extension SyncReplica {
    /// The replica whose data directory holds the file at `path` (absolute) as a document that syncs, if any.
    public static func holding(_ path: String) -> (replica: SyncReplica, document: String)? {
        var parts = path.split(separator: "/").map(String.init)
        var document: [String] = []
        while parts.count > 0, document.count < 8 {
            document.insert(parts.removeLast(), at: 0)
            let replica = SyncReplica(data: URL(fileURLWithPath: "/" + parts.joined(separator: "/")))
            guard replica.exists else { continue }
            let name = document.joined(separator: "/")
            let synced = replica.devices().contains {
                FileManager.default.fileExists(atPath: replica.operations(of: $0, for: name).path)
            }
            return synced ? (replica, name) : nil
        }
        return nil
    }
}
