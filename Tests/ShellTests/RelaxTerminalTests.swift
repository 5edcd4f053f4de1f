import Foundation
import Testing

/// The visual practices in a real terminal: the mouse pushes the particles, and every way of ending
/// gives the terminal back (main screen, cursor, mouse reporting off, line editing and echo on).
@Suite(.serialized)
struct RelaxTerminalTests {
    /// The text of `row` (0-based) from `column` for `width` cells.
    static func cells(_ screen: String, row: Int, from column: Int, width: Int) -> String {
        let lines = screen.components(separatedBy: "\n")
        guard row < lines.count else { return "" }
        return String(Array(lines[row]).dropFirst(column).prefix(width))
    }

    @Test func theMousePushesTheParticlesAwayAndTheyDriftBack() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("relax particles --preset dynamic --minutes 2")
        terminal.waitFor("[Dynamic]")
        #expect(terminal.pane("#{mouse_any_flag}#{mouse_sgr_flag}") == "11", "any-motion SGR mouse reports asked for")
        // At rest the particles lie on a grid round the middle (column 50, row 12).
        let around = { (screen: String) in (9...13).map { Self.cells(screen, row: $0, from: 43, width: 13) } }
        let rest = around(terminal.screen)
        let centre = { (lines: [String]) in
            lines[2...2].map { String(Array($0).dropFirst(5).prefix(3)) }
                + [lines[1], lines[3]].map { String(Array($0).dropFirst(5).prefix(3)) }
        }
        #expect(centre(rest).joined().filter { $0 != " " }.count >= 4, "particles at rest: \(rest)")
        // The pointer moves to the middle and rests there, moving a little: the particles under it move away.
        var pushed: [String] = []
        for step in 0..<30 {
            terminal.tmux(["send-keys", "-t", "0", "-l", "\u{1B}[<35;\(49 + step % 3);12M"])
            usleep(100_000)
            pushed = around(terminal.screen)
            if centre(pushed).joined().allSatisfy({ $0 == " " }) { break }
        }
        #expect(
            centre(pushed).joined().allSatisfy { $0 == " " }, "the particles under the pointer moved away: \(pushed)")
        // Left alone, they come home: the same grid as before.
        var back: [String] = []
        for _ in 0..<60 {
            usleep(100_000)
            back = around(terminal.screen)
            if back == rest { break }
        }
        #expect(back == rest, "the particles drifted back: \(back) against \(rest)")
        terminal.type("q")
        #expect(terminal.waitFor("[exited 0]").contains("You let off steam with the particles for"))
        #expect(terminal.pane("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}#{cursor_flag}") == "0001")
    }

    @Test(arguments: [("particles", SIGTERM), ("fire", SIGHUP), ("scenes", SIGTERM), ("mandala", SIGQUIT)])
    func aSignalMidFrameGivesTheTerminalBack(practice: String, signal: Int32) throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("relax \(practice)")
        terminal.waitFor("q ends")
        #expect(terminal.alternateScreen && !terminal.cursorVisible)
        usleep(300_000)  // frames are being drawn
        try terminal.send(signal)
        terminal.waitFor("[exited \(128 + signal)]")
        #expect(!terminal.alternateScreen)
        #expect(terminal.cursorVisible)
        #expect(terminal.pane("#{mouse_any_flag}#{mouse_sgr_flag}") == "00")
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
        // Typed text comes back as text: no mouse reports, no escape codes.
        terminal.type("echo typed-back", "Enter")
        #expect(terminal.waitFor("\ntyped-back").contains("\ntyped-back"))
    }

    /// Signals coach has no use for still give the terminal back, then end coach as they would have
    /// (bash reports 128 + the signal); a fault (SIGSEGV) does too.
    @Test(arguments: [SIGUSR1, SIGALRM, SIGPIPE, SIGUSR2, SIGSEGV])
    func aSignalCoachDoesNotHandleStillGivesTheTerminalBack(signal: Int32) throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("relax particles")
        terminal.waitFor("q ends")
        #expect(terminal.pane("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}#{cursor_flag}") == "1110")
        usleep(300_000)
        try terminal.send(signal)
        terminal.waitFor("[exited \(128 + signal)]")
        #expect(terminal.pane("#{mouse_any_flag}#{mouse_sgr_flag}#{alternate_on}#{cursor_flag}") == "0001")
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
    }

    /// After `fg` the alternate screen comes back blank: every cell is drawn again, the status line
    /// too, though only its clock changes from frame to frame.
    @Test(arguments: [("fire", " Fire · space lets it die down · q ends · "), ("mandala --seed 7", " Mandala 7 (")])
    func ctrlZThenFgDrawsTheWholePictureAgain(practice: String, status: String) throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("relax \(practice)")
        terminal.waitFor(status)
        terminal.type("C-z")
        terminal.waitFor("Stopped")
        #expect(!terminal.alternateScreen && terminal.cursorVisible)
        terminal.type("fg", "Enter")
        let rows = terminal.waitFor(status).components(separatedBy: "\n")
        #expect(rows.contains { $0.hasPrefix(status) }, "the status line drawn again: \(rows.suffix(2))")
        let picture = rows.filter { !$0.hasPrefix(status) && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(!picture.isEmpty, "the picture drawn again: \(rows)")
        #expect(terminal.alternateScreen && !terminal.cursorVisible)
        terminal.type("q")  // one key, no Enter: key-by-key input is back
        #expect(terminal.waitFor("You ").contains(" for "))  // the end line, below bash's echo of the job
    }

    @Test func ctrlCEndsItCalmlyAndTheSessionIsLogged() throws {
        let terminal = try TmuxPane()
        terminal.launchInBash("relax fire")
        terminal.waitFor("space lets it die down")
        // A smaller window: the fire is laid out again and the status line moves to its last row.
        terminal.tmux(["resize-window", "-t", "0", "-x", "60", "-y", "20"])
        var rows: [String] = []
        for _ in 0..<40 {
            usleep(50_000)
            rows = terminal.screen.components(separatedBy: "\n")
            if rows.count >= 20, rows[19].hasPrefix(" Fire · space") { break }
        }
        #expect(rows.count >= 20 && rows[19].hasPrefix(" Fire · space lets it die down · q ends"), "\(rows.suffix(3))")
        terminal.type("C-c")
        #expect(terminal.waitFor("[exited 0]").contains("You watched the fire for"))
        #expect(terminal.terminalFlags() == ["icanon", "echo"])
        terminal.type("'\(CoachProcess.binary)' relax stats", "Enter")
        #expect(terminal.waitFor("All ").contains("\nFire             1  0:00"))
    }
}
