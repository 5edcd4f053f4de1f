import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a replica is now: this computer and the data directory's inode.
extension SyncPlace {
    /// Where the data directory `data` is now; nil when it cannot be looked at.
    static func of(_ data: URL) -> SyncPlace? {
        var info = stat()
        guard stat(data.path, &info) == 0 else { return nil }
        return SyncPlace(machine: machineID, folder: data.standardizedFileURL.path, inode: UInt64(info.st_ino))
    }

    /// This computer's id, the same whatever the data directory.
    static let machineID: String = {
        for file in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
            if let bytes = FileManager.default.contents(atPath: file) {
                let id = String(decoding: bytes, as: UTF8.self).trimmed()
                if !id.isEmpty { return id }
            }
        }
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "unknown" }
        return "host " + String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}

extension SyncRun {
    /// Checks that this replica is where it was made (noting the place of one made by an earlier coach):
    /// a copy must take a name of its own with `sync rename` before it records or syncs anything.
    func checkPlace() async throws(SyncError) {
        guard let here = SyncPlace.of(replica.data) else { return }
        try await SyncLocks.withData(replica.data) { () async throws(SyncError) in
            var state = try replica.state()
            guard let recorded = state.place else {
                state.place = here
                return try replica.save(state)
            }
            if here.isCopy(of: recorded) {
                throw .copied(data: replica.data.path, device: state.device, was: recorded, now: here)
            }
        }
    }

    /// Whether this replica is a copy of another (so it records nothing until renamed).
    func isCopy(_ state: SyncState) -> Bool {
        guard let recorded = state.place, let here = SyncPlace.of(replica.data) else { return false }
        return here.isCopy(of: recorded)
    }
}
