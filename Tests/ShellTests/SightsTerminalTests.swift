import Foundation
import Testing

/// The Saransk guide in a real 80×24 terminal: every sight on the map shows its number, and a route is walked one
/// key a stop.
@Suite(.serialized)
struct SightsTerminalTests {
    @Test func everySightOnTheMapShowsItsNumberAt80By24() throws {
        let terminal = try TmuxPane()
        terminal.launch(columns: 80, rows: 24)
        terminal.waitFor("coach>")
        terminal.type("sights map", "Enter")
        let screen = terminal.waitFor("'sights map --all' draws them.")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix("+---") })
        let bottom = try #require(lines[(top + 1)...].firstIndex { $0.hasPrefix("+---") })
        let onMap = lines[(top + 1)..<bottom].flatMap { $0.split { !$0.isNumber }.map { Int($0)! } }
        #expect(onMap.sorted() == Array(1...43), "\(screen)")
        #expect(!screen.contains("no room for its number"), "\(screen)")
        #expect(!lines[bottom...].contains { $0.hasSuffix(" *") || $0.contains("… *") }, "\(screen)")
    }

    @Test func aRouteIsWalkedOneKeyAStopAndTheProfileCountsIt() throws {
        let terminal = try TmuxPane()
        terminal.launch(columns: 80, rows: 24)
        terminal.waitFor("coach>")
        terminal.type("sights route mordovia-arena museum-of-mordovian-folk-culture --walk", "Enter")
        terminal.waitFor("1. Reached Mordovia Arena? [y/N]")
        terminal.type("y")
        terminal.waitFor("2. Reached Museum of Mordovian Folk Culture? [y/N]")
        terminal.type("y")
        let done = terminal.waitFor("completed in all")
        #expect(
            done.contains(
                "1. Reached Mordovia Arena? [y/N] y\n2. Reached Museum of Mordovian Folk Culture? [y/N] y\nRoute completed: 2 of 2 stops reached, +200 XP; 1 route completed in all."
            ), "\(done)")
        terminal.type("sights profile", "Enter")
        #expect(terminal.waitFor("route completed ·").contains("\n1 route completed · 0 ratings\n"))
        terminal.type("sights route mordovia-arena millennium-square --walk", "Enter")
        terminal.waitFor("1. Reached Mordovia Arena? [y/N]")
        terminal.type("q")
        #expect(terminal.waitFor("No stop reached").contains("No stop reached; nothing recorded."))
    }
}
