import Foundation
import Testing

/// A machine's name is claimed in the remote when it is chosen, not when the machine first sends: two
/// machines can never share one, even when neither has anything to send or both choose it at once.
@Suite(.serialized)
struct SyncNameClaimTests {
    static let taken =
        "Error: a machine named 'twin' already syncs there; give this one another name with --machine NAME. Nothing was changed\n"

    static func started() throws -> SyncReplicas {
        let replicas = try SyncReplicas(["laptop", "desktop", "other"])
        try replicas.run("laptop", ["meal", "add", "Apple", "52", "--date", "2026-11-20"])
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        return replicas
    }

    @Test func aNameIsTakenWhenChosenThoughNothingWasSentUnderIt() throws {
        let replicas = try Self.started()
        let remote = replicas.remote.path
        // The desktop has nothing of its own to send: its name is in the remote all the same.
        let first = try replicas.run("desktop", ["sync", "clone", remote, "--machine", "twin"])
        #expect(first.out.hasSuffix("Synced with '\(remote)': 0 changes sent, 3 received (1 document updated).\n"))
        let second = try replicas.run("other", ["sync", "clone", remote, "--machine", "twin"])
        #expect(second.status == 1 && second.err == Self.taken, "\(second.err)")
        #expect(!FileManager.default.fileExists(atPath: replicas.data("other").appendingPathComponent(".sync").path))
        let russian = try replicas.run(
            "other", ["sync", "clone", remote, "--machine", "twin"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(
            russian.err
                == "Ошибка: машина с именем 'twin' там уже синхронизируется; дайте этой другое имя через --machine NAME. Ничего не изменено\n"
        )
        let renamed = try replicas.run("laptop", ["sync", "rename", "twin"])
        #expect(
            renamed.status == 1
                && renamed.err
                    == "Error: a machine named 'twin' already syncs there; choose another name for this one ('sync rename OTHER-NAME'). Nothing was changed\n"
        )
        // A name chosen by 'sync rename' is claimed at once too.
        #expect(try replicas.run("laptop", ["sync", "rename", "work"]).status == 0)
        let afterRename = try replicas.run("other", ["sync", "clone", remote, "--machine", "work"])
        #expect(afterRename.err.contains("a machine named 'work' already syncs there"), "\(afterRename.err)")
        // The claims are no changes: nothing more to receive, and every machine is listed.
        #expect(try replicas.run("desktop", ["sync"]).out == "Synced with '\(remote)': 0 changes sent, 0 received.\n")
        #expect(try replicas.run("laptop", ["sync"]).out == "Synced with '\(remote)': 0 changes sent, 0 received.\n")
        #expect(try replicas.run("laptop", ["sync", "status"]).out.contains("machines      laptop, twin, work\n"))
        #expect(try replicas.run("desktop", ["meal", "list", "2026-11-20"]).out.contains("Apple"))
    }

    @Test func ofMachinesChoosingOneNameAtOnceOneHasIt() throws {
        let replicas = try Self.started()
        let count = 4
        let clones = (0..<count).map { index in
            replicas.coach.start(
                [
                    "--data-dir", replicas.data("clone\(index)").path, "sync", "clone", replicas.remote.path,
                    "--machine", "twin",
                ],
                input: "", tag: "\(index)")
        }
        for clone in clones { clone.waitUntilExit() }
        let statuses = clones.map(\.terminationStatus)
        #expect(statuses.filter { $0 == 0 }.count == 1, "\(statuses)")
        for index in 0..<count where statuses[index] != 0 {
            #expect(replicas.coach.read("err\(index)") == Self.taken)
        }
    }

    @Test func aRemoteWhereTheNameIsTakenIsRefusedAndANewAddressOfTheSameIsNot() throws {
        let replicas = try Self.started()
        #expect(try replicas.run("desktop", ["sync", "clone", replicas.remote.path, "--machine", "twin"]).status == 0)
        #expect(try replicas.run("other", ["sync", "init", "--machine", "twin"]).status == 0)
        let set = try replicas.run("other", ["sync", "remote", replicas.remote.path])
        #expect(
            set.status == 1
                && set.err
                    == "Error: a machine named 'twin' already syncs with '\(replicas.remote.path)'; give this one another name first ('sync rename OTHER-NAME'), then run 'sync remote \(replicas.remote.path)' again. Nothing was changed\n",
            "\(set.err)")
        #expect(try replicas.run("other", ["sync", "status"]).out.contains("remote        none"))
        #expect(try replicas.run("other", ["sync", "rename", "third"]).status == 0)
        #expect(try replicas.run("other", ["sync", "remote", replicas.remote.path]).status == 0)
        // The laptop's name is its own in the remote, however the remote is written.
        let again = try replicas.run("laptop", ["sync", "remote", "file://" + replicas.remote.path])
        #expect(again.status == 0, "\(again.err)")
        #expect(try replicas.run("laptop", ["sync"]).status == 0)
        #expect(try replicas.run("other", ["sync"]).status == 0)
        #expect(try replicas.run("other", ["meal", "list", "2026-11-20"]).out.contains("Apple"))
    }
}
