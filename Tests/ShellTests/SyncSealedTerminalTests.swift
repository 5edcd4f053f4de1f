import Foundation
import Testing

/// `sync clone` of a remote encrypted with a passphrase, given none: in a real 80×24 terminal it asks for the
/// passphrase and never echoes it, as `restore` does; piped, it says which option gives it.
@Suite(.serialized)
struct SyncSealedTerminalTests {
    static let passphrase = "correct horse battery"

    /// Machine a's remote, encrypted with `passphrase`, holding a meal.
    static func remote() throws -> SyncReplicas {
        let replicas = try SyncReplicas(["a", "b"])
        let pass = replicas.coach.home.appendingPathComponent("pass.txt")
        try Data((passphrase + "\n").utf8).write(to: pass)
        try replicas.run("a", ["meal", "add", "Cake", "450"])
        let started = try replicas.start("a", ["--encrypt", "--passphrase-file", pass.path])
        #expect(started.status == 0, "\(started.err)")
        return replicas
    }

    @Test func cloneAsksForThePassphraseWithoutEchoAndOpensTheRemote() throws {
        let replicas = try Self.remote()
        let terminal = try TmuxPane()
        let screen = EncryptedBackupTerminalTests.answer(
            terminal, "--data-dir '\(replicas.data("b").path)' sync clone '\(replicas.remote.path)' --machine b",
            prompts: ["Passphrase:"], answers: [Self.passphrase])
        // The screen's lines as one, however coach wrapped them at 80 columns (the prompt keeps its space).
        let said = screen.split(separator: "\n").joined(separator: " ")
        let remote = replicas.remote.path
        #expect(
            said
                == "Passphrase:  \(replicas.data("b").path) is a sync replica of '\(remote)' now. Synced with '\(remote)': 0 changes sent, 3 received (1 document updated). [exited 0]",
            "\(screen)")
        #expect(!screen.contains("horse"), "the passphrase was echoed:\n\(screen)")
        #expect(try replicas.run("b", ["meal", "list"]).out.contains("Cake"))
        #expect(try replicas.run("b", ["sync", "status"]).out.contains("\nencrypted     with a passphrase\n"))
    }

    @Test func aWrongPassphraseTypedChangesNothing() throws {
        let replicas = try Self.remote()
        let terminal = try TmuxPane()
        let screen = EncryptedBackupTerminalTests.answer(
            terminal, "--data-dir '\(replicas.data("b").path)' sync clone '\(replicas.remote.path)' --machine b",
            prompts: ["Passphrase:"], answers: [Self.passphrase + "!"])
        // At a terminal the error wraps at a space.
        #expect(
            screen.replacingOccurrences(of: "\n", with: " ").contains(
                "Error: cannot open '_keys/1.age' of the remote: the passphrase is wrong. Nothing was changed here"),
            "\(screen)")
        #expect(screen.contains("[exited 1]"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: replicas.data("b").appendingPathComponent(".sync").path))
    }

    @Test func pipedCloneSaysWhichOptionGivesThePassphrase() throws {
        let replicas = try Self.remote()
        let piped = try replicas.run("b", ["sync", "clone", replicas.remote.path, "--machine", "b"])
        #expect(
            piped.err
                == "Error: '\(replicas.remote.path)' is encrypted with a passphrase; give it with --passphrase-file FILE, or run 'sync clone' at a terminal to type it\n"
        )
        #expect(piped.status == 1)
    }
}
