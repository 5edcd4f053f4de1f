import Foundation
import Testing

/// At the prompt, text from history and from background timers cannot retitle or clear the terminal.
@Suite(.serialized)
struct TerminalEscapeTests {
    @Test func aHostileHistoryLineIsShownNotObeyed() throws {
        let terminal = try TmuxPane()
        try "stopwatch\nmeal add Cake\u{1B}]0;pwned\u{7}\u{1B}[2J 300\n".write(
            to: terminal.coach.historyFile, atomically: true, encoding: .utf8)
        terminal.launchAtPrompt()
        let title = terminal.pane("#{pane_title}")
        terminal.type("history", "Enter")
        let listed = terminal.waitFor("3  history")
        #expect(listed.contains("Welcome to coach"))  // not cleared
        #expect(listed.contains("2  meal add Cake^[]0;pwned^G^[[2J 300\n3  history"))
        terminal.type("Up", "Up")
        // libedit's own rendering.
        #expect(terminal.waitFor("coach> meal add").contains("coach> meal add Cake^[]0;pwned^G^[[2J 300"))
        terminal.type("Enter")
        #expect(
            terminal.waitFor("contains a control").contains(
                "Error: 'Cake^[]0;pwned^G^[[2J 300' contains control characters (^[, ^G)"))
        #expect(terminal.screen.contains("Welcome to coach"))
        #expect(terminal.pane("#{pane_title}") == title)
    }

    @Test func aTimerLabelWithAnEscapeCodeIsShownWhenItRings() throws {
        let terminal = try TmuxPane()
        terminal.launchAtPrompt()
        let title = terminal.pane("#{pane_title}")
        terminal.type("timer 1s tea", "C-v", "Escape", "]0;pwned", "C-v", "C-g", "Enter")
        #expect(terminal.waitFor("is done.").contains("Time's up: timer 1 (1s tea^[]0;pwned^G) is done."))
        terminal.type("timer list", "Enter")
        terminal.waitFor("No timers")
        #expect(terminal.pane("#{pane_title}") == title)
        #expect(terminal.screen.contains("Welcome to coach"))
    }
}
