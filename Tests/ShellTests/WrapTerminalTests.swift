import Foundation
import Testing

/// Every line coach writes at a terminal wraps at spaces, errors and questions included: no word is cut at the
/// terminal's edge.
@Suite(.serialized)
struct WrapTerminalTests {
    /// The lines of `screen` before `end`, each no wider than `columns`, read as one text.
    static func unwrapped(_ screen: String, before end: String, columns: Int) -> (text: String, fits: Bool) {
        let lines = screen.components(separatedBy: end)[0].split(separator: "\n").map(String.init)
        return (lines.joined(separator: " "), lines.allSatisfy { $0.count <= columns })
    }

    @Test func anErrorWrapsAtSpacesAtTheTerminal() throws {
        let terminal = try TmuxPane()
        let piped = try terminal.coach.run(["remind", "add", "08:15", "bogus"])
        // Piped, a message stays on one line for the program that reads it.
        #expect(piped.err.hasPrefix("Error: 'bogus' is not a coach command."))
        #expect(piped.err.split(separator: "\n").count == 1)
        terminal.launch(columns: 60, rows: 24, arguments: "remind add 08:15 bogus")
        let (text, fits) = Self.unwrapped(terminal.waitFor("[exited 1]"), before: "\n[exited", columns: 60)
        #expect(fits)
        #expect(text == piped.err.trimmingCharacters(in: .newlines))
    }

    @Test func aQuestionWrapsAtSpacesAndTheAnswerFollowsIt() throws {
        let terminal = try TmuxPane()
        #expect(try terminal.coach.run(["meal", "add", "Grilled chicken with rice and vegetables", "520"]).status == 0)
        terminal.launch(columns: 50, rows: 24, arguments: "meal add Grilled chicken with rice and vegetables 520")
        let screen = terminal.waitFor("[c]ancel?")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.count <= 50 }, "\(screen)")
        #expect(lines.joined(separator: " ").hasSuffix("[a]dd another, [r]eplace, [c]ancel?"), "\(screen)")
        #expect(lines.count > 1)
        terminal.type("c")
        let done = terminal.waitFor("[exited")
        #expect(done.contains("[c]ancel? c\n"), "\(done)")
    }
}
