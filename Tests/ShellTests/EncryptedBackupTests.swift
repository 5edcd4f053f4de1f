import Foundation
import Testing

/// Encrypted backups on the binary people run, against Debian's `age` both ways: age opens what coach wrote
/// (to keys: `age -d -i`), coach restores what age wrote (`age -r`, `age -R`), and each way a file can be wrong is
/// refused with its own message and nothing restored. Passphrases typed at a terminal: EncryptedBackupTerminalTests.
struct EncryptedBackupTests {
    static let age = "/usr/bin/age"

    /// A data directory with two meals, and its identity made by `coach keygen`; returns the public key.
    static func source() throws -> (coach: CoachProcess, key: String, identity: URL) {
        let coach = CoachProcess()
        #expect(try coach.run(["meal", "add", "Cake 450", "--date", "2026-03-01", "--time", "12:00"]).status == 0)
        #expect(try coach.run(["meal", "add", "Soup 200", "--date", "2026-03-02", "--time", "13:00"]).status == 0)
        let made = try coach.run(["keygen"])
        let key = try #require(made.out.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        return (coach, key, coach.home.appendingPathComponent("config/coach/identity.txt"))
    }

    @Test func keygenWritesAPrivateIdentityAgeReadsAndNeverOverwritesIt() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.age), "age is missing: 'make test' installs it")
        let (coach, key, identity) = try Self.source()
        #expect(key.hasPrefix("age1") && key.count == 62)
        let mode = try FileManager.default.attributesOfItem(atPath: identity.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let derived = try coach.run(["-y", identity.path], program: "/usr/bin/age-keygen")
        #expect(derived.out == key + "\n", "\(derived.err)")
        let before = try Data(contentsOf: identity)
        let again = try coach.run(["keygen"])
        #expect(again.status == 1)
        #expect(
            again.err
                == "Error: '\(identity.path)' exists; keygen never overwrites a key: move it aside, or give --output FILE\n"
        )
        #expect(try Data(contentsOf: identity) == before)
        let other = coach.home.appendingPathComponent("second.txt")
        let second = try coach.run(["keygen", "--output", other.path])
        #expect(second.out.hasSuffix("The secret key is in \(other.path); keep a copy apart from your backups.\n"))
    }

    @Test func ageOpensABackupEncryptedToKeysAndCoachRestoresIt() throws {
        let (source, key, identity) = try Self.source()
        let other = source.home.appendingPathComponent("other.txt")
        #expect(try source.run(["-o", other.path], program: "/usr/bin/age-keygen").status == 0)
        let otherKey = try source.run(["-y", other.path], program: "/usr/bin/age-keygen").out.trimmed
        let file = source.home.appendingPathComponent("backup.age")
        let made = try source.run(["backup", "--recipient", key, "--recipient", otherKey, file.path])
        #expect(made.status == 0, "\(made.err)")
        #expect(made.out.hasSuffix("to \(file.path), encrypted with age.\n"), "\(made.out)")
        for secret in [identity, other] {
            let opened = try source.run(["-d", "-i", secret.path, file.path], program: Self.age)
            #expect(opened.status == 0, "\(opened.err)")
            #expect(opened.out.contains("\"format\" : \"coach-backup\""), "\(opened.out.prefix(200))")
        }
        let copy = CoachProcess()
        let restored = try copy.run(["restore", "--identity", other.path, file.path])
        #expect(
            restored.out
                == "Restored \(file.path) into \(copy.dataDirectory.path): 2 added, 0 already here, 0 conflicts.\n",
            "\(restored.err)")
        #expect(try copy.run(["meal", "list", "2026-03-01"]).out.contains("Cake"))
    }

    @Test func coachRestoresWhatAgeEncryptedToAKeyOrAKeysFile() throws {
        let (source, key, identity) = try Self.source()
        let plain = source.home.appendingPathComponent("plain.json")
        #expect(try source.run(["backup", plain.path]).status == 0)
        let recipients = source.home.appendingPathComponent("recipients.txt")
        try Data("# mine\n\n\(key)\n".utf8).write(to: recipients)
        for (index, how) in [["-r", key], ["-R", recipients.path]].enumerated() {
            let sealed = source.home.appendingPathComponent("age\(index).age")
            #expect(try source.run(["-e"] + how + ["-o", sealed.path, plain.path], program: Self.age).status == 0)
            let copy = CoachProcess()
            let restored = try copy.run(["restore", "--identity", identity.path, sealed.path])
            #expect(restored.status == 0 && restored.out.contains(": 2 added, 0 already here"), "\(restored.err)")
        }
        let fromFile = source.home.appendingPathComponent("from-file.age")
        #expect(try source.run(["backup", "--recipients-file", recipients.path, fromFile.path]).status == 0)
        let opened = try source.run(["-d", "-i", identity.path, fromFile.path], program: Self.age)
        #expect(opened.status == 0 && opened.out.contains("coach-backup"), "\(opened.err)")
    }

    @Test func aPassphraseFromAFileOrStandardInputOpensWhatItSealed() throws {
        let (source, _, _) = try Self.source()
        let words = source.home.appendingPathComponent("words")
        try Data("correct horse\r\nignored\n".utf8).write(to: words)
        let file = source.home.appendingPathComponent("b.age")
        #expect(try source.run(["backup", "--encrypt", "--passphrase-file", words.path, file.path]).status == 0)
        let header = String(decoding: try Data(contentsOf: file).prefix(40), as: UTF8.self)
        #expect(header.hasPrefix("age-encryption.org/v1\n-> scrypt "))
        let copy = CoachProcess()
        let restored = try copy.run(["restore", "--passphrase-file", "-", file.path], input: "correct horse\n")
        #expect(restored.status == 0 && restored.out.contains(": 2 added"), "\(restored.err)")
    }

    /// Each way an encrypted backup can be wrong: one message each, exit 1, and nothing restored.
    @Test func aWrongKeyOrPassphraseAndAnAlteredOrCutFileRestoreNothing() throws {
        let (source, key, identity) = try Self.source()
        let words = source.home.appendingPathComponent("words")
        try Data("correct horse\n".utf8).write(to: words)
        let wrong = source.home.appendingPathComponent("wrong")
        try Data("correct horse!\n".utf8).write(to: wrong)
        let keyed = source.home.appendingPathComponent("keyed.age")
        let sealed = source.home.appendingPathComponent("sealed.age")
        #expect(try source.run(["backup", "--recipient", key, keyed.path]).status == 0)
        #expect(try source.run(["backup", "--encrypt", "--passphrase-file", words.path, sealed.path]).status == 0)
        let other = source.home.appendingPathComponent("other.txt")
        #expect(try source.run(["-o", other.path], program: "/usr/bin/age-keygen").status == 0)
        let bytes = [UInt8](try Data(contentsOf: keyed))
        let cut = source.home.appendingPathComponent("cut.age")
        try Data(bytes.dropLast(7)).write(to: cut)
        let altered = source.home.appendingPathComponent("altered.age")
        var changed = bytes
        changed[bytes.count - 40] ^= 1
        try Data(changed).write(to: altered)
        let undecrypted = "; nothing was restored"
        let cases: [([String], String)] = [
            (
                ["--passphrase-file", wrong.path, sealed.path],
                "cannot decrypt '\(sealed.path)': the passphrase is wrong" + undecrypted
            ),
            (
                ["--identity", other.path, keyed.path],
                "cannot decrypt '\(keyed.path)': it is encrypted to other keys: no identity given opens it"
                    + undecrypted
            ),
            (
                [keyed.path],
                "cannot decrypt '\(keyed.path)': it is encrypted to public keys; give the secret key with --identity FILE"
                    + undecrypted
            ),
            (
                ["--identity", identity.path, sealed.path],
                "cannot decrypt '\(sealed.path)': it is encrypted with a passphrase; give it at the prompt or with --passphrase-file"
                    + undecrypted
            ),
            ([sealed.path], "a passphrase is asked at a terminal; without one, give --passphrase-file FILE"),
            (
                ["--identity", identity.path, cut.path],
                "cannot decrypt '\(cut.path)': its contents were altered or cut short (chunk 1 does not authenticate)"
                    + undecrypted
            ),
            (
                ["--identity", identity.path, altered.path],
                "cannot decrypt '\(altered.path)': its contents were altered or cut short (chunk 1 does not authenticate)"
                    + undecrypted
            ),
            (
                ["--identity", keyed.path, keyed.path],
                "'\(keyed.path)' is not a key file: line 1 is not an AGE-SECRET-KEY-1… key"
            ),
        ]
        let copy = CoachProcess()
        for (arguments, message) in cases {
            let refused = try copy.run(["restore"] + arguments)
            #expect(refused.status == 1 && refused.out.isEmpty, "\(arguments)")
            #expect(refused.err == "Error: \(message)\n", "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: copy.dataDirectory.appendingPathComponent("meals").path))
        }
    }
}

extension String {
    /// Without the line break at the end.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
