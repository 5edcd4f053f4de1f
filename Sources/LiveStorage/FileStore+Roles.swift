import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The descriptors this process holds its announcements on, by path.
private let held = Mutex<[String: Int32]>([:])

extension FileStore {
    /// Holds a shared `flock` on `.ROLE` in the data directory until the process ends; the descriptor is
    /// kept open on purpose. Several shells may hold it at once; a process killed lets it go.
    public func announce(_ role: String) {
        try? AtomicFile.makeFolder(directory)
        let fd = open(
            directory.appendingPathComponent("." + role).path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        while flock(fd, LOCK_SH) != 0, errno == EINTR {}
        held.withLock { $0[directory.appendingPathComponent("." + role).path] = fd }
    }

    /// Whether some process holds `.ROLE`: an exclusive lock cannot be had at once. Besides this
    /// process: its own hold is let go for the moment of the test.
    public func isAnnounced(_ role: String, besidesThisProcess: Bool) -> Bool {
        let path = directory.appendingPathComponent("." + role).path
        let own = besidesThisProcess ? held.withLock { $0[path] } : nil
        if let own { flock(own, LOCK_UN) }
        defer { if let own { while flock(own, LOCK_SH) != 0, errno == EINTR {} } }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var result: Int32
        repeat { result = flock(fd, LOCK_EX | LOCK_NB) } while result != 0 && errno == EINTR
        if result == 0 { flock(fd, LOCK_UN) }
        return result != 0
    }
}
