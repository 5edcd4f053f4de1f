import Core
import Foundation
import Testing

/// An encrypted remote holds only age files named by a machine and a number; a key added lets another machine join,
/// and a key removed reads nothing pushed after its removal.
@Suite(.serialized)
struct SyncSealedKeysTests {
    /// Runs git in the remote.
    static func git(_ replicas: SyncReplicas, _ arguments: [String]) throws -> String {
        try replicas.coach.run(arguments, program: "/usr/bin/git", in: replicas.remote).out
    }

    @Test func theRemoteHoldsOnlyCiphertextThatAgeOpensWithAMachinesKey() throws {
        let replicas = try SyncReplicas(["a", "b"], sealed: true)
        try replicas.run("a", ["meal", "add", "Porridge", "150"])
        #expect(try replicas.start("a").status == 0)
        #expect(try replicas.join("b").status == 0)
        try replicas.run("b", ["goal", "calories", "2100"])
        #expect(try replicas.run("b", ["sync"]).status == 0)
        #expect(try replicas.run("a", ["sync"]).status == 0)
        let names = try Self.git(replicas, ["log", "--all", "--name-only", "--format="]).split(separator: "\n")
        let shape = /README|_keys\/[0-9]+\.age|[a-z]\/[0-9]+\.age/
        #expect(!names.isEmpty && names.allSatisfy { $0.wholeMatch(of: shape) != nil }, "\(names)")
        let objects = try Self.git(replicas, ["rev-list", "--objects", "--all"]).split(separator: "\n")
        for object in objects {
            let id = String(object.prefix(40))
            guard try Self.git(replicas, ["cat-file", "-t", id]) == "blob\n" else { continue }
            let bytes = try Self.git(replicas, ["cat-file", "blob", id])
            for secret in ["Porridge", "2100", "AGE-SECRET-KEY", "age1", "meals", "goals", "sealed"] {
                #expect(!bytes.contains(secret), "\(object) holds \(secret)")
            }
            #expect(bytes.hasPrefix("age-encryption.org/v1\n") || bytes.hasPrefix("This repository is kept"))
        }
        let status = try replicas.run("a", ["sync", "status"]).out
        #expect(status.hasPrefix("remote        \(replicas.remote.path)\nencrypted     to 2 keys\nthis machine  a\n"))
        // The standard age tool opens the remote's keys with a machine's key.
        let keys = replicas.coach.home.appendingPathComponent("keys.age")
        try Self.blob(replicas, "_keys/1.age").write(to: keys)
        let opened = try replicas.coach.run(
            ["-d", "-i", replicas.key("b").path, keys.path], program: "/usr/bin/age", in: replicas.coach.home)
        #expect(
            opened.out.hasPrefix(#"{"coach":"sealed-keys","generation":1,"keys":["AGE-SECRET-KEY-1"#), "\(opened.err)")
    }

    @Test func aKeyAddedLetsAMachineJoinAndAKeyRemovedReadsNothingPushedAfter() throws {
        let replicas = try SyncReplicas(["a", "b", "c"], sealed: true)
        try replicas.run("a", ["meal", "add", "Cake", "450", "--date", "2026-11-20", "--time", "08:00"])
        #expect(try replicas.start("a", readers: ["b"]).status == 0)
        #expect(try replicas.join("b").status == 0)
        let refused = try replicas.join("c")
        #expect(
            refused.err
                == "Error: cannot open '_keys/1.age' of the remote: it is encrypted to other keys: no identity given opens it. Nothing was changed here\n"
        )
        #expect(!FileManager.default.fileExists(atPath: replicas.data("c").appendingPathComponent(".sync").path))
        let added = try replicas.run("a", ["sync", "keys", "add", try replicas.recipient("c")])
        #expect(
            added.out
                == "The remote is encrypted to 3 keys from now on.\nSynced with '\(replicas.remote.path)': 0 changes sent, 0 received.\n",
            "\(added.err)")
        #expect(try replicas.join("c").status == 0)
        #expect(try replicas.run("c", ["meal", "list", "2026-11-20"]).out.contains("Cake"))
        let listed = try replicas.run("a", ["sync", "keys"]).out
        #expect(listed.split(separator: "\n").count == 3 && listed.contains("  b\n"), "\(listed)")
        let removed = try replicas.run("a", ["sync", "keys", "remove", "b"])
        #expect(removed.out.hasPrefix("The remote is encrypted to 2 keys from now on.\n"), "\(removed.err)")
        try replicas.run("a", ["meal", "add", "Secret", "100", "--date", "2026-11-20", "--time", "09:00"])
        #expect(try replicas.run("a", ["sync"]).status == 0)
        #expect(try replicas.run("c", ["sync"]).status == 0)
        #expect(try replicas.run("c", ["meal", "list", "2026-11-20"]).out.contains("Secret"))
        let shut = try replicas.run("b", ["sync"])
        #expect(
            shut.err
                == "Error: the remote's _keys/3.age is not encrypted to this machine's key: it was removed from those that read the remote, or this is another key. Nothing was taken in or sent; a machine that reads the remote can add it again with 'sync keys add KEY'\n"
        )
        #expect(!(try replicas.run("b", ["meal", "list", "2026-11-20"]).out.contains("Secret")))
        // With every key b ever held, nothing a pushed after the removal opens.
        let identity = AgeIdentity(
            String(try String(contentsOf: replicas.key("b"), encoding: .utf8).split(separator: "\n").last!))!
        let keyring = try AgeFile(Array(try Self.blob(replicas, "_keys/2.age"))).open(with: [identity])
        let held = String(decoding: keyring, as: UTF8.self).matches(of: /AGE-SECRET-KEY-1[0-9A-Z]+/).map {
            AgeIdentity(String($0.output))!
        }
        #expect(held.count == 1)
        let files = try Self.git(replicas, ["ls-tree", "--name-only", "main", "a/"]).split(separator: "\n")
        #expect(files.count >= 3)
        for file in files {
            #expect(throws: AgeError.otherRecipient) {
                try AgeFile(Array(try Self.blob(replicas, String(file)))).open(with: held + [identity])
            }
        }
    }

    /// The bytes of the remote's file `path`.
    static func blob(_ replicas: SyncReplicas, _ path: String) throws -> Data {
        let file = replicas.coach.home.appendingPathComponent("blob")
        _ = try replicas.coach.run(
            ["-c", "git show main:\(path) > \(file.path)"], program: "/bin/sh", in: replicas.remote)
        return try Data(contentsOf: file)
    }

    @Test func aPassphraseRemoteOpensWithThePassphraseOnlyAndARemoteIsEncryptedFromTheStart() throws {
        let replicas = try SyncReplicas(["a", "b"])
        let pass = replicas.coach.home.appendingPathComponent("pass.txt")
        let wrong = replicas.coach.home.appendingPathComponent("wrong.txt")
        try Data("correct horse\n".utf8).write(to: pass)
        try Data("wrong horse\n".utf8).write(to: wrong)
        try replicas.run("a", ["meal", "add", "Cake", "450"])
        let started = try replicas.start("a", ["--encrypt", "--passphrase-file", pass.path])
        #expect(started.status == 0, "\(started.err)")
        let plain = try replicas.run("b", ["sync", "clone", replicas.remote.path, "--machine", "b"])
        #expect(
            plain.err
                == "Error: '\(replicas.remote.path)' is encrypted with a passphrase; give it with --passphrase-file FILE, or run 'sync clone' at a terminal to type it\n"
        )
        let bad = try replicas.run("b", ["sync", "clone", replicas.remote.path, "--passphrase-file", wrong.path])
        #expect(
            bad.err
                == "Error: cannot open '_keys/1.age' of the remote: the passphrase is wrong. Nothing was changed here\n"
        )
        let joined = try replicas.run("b", ["sync", "clone", replicas.remote.path, "--passphrase-file", pass.path])
        #expect(joined.status == 0, "\(joined.err)")
        #expect(try replicas.run("b", ["meal", "list"]).out.contains("Cake"))
        #expect(try replicas.run("b", ["sync", "status"]).out.contains("\nencrypted     with a passphrase\n"))
        // A plain replica is never made of an encrypted remote, nor an encrypted one of a remote in clear.
        let plainInit = try replicas.run("c", ["sync", "init", replicas.remote.path, "--machine", "c"])
        let remote = replicas.remote.path
        #expect(
            plainInit.err
                == "Error: '\(remote)' is encrypted already; join it with 'sync clone \(remote) --identity FILE'\n")
        #expect(!FileManager.default.fileExists(atPath: replicas.data("c").appendingPathComponent(".sync").path))
        let clear = replicas.coach.home.appendingPathComponent("clear.git")
        _ = try replicas.coach.run(["init", "-q", "--bare", clear.path], program: "/usr/bin/git")
        #expect(try replicas.run("d", ["sync", "init", clear.path, "--machine", "d"]).status == 0)
        let sealedInit = try replicas.run(
            "e", ["sync", "init", clear.path, "--encrypt", "--passphrase-file", pass.path, "--machine", "e"])
        #expect(
            sealedInit.err
                == "Error: '\(clear.path)' holds data in clear already; an encrypted remote starts empty: make a new one (git init --bare) for it\n"
        )
    }
}
