import Foundation
import Testing

/// Long views at a terminal go through the pager as git's do (`less` with LESS=FRX); `--no-pager`, a short view and a
/// pipe are written as they are.
@Suite(.serialized)
struct PagerTerminalTests {
    /// `formula list` is some 200 lines: less shows the first screen and waits at its prompt; q gives the shell back.
    @Test func aLongViewIsPagedAndQLeavesIt() throws {
        let terminal = try TmuxPane()
        terminal.launch(
            columns: 80, rows: 24, extra: ["COACH_PAGER": "less", "LESS": "FRX"], arguments: "formula list")
        let screen = terminal.waitUntil { $0.split(separator: "\n").last == ":" }
        #expect(screen.hasPrefix("Mathematics · Geometry\n"), "\(screen)")
        #expect(!screen.contains("[exited"))
        terminal.type("q")
        // -X leaves what was read on the screen: the first page stays in the scrollback above the shell's prompt.
        #expect(terminal.waitFor("[exited 0]").contains("[exited 0]"))
    }

    @Test func noPagerWritesTheViewAsItIs() throws {
        let terminal = try TmuxPane()
        terminal.launch(
            columns: 80, rows: 24, extra: ["COACH_PAGER": "less", "LESS": "FRX"],
            arguments: "--no-pager formula list")
        let screen = terminal.waitFor("[exited 0]")
        #expect(screen.contains("'formula show ID' for one.\n[exited 0]"), "\(screen)")
    }

    /// A view that fits the screen never starts the pager: a pager that could not start would say so.
    @Test func aViewThatFitsIsWrittenWithoutThePager() throws {
        let terminal = try TmuxPane()
        terminal.launch(
            columns: 80, rows: 24, extra: ["COACH_PAGER": "echo PAGER RAN; cat"], arguments: "checkin list")
        let screen = terminal.waitFor("[exited 0]")
        #expect(screen.hasPrefix("No check-ins in the last 7 days."), "\(screen)")
        #expect(!screen.contains("PAGER RAN"))
    }

    /// In the shell the pager runs for each long view, and the prompt comes back after it.
    @Test func theShellPagesALongViewAndComesBackToItsPrompt() throws {
        let terminal = try TmuxPane()
        terminal.launch(columns: 80, rows: 24, extra: ["COACH_PAGER": "less", "LESS": "FRX"])
        terminal.waitFor("coach>")
        terminal.type("help study", "Enter")
        terminal.waitUntil { $0.split(separator: "\n").last == ":" }
        terminal.type("q")
        terminal.waitUntil { $0.split(separator: "\n").last?.hasPrefix("coach>") == true }
        terminal.type("2+2", "Enter")
        #expect(terminal.waitFor("= 4\ncoach>").contains("coach> 2+2\n2 + 2 = 4\ncoach>"))
    }

    /// Piped, nothing is paged, whatever the pager says.
    @Test func pipedOutputIsNeverPaged() throws {
        let coach = CoachProcess()
        let result = try coach.run(["formula", "list"], environment: ["COACH_PAGER": "echo PAGER RAN"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("Mathematics · Geometry\n"))
        #expect(!result.out.contains("PAGER RAN"))
    }
}
