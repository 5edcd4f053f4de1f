import Foundation
import Testing

/// A remote's address is given to git, which reads one that starts with `-` as an option of its own:
/// `--upload-pack=CMD` would run CMD. Every way of naming a remote refuses such an address, with the fix.
@Suite(.serialized)
struct SyncRemoteOptionTests {
    static func refusal(_ remote: String) -> String {
        "Error: '\(remote)' cannot be a remote: git would take an address starting with '-' for one of its options. "
            + "Give a folder by its full path ('/mnt/usb/coach.git') or as './\(remote)', or an address such as "
            + "'host:coach.git'. Nothing was changed\n"
    }

    @Test func aRemoteStartingWithADashIsRefusedAndRunsNothing() throws {
        let replicas = try SyncReplicas(["laptop", "desktop"])
        let ran = replicas.coach.home.appendingPathComponent("ran")
        let hostile = "--upload-pack=touch \(ran.path);git-upload-pack"
        try replicas.run("laptop", ["meal", "add", "Apple", "52"])
        for arguments in [
            ["sync", "init", "--", hostile], ["sync", "clone", "--", hostile], ["sync", "init", "--", "-x"],
        ] {
            let run = try replicas.run("desktop", arguments)
            #expect(run.status == 1 && run.err == Self.refusal(arguments.last!), "\(arguments): \(run.err)")
            #expect(
                !FileManager.default.fileExists(atPath: replicas.data("desktop").appendingPathComponent(".sync").path))
        }
        #expect(try replicas.run("laptop", ["sync", "init", replicas.remote.path, "--machine", "laptop"]).status == 0)
        // With a remote set, git would otherwise run the command against it.
        let changed = try replicas.run("laptop", ["sync", "remote", "--", hostile])
        #expect(changed.status == 1 && changed.err == Self.refusal(hostile), "\(changed.err)")
        #expect(!FileManager.default.fileExists(atPath: ran.path))
        #expect(try replicas.run("laptop", ["sync", "status"]).out.contains("remote        \(replicas.remote.path)\n"))
        let russian = try replicas.run("laptop", ["sync", "remote", "--", "-x"], environment: ["LANG": "ru_RU.UTF-8"])
        #expect(russian.status == 1 && russian.err.hasPrefix("Ошибка: '-x' не может быть удалённым репозиторием"))
    }
}
