import Foundation
import Testing

/// Formula Hub in a real terminal: Tab after `formula solve ID` offers the formula's variables.
@Suite(.serialized)
struct FormulaHubTerminalTests {
    @Test func tabCompletesTheVariablesOfTheFormulaToSolve() throws {
        let terminal = try TmuxPane()
        terminal.launchAtPrompt()
        terminal.type("formula solve circle-area ", "Tab", "Tab")
        #expect(terminal.waitFor("r=").contains("A=  r="))
        // One candidate: the name and its `=`, and no space, so the value follows it.
        terminal.type("r", "Tab")
        terminal.waitFor("coach> formula solve circle-area r=")
        terminal.type("3", "Enter")
        #expect(terminal.waitFor("m²").contains("coach> formula solve circle-area r=3\nA ≈ 28.27433388 m²"))
    }
}
