import Foundation
import Testing

/// A lock a stopped push left in a remote that is a folder: removed once provably stale, named with
/// its age while it may still be another machine's push.
@Suite(.serialized)
struct SyncRemoteLockTests {
    func lockedReplica(age: TimeInterval) throws -> (SyncReplicas, URL) {
        let replicas = try SyncReplicas(["a"])
        #expect(try replicas.run("a", ["sync", "init", replicas.remote.path, "--machine", "a"]).status == 0)
        let lock = replicas.remote.appendingPathComponent("refs/heads/main.lock")
        try Data().write(to: lock)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: lock.path)
        #expect(try replicas.run("a", ["meal", "add", "Apple", "52"]).status == 0)
        return (replicas, lock)
    }

    @Test func aStaleLockIsRemovedAndNamed() throws {
        let (replicas, lock) = try lockedReplica(age: 3 * 3_600 + 60)
        let synced = try replicas.run("a", ["sync"])
        #expect(
            synced.out == """
                Synced with '\(replicas.remote.path)': 3 changes sent, 0 received.
                Removed \(lock.path), a lock a stopped sync left in the remote 3 h ago.

                """, "\(synced.err)")
        #expect(!FileManager.default.fileExists(atPath: lock.path))
        #expect(try replicas.run("a", ["sync", "status"]).out.contains("to send       nothing\n"))
    }

    @Test func aFreshLockOnADiskOnlyThisMachineWritesIsRemovedAtOnce() throws {
        // Two and a half minutes: named "2 min" however long the steps before the sync take.
        let (replicas, lock) = try lockedReplica(age: 150)
        let synced = try replicas.run("a", ["sync"])
        #expect(
            synced.out == """
                Synced with '\(replicas.remote.path)': 3 changes sent, 0 received.
                Removed \(lock.path), a lock a stopped sync left in the remote 2 min ago.

                """, "\(synced.err)")
        #expect(!FileManager.default.fileExists(atPath: lock.path))
    }

    @Test func aLockWhileAProgramWorksInTheRemoteIsNamedWithItsAgeAndLeft() throws {
        let (replicas, lock) = try lockedReplica(age: 300)
        // A push in progress: git receive-pack works in the remote's folder.
        let pushing = Process()
        pushing.executableURL = URL(fileURLWithPath: "/bin/sleep")
        pushing.arguments = ["30"]
        pushing.currentDirectoryURL = replicas.remote
        try pushing.run()
        defer {
            kill(pushing.processIdentifier, SIGKILL)
            pushing.waitUntilExit()
        }
        let synced = try replicas.run("a", ["sync"])
        #expect(synced.status == 1)
        #expect(
            synced.err == """
                Error: the remote is locked by \(lock.path), made 5 min ago: a sync here, or on another machine sharing that folder, \
                may be sending its changes now. Your documents were not changed; run 'sync' again in a minute. If none is, a stopped sync \
                left it: 'sync' removes it once no program here works in the remote (and, in a folder other computers share, once it is \
                10 minutes old), or remove it yourself (rm '\(lock.path)')

                """)
        #expect(FileManager.default.fileExists(atPath: lock.path))
    }
}
