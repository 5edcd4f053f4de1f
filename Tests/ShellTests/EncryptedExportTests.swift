import Foundation
import Testing

/// `export` and `report` with `--recipient`: the same files as without it, sealed for age (`age -d -i` gives them
/// back byte for byte); and how the encryption options are refused before anything is asked or written.
struct EncryptedExportTests {
    @Test func ageOpensAnEncryptedExportAsThePlainOne() throws {
        let (coach, key, identity) = try EncryptedBackupTests.source()
        let plain = coach.home.appendingPathComponent("plain")
        let sealed = coach.home.appendingPathComponent("sealed")
        #expect(try coach.run(["export", "--area", "meals", "--output", plain.path]).status == 0)
        let made = try coach.run(["export", "--area", "meals", "--recipient", key, "--output", sealed.path])
        #expect(made.out == "Exported 2 records to \(sealed.path): meals.csv.age (2).\n", "\(made.err)")
        let opened = try coach.run(
            ["-d", "-i", identity.path, sealed.appendingPathComponent("meals.csv.age").path],
            program: EncryptedBackupTests.age)
        #expect(opened.out == (try String(contentsOf: plain.appendingPathComponent("meals.csv"), encoding: .utf8)))
        let anki = try coach.run(["export", "--for", "anki", "--recipient", key, "--output", sealed.path])
        #expect(anki.status == 0 && anki.out.contains(": anki-formulas.txt.age ("), "\(anki.err)")
    }

    @Test func ageOpensAnEncryptedReport() throws {
        let (coach, key, identity) = try EncryptedBackupTests.source()
        let made = try coach.run(["report", "--month", "2026-03", "--recipient", key], in: coach.home)
        let file = coach.home.appendingPathComponent("coach-report-2026-03.html.age")
        #expect(made.out == "Wrote the report for 2026-03-01 to 2026-03-31 to \(file.path).\n", "\(made.err)")
        let opened = try coach.run(["-d", "-i", identity.path, file.path], program: EncryptedBackupTests.age)
        #expect(
            opened.out.hasPrefix("<!DOCTYPE html>") && opened.out.contains("<title>coach · March 2026</title>"),
            "\(opened.err)")
    }

    /// Usage mistakes (exit 64) and refusals (exit 1), each said exactly; no file is written.
    @Test func theEncryptionOptionsAreRefusedBeforeAnythingIsWritten() throws {
        let coach = CoachProcess()
        let key = "age129mly0p23sjex4ml3z2p8rfs4pjpu89j2hvud0affy428a33eswsugauja"
        let keys = coach.home.appendingPathComponent("keys.txt")
        try Data("# team\n\(key)\nssh-ed25519 AAAA\n".utf8).write(to: keys)
        let empty = coach.home.appendingPathComponent("empty")
        try Data("\nsecond line\n".utf8).write(to: empty)
        let file = coach.home.appendingPathComponent("b.age").path
        let cases: [([String], Int32, String)] = [
            (
                ["backup", "--encrypt", "--recipient", key, file], 64,
                "Error: --encrypt seals with a passphrase, --recipient and --recipients-file with keys; give one or the other"
            ),
            (["backup", "--passphrase-file", empty.path, file], 64, "Error: --passphrase-file goes with --encrypt"),
            (
                ["backup", "--recipient", "age1nope", file], 64,
                "Error: the value 'age1nope' is invalid for '--recipient <key>': use a public key like age1…, as 'coach keygen' prints it"
            ),
            (
                ["backup", "--recipients-file", keys.path, file], 1,
                "Error: '\(keys.path)' is not a key file: line 3 is not an age1… public key"
            ),
            (
                ["backup", "--encrypt", "--passphrase-file", empty.path, file], 1,
                "Error: the passphrase is empty; nothing was done"
            ),
            (
                ["backup", "--encrypt", file], 1,
                "Error: a passphrase is asked at a terminal; without one, give --passphrase-file FILE"
            ),
            (
                ["export", "--recipient", key, "--output", "-"], 1,
                "Error: encrypted files are written to a folder; give --output DIR"
            ),
        ]
        for (arguments, status, message) in cases {
            let refused = try coach.run(arguments)
            #expect(refused.status == status, "\(arguments): \(refused.err)")
            #expect(refused.err.split(separator: "\n").first.map(String.init) == message, "\(arguments)")
            #expect(!FileManager.default.fileExists(atPath: file))
        }
        let script = try coach.run([], input: "backup --encrypt --passphrase-file - \(file)\n")
        #expect(
            script.err
                == "Error: line 1: '--passphrase-file -' reads standard input, which here is the script or the terminal; give a file\n"
        )
    }
}
