import Foundation
import Testing

/// Passphrases typed in a real 80×24 terminal, never echoed: coach asks twice when it encrypts and once when it
/// restores; `age -d` (which reads a passphrase only from a terminal) opens what coach sealed, and coach restores
/// what `age -p` sealed.
@Suite(.serialized)
struct EncryptedBackupTerminalTests {
    static let passphrase = "correct horse battery"

    /// Runs `arguments` one-shot in a fresh pane of `terminal` and answers each passphrase prompt (`prompts`, in
    /// order) with `answers`; returns the screen once the program has ended.
    static func answer(
        _ terminal: TmuxPane, program: String = CoachProcess.binary, _ arguments: String, prompts: [String],
        answers: [String]
    ) -> String {
        terminal.program = program
        terminal.launch(columns: 80, rows: 24, arguments: arguments)
        for (prompt, answer) in zip(prompts, answers) {
            terminal.waitFor(prompt)
            terminal.type("-l", answer)
            terminal.type("Enter")
        }
        terminal.waitFor("[exited")
        // Lines the terminal wrapped at 80 columns joined again, so a long message reads whole.
        return terminal.tmux(["capture-pane", "-p", "-J", "-t", "0"])
    }

    @Test func coachAsksTwiceWithoutEchoAndAgeOpensTheBackup() throws {
        let (source, _, _) = try EncryptedBackupTests.source()
        let file = source.home.appendingPathComponent("b.age")
        let sealing = try TmuxPane()
        let screen = Self.answer(
            sealing, "backup --encrypt '\(file.path)'", prompts: ["Passphrase:", "The same passphrase again:"],
            answers: [Self.passphrase, Self.passphrase])
        #expect(screen.contains("encrypted with age.") && screen.contains("[exited 0]"), "\(screen)")
        #expect(!screen.contains("horse"), "the passphrase was echoed:\n\(screen)")
        sealing.killServer()
        let out = source.home.appendingPathComponent("out.json")
        let opening = try TmuxPane()
        let opened = Self.answer(
            opening, program: EncryptedBackupTests.age, "-d -o '\(out.path)' '\(file.path)'",
            prompts: ["Enter passphrase"], answers: [Self.passphrase])
        #expect(opened.contains("[exited 0]"), "\(opened)")
        #expect(try String(contentsOf: out, encoding: .utf8).contains("\"format\" : \"coach-backup\""))
    }

    @Test func coachRestoresWhatAgeSealedWithAPassphrase() throws {
        let (source, _, _) = try EncryptedBackupTests.source()
        let plain = source.home.appendingPathComponent("plain.json")
        #expect(try source.run(["backup", plain.path]).status == 0)
        let file = source.home.appendingPathComponent("p.age")
        let sealing = try TmuxPane()
        let sealed = Self.answer(
            sealing, program: EncryptedBackupTests.age, "-p -o '\(file.path)' '\(plain.path)'",
            prompts: ["Enter passphrase", "Confirm passphrase"], answers: [Self.passphrase, Self.passphrase])
        #expect(sealed.contains("[exited 0]"), "\(sealed)")
        let restoring = try TmuxPane()
        let wrong = Self.answer(
            restoring, "restore '\(file.path)'", prompts: ["Passphrase:"], answers: [Self.passphrase + "!"])
        // At a terminal the error wraps at a space.
        #expect(
            wrong.replacingOccurrences(of: "\n", with: " ").contains(
                "Error: cannot decrypt '\(file.path)': the passphrase is wrong; nothing was restored"), "\(wrong)")
        #expect(wrong.contains("[exited 1]"))
        restoring.killServer()
        let again = try TmuxPane()
        let screen = Self.answer(again, "restore '\(file.path)'", prompts: ["Passphrase:"], answers: [Self.passphrase])
        #expect(screen.contains("[exited 0]") && screen.contains("0 already here, 0 conflicts."), "\(screen)")
        #expect(!screen.contains("horse"), "the passphrase was echoed:\n\(screen)")
        let listed = try again.coach.run(["meal", "list", "2026-03-01"])
        #expect(listed.out.contains("Cake"))
    }

    @Test func twoPassphrasesThatDifferWriteNothing() throws {
        let (source, _, _) = try EncryptedBackupTests.source()
        let file = source.home.appendingPathComponent("b.age")
        let terminal = try TmuxPane()
        let screen = Self.answer(
            terminal, "backup --encrypt '\(file.path)'", prompts: ["Passphrase:", "The same passphrase again:"],
            answers: [Self.passphrase, Self.passphrase + "x"])
        #expect(screen.contains("Error: the two passphrases differ; nothing was written"), "\(screen)")
        #expect(screen.contains("[exited 1]"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
