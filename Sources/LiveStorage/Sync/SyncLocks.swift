import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two locks a sync takes: the replica's own (one sync at a time, so nobody else runs git in
/// it) and the data directory's (the one every coach command takes to change a document).
enum SyncLocks {
    /// Takes an exclusive `flock` on `path`; without `wait`, nil when someone else holds it.
    static func take(_ path: String, wait: Bool) throws(SyncError) -> Int32? {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw .files(
                "cannot lock \(path): \(String(cString: strerror(errno)).lowercased()); check the data directory's permissions"
            )
        }
        while flock(fd, LOCK_EX | (wait ? 0 : LOCK_NB)) != 0 {
            if errno == EINTR { continue }
            close(fd)
            if errno == EWOULDBLOCK { return nil }
            throw .files("cannot lock \(path): \(String(cString: strerror(errno)).lowercased())")
        }
        return fd
    }

    /// Gives a lock back.
    static func release(_ fd: Int32) {
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// Runs `body` holding the data directory's lock, so no command changes a document meanwhile.
    static func withData<R>(_ data: URL, _ body: () async throws(SyncError) -> R) async throws(SyncError) -> R {
        guard let fd = try take(data.appendingPathComponent(".lock").path, wait: true) else { throw .busy }
        defer { release(fd) }
        return try await body()
    }

    /// Removes lock files a git killed midway left in `repository` (index, HEAD, refs, config):
    /// only called while holding the replica's lock, when no git of coach's can be running there.
    static func removeStaleGitLocks(in repository: URL) {
        let git = repository.appendingPathComponent(".git")
        for name in ["index.lock", "HEAD.lock", "ORIG_HEAD.lock", "config.lock", "packed-refs.lock", "FETCH_HEAD.lock"]
        {
            unlink(git.appendingPathComponent(name).path)
        }
        for name in SystemCalls.files(under: git.appendingPathComponent("refs").path, hidden: true)
        where name.hasSuffix(".lock") {
            unlink(git.appendingPathComponent("refs/" + name).path)
        }
    }
}
