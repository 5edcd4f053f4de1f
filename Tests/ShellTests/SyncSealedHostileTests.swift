import Core
import Foundation
import Testing

/// An encrypted remote changed by someone without the machines' keys: a file altered, cut short, put back from an
/// older push, moved to another place, or encrypted to another key is refused with its path named, and nothing is
/// taken in (the data directory stays byte for byte as it was) or sent.
@Suite(.serialized)
struct SyncSealedHostileTests {
    /// Machines a and b on a sealed remote: a's Cake is on both; then a's Soup, taken in by b too. Gives a's files as they
    /// were before the Soup (name → bytes) and after.
    static func world() throws -> (SyncReplicas, SyncAttacker, old: [String: Data], new: [String: Data]) {
        let replicas = try SyncReplicas(["a", "b"], sealed: true)
        try replicas.run("a", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"])
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        let attacker = try SyncAttacker(replicas)
        try attacker.git(["reset", "-q", "--hard", "origin/main"])
        let old = try files(attacker, "a")
        try replicas.run("a", ["meal", "add", "Soup", "120", "--date", "2026-11-20", "--time", "13:00"])
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(try replicas.run("b", ["sync"]).status == 0)
        try attacker.git(["fetch", "-q", "origin"])
        try attacker.git(["reset", "-q", "--hard", "origin/main"])
        return (replicas, attacker, old, try files(attacker, "a"))
    }

    /// The files of machine `name` in the attacker's clone.
    static func files(_ attacker: SyncAttacker, _ name: String) throws -> [String: Data] {
        let folder = attacker.folder.appendingPathComponent(name)
        var files: [String: Data] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files["\(name)/\(file)"] = try Data(contentsOf: folder.appendingPathComponent(file))
        }
        return files
    }

    /// The file of a's that the Soup changed (its meals of 2026-11).
    static func changed(_ old: [String: Data], _ new: [String: Data]) -> String {
        new.keys.sorted().first { $0 != "a/0.age" && old[$0] != nil && old[$0] != new[$0] }!
    }

    /// Every document of the data directory `folder` and its bytes (the replica's own files left out).
    static func documents(_ folder: URL) -> String {
        HostileLines.fingerprint(of: folder).split(separator: "\n").filter { !$0.hasPrefix(".sync") }.joined(
            separator: "\n")
    }

    static func refusal(_ path: String, _ reason: String) -> String {
        "Error: the remote's \(path) is refused: \(reason). Nothing was taken in or sent; someone who can push to the remote changed it (see 'git log' there)\n"
    }

    enum Attack: String, CaseIterable {
        case alteredList, truncatedList, alteredFile, replayedFile, replayedFolder, listMoved, otherKey
    }

    @Test(arguments: Attack.allCases)
    func aChangedCiphertextIsRefusedWithItsPathAndNothingIsTakenIn(attack: Attack) throws {
        let (replicas, attacker, old, new) = try Self.world()
        let changed = Self.changed(old, new)
        let expected: String
        try attacker.commit { folder in
            func put(_ name: String, _ bytes: Data) throws { try bytes.write(to: folder.appendingPathComponent(name)) }
            switch attack {
            case .alteredList:
                var bytes = new["a/0.age"]!
                bytes[bytes.count - 5] ^= 1
                try put("a/0.age", bytes)
            case .truncatedList: try put("a/0.age", new["a/0.age"]!.dropLast(20))
            case .alteredFile:
                var bytes = new[changed]!
                bytes[bytes.count - 5] ^= 1
                try put(changed, bytes)
            case .replayedFile: try put(changed, old[changed]!)
            case .replayedFolder: for (name, bytes) in old { try put(name, bytes) }
            case .listMoved: try put("a/0.age", try Data(contentsOf: folder.appendingPathComponent("b/0.age")))
            case .otherKey:
                var random = SystemRandomNumberGenerator()
                let other = AgeIdentity(random: &random).recipient
                try put("a/0.age", Data(try AgeFile.seal(Array("{}".utf8), .recipients([other]), random: &random)))
            }
        }
        switch attack {
        case .alteredList, .truncatedList:
            expected = Self.refusal("a/0.age", "its contents were altered or cut short (chunk 1 does not authenticate)")
        case .alteredFile, .replayedFile:
            expected = Self.refusal(
                changed, "it is not the file its machine's list names (put back from an older push, or altered)")
        case .replayedFolder:
            expected = Self.refusal(
                "a/0.age", "its machine's list is older than one already taken in (put back from an older push)")
        case .listMoved:
            expected = Self.refusal("a/0.age", "it holds another file than its name says (moved or swapped)")
        case .otherKey: expected = Self.refusal("a/0.age", "it is encrypted to other keys: no identity given opens it")
        }
        try replicas.run("b", ["meal", "add", "Tea", "5", "--date", "2026-11-20", "--time", "15:00"])
        let before = Self.documents(replicas.data("b"))
        let synced = try replicas.run("b", ["sync"])
        #expect(synced.status != 0)
        #expect(synced.err == expected)
        #expect(Self.documents(replicas.data("b")) == before)
        // Nothing taken in: b's documents are as they were; nothing sent: the remote is as the attacker left it.
        let remote = try attacker.git(["ls-remote", "origin", "main"])
        let listed = try replicas.run("b", ["meal", "list", "2026-11-20"]).out
        #expect(listed.contains("Cake") && listed.contains("Tea") && listed.contains("Soup"), "\(listed)")
        #expect(try attacker.git(["ls-remote", "origin", "main"]) == remote)
        let status = try replicas.run("b", ["sync", "status"]).out
        #expect(status.contains("failed at"), "\(status)")
    }
}
