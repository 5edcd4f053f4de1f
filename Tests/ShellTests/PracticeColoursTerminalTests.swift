import Foundation
import Testing

/// The breathing screen in the colours a person chose, at a real 80×24 terminal (tmux): the circle's from the
/// setting (named in Russian), the background's from the option; and no colour at all under NO_COLOR.
@Suite(.serialized)
struct PracticeColoursTerminalTests {
    /// A pane showing one breathing cycle with the circle set to teal and `arguments` after `breathe`.
    func breathing(_ arguments: String, extra: [String: String] = [:]) throws -> (TmuxPane, String) {
        let terminal = try TmuxPane()
        let set = try terminal.coach.run(["settings", "set", "circle-color", "бирюзовый"])
        #expect(
            set.out
                == "circle-color is now teal: the breathing circle's colour; by default it changes with the phase.\n")
        terminal.launch(columns: 80, rows: 24, extra: extra, arguments: "breathe --cycles 1 " + arguments)
        terminal.waitFor("cycle 1/1")
        return (terminal, terminal.tmux(["capture-pane", "-p", "-e", "-t", "0"]))
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/tmux")))
    func theCircleAndTheBackgroundTakeTheChosenColours() throws {
        // `make test` runs the suite under NO_COLOR=1; empty, it asks for nothing (no-color.org).
        let (terminal, coloured) = try breathing("--background-color purple", extra: ["NO_COLOR": ""])
        let circle = coloured.split(separator: "\n").filter { $0.contains("⣿") }
        #expect(!circle.isEmpty, "\(coloured)")
        // Teal is 30 of the 256 colours, purple 93: the circle is drawn teal on purple (tmux repeats no code that
        // the line before already set).
        let picture = coloured.split(separator: "\n").prefix(20).joined(separator: "\n")
        #expect(picture.contains("\u{1B}[38;5;30m") && picture.contains("48;5;93m"), "\(coloured)")
        #expect(coloured.split(separator: "\n").first?.contains("48;5;93m") == true, "\(coloured)")
        #expect(!coloured.contains("\u{1B}[36m"), "the phase's own cyan gave way to the chosen colour")
        terminal.type("q")
        let after = terminal.waitFor("[exited 0]")
        #expect(after.contains("Ended early after 0 of 1 cycles: "), "\(after)")
        #expect(after.contains("\nAchievement: First session (Breathing) — do a first session\n[exited 0]"), "\(after)")
    }

    @Test(NeededTool.needed(NeededTool("/usr/bin/tmux")))
    func noColourUnderNoColor() throws {
        let (terminal, shown) = try breathing("--background-color purple", extra: ["NO_COLOR": "1"])
        #expect(shown.contains("⣿"), "\(shown)")
        #expect(!shown.contains("\u{1B}["), "\(shown)")
        terminal.type("q")
        terminal.waitFor("[exited 0]")
    }
}
