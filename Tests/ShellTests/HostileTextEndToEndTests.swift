import Foundation
import Testing

/// A meal file written by hand (or by an older coach) holds a name with escape codes: every way
/// of listing it shows them as text, and JSON gives the name back exactly.
struct HostileTextEndToEndTests {
    static let name = "Cake\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m"

    /// Control characters a terminal acts on, with newline and tab allowed.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }
    }

    func coachWithHostileMeal() throws -> CoachProcess {
        let coach = CoachProcess()
        let folder = coach.dataDirectory.appendingPathComponent("meals")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file =
            #"{"version": 1, "entries": [{"name": "Cake\u001b]0;pwned\u0007\u001b[2J\u009b31m", "calories": 300, "quantity": 1, "time": "2026-01-15T12:00:00.000Z"}]}"#
        try Data(file.utf8).write(to: folder.appendingPathComponent("2026-01.json"))
        return coach
    }

    @Test(arguments: [["--color", "never"], ["--color", "always"], []])
    func mealListShowsTheNameVisibly(colors: [String]) throws {
        let coach = try coachWithHostileMeal()
        let result = try coach.run(colors + ["meal", "list", "2026-01-15"])
        #expect(result.status == 0)
        #expect(
            Self.controls(in: result.out).allSatisfy { $0 == "\u{1B}" } && !result.out.contains("\u{1B}]")
                && !result.out.contains("\u{1B}[2J"))
        #expect(result.out.contains("Cake^[]0;pwned^G^[[2J\\u{9B}31m"))
        if colors != ["--color", "always"] { #expect(Self.controls(in: result.out).isEmpty) }
    }

    @Test func pipedListingsShowTheNameVisibly() throws {
        let coach = try coachWithHostileMeal()
        let result = try coach.run(input: "meal list 2026-01-15\nmeal foods\n")
        #expect(result.status == 0)
        #expect(Self.controls(in: result.out).isEmpty)
        #expect(result.out.contains("Cake^[]0;pwned^G^[[2J"))
    }

    @Test func jsonGivesTheNameBackExactly() throws {
        let coach = try coachWithHostileMeal()
        let result = try coach.run(["meal", "list", "2026-01-15", "--json"])
        #expect(Self.controls(in: result.out).isEmpty)
        struct Listing: Decodable {
            struct Row: Decodable { var name: String }
            var meals: [Row]
        }
        #expect(try JSONDecoder().decode(Listing.self, from: Data(result.out.utf8)).meals.map(\.name) == [Self.name])
    }

    @Test func errorsEchoTheInputVisiblyOneShotAndPiped() throws {
        let coach = CoachProcess()
        let oneShot = try coach.run(["\u{1B}]0;pwned\u{7}"])
        #expect(oneShot.status == 64)
        #expect(oneShot.err == "Error: unknown command '^[]0;pwned^G'. Type 'help' to see the commands.\n")
        let piped = try coach.run(input: "stopwach\u{1B}[2J\nmeal add Cake\u{1B}[2J 300\n2 + \u{1B}[2J\n")
        #expect(Self.controls(in: piped.err).isEmpty)
        #expect(piped.err.hasPrefix("Error: line 1: unknown command 'stopwach^[[2J'."))
        #expect(
            piped.err.contains(
                "Error: line 2: 'Cake^[[2J 300' contains a control character (^[); type the meal without it, e.g. 'Apple 52'\n"
            ))
        let badOption = try coach.run(["--color", "\u{1B}[2J"])
        #expect(badOption.status == 64)
        #expect(Self.controls(in: badOption.err).isEmpty && badOption.err.contains("^[[2J"))
    }
}
