import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Synchronization
import Testing

/// The sync commands on a data directory of files, with the system's git and a fake for the
/// background start, and their refusals.
struct SyncCommandTests {
    @Test func aReplicaWithoutARemoteRecordsChangesAndSaysHowToAddOne() async throws {
        let harness = Harness(.files)
        let data = (harness.store as! FileStore).directory.path
        #expect(await harness.run("meal add Apple 52").status == 0)
        let started = await harness.run("sync init --machine laptop")
        #expect(
            started.out
                == "\(data) is a sync replica now.\nRecorded 3 changes here; there is no remote yet: add one with 'sync remote REMOTE'.\n"
        )
        #expect(
            await harness.run("sync status").out == """
                remote        none (add one with 'sync remote REMOTE')
                this machine  laptop
                last sync     never
                to send       nothing
                to receive    nothing, as of the last sync
                auto          off
                machines      laptop

                """)
        let remote = FileManager.default.temporaryDirectory.appendingPathComponent("coach-remote-\(UUID()).git").path
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", "--bare", remote]
        try git.run()
        git.waitUntilExit()
        #expect(
            await harness.run("sync remote \(remote)").out
                == "This replica syncs with '\(remote)' now; run 'sync' to sync.\n")
        #expect(await harness.run("sync").out == "Synced with '\(remote)': 3 changes sent, 0 received.\n")
        let nowhere = remote + "-missing"
        let refused = await harness.run("sync remote \(nowhere)")
        #expect(refused.err.hasPrefix("Error: cannot reach '\(nowhere)': ") && refused.status == 1)
    }

    @Test func withAutoOnAChangeStartsOneSyncInTheBackgroundAndNothingElseDoes() async throws {
        let harness = Harness(.files, mode: .interactive)
        let data = (harness.store as! FileStore).directory.path
        #expect(await harness.run("sync init --machine laptop").status == 0)
        #expect(await harness.run("sync auto on").out == "The shell syncs in the background after each change now.\n")
        await harness.run("meal add Apple 52")
        await BackgroundSync.afterLine(harness.context)
        await harness.run("meal list")
        await BackgroundSync.afterLine(harness.context)
        let started =
            #"sh -c "$0" --data-dir "$1" sync now --quiet --background >/dev/null 2>&1 </dev/null & /usr/local/bin/coach "#
        #expect(harness.system.calls.withLock { $0 } == [started + data])
        #expect(await harness.run("sync auto off").out == "The shell syncs only when you run 'sync' now.\n")
        await harness.run("meal add Pear 60")
        await BackgroundSync.afterLine(harness.context)
        #expect(harness.system.calls.withLock { $0 }.count == 1)
    }

    @Test(arguments: [
        (
            "sync init --machine 'My Laptop'",
            "Error: 'My Laptop' cannot name a machine: use lower-case letters, digits and dashes, e.g. 'laptop' or 'work-desktop'\n"
        ),
        (
            "sync status",
            "Error: DATA does not sync yet; start with 'sync init [REMOTE]' on your first machine, or 'sync clone REMOTE' on another\n"
        ),
        (
            "sync auto on",
            "Error: DATA does not sync yet; start with 'sync init [REMOTE]' on your first machine, or 'sync clone REMOTE' on another\n"
        ),
    ])
    func refusalsSayWhatToDo(line: String, message: String) async {
        let harness = Harness(.files)
        let data = (harness.store as! FileStore).directory.path
        let result = await harness.run(line)
        #expect(result.status == 1)
        #expect(result.err == message.replacingOccurrences(of: "DATA", with: data))
    }

    @Test func aStoreInMemoryCannotSync() async {
        let result = await Harness(.memory).run("sync")
        #expect(result.err == "Error: sync works on a data directory; this coach keeps its data in memory\n")
    }
}
