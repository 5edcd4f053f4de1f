import Foundation
import Testing

/// `help TOPIC` reads a guide of `docs/` from the binary, offline, in the language coach speaks.
struct HelpTopicTests {
    @Test func aTopicPrintsItsGuideFittedToTheTerminal() throws {
        let coach = CoachProcess()
        let units = try coach.run(["help", "numbers"], environment: ["COLUMNS": "80"])
        #expect(units.status == 0)
        let lines = units.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Numbers and units")
        #expect(units.out.contains("\ncoach> 0.1 + 0.2\n0.1 + 0.2 = 0.3\n"), "\(units.out)")
        #expect(lines.allSatisfy { $0.count <= 80 }, "a line is wider than the terminal")
        // No markdown left: code spans are quoted, comments and fences gone.
        #expect(!units.out.contains("```") && !units.out.contains("<!--") && !units.out.contains("`"))
    }

    @Test func aTopicThatIsAlsoACommandSaysWhereItsOptionsAre() throws {
        let sync = try CoachProcess().run(["help", "sync"], environment: ["COLUMNS": "80"])
        #expect(sync.out.hasPrefix("Sync between your machines\n"))
        #expect(sync.out.hasSuffix("\nEvery option of 'sync': 'sync --help'.\n"))
        // '--help' is always the command's own screen, as the guide's last line says.
        let options = try CoachProcess().run(["sync", "--help"], environment: ["COLUMNS": "80"])
        #expect(options.out.hasPrefix("OVERVIEW: Keep one history"), "\(options.out)")
        // Two words still name a command.
        let now = try CoachProcess().run(["help", "sync", "now"], environment: ["COLUMNS": "80"])
        #expect(now.out.hasPrefix("OVERVIEW: Sync now"), "\(now.out)")
    }

    @Test func helpListsTheGuidesAndRussianReadsTheRussianOnes() throws {
        let coach = CoachProcess()
        let list = try coach.run(["help"], environment: ["COLUMNS": "80"])
        #expect(
            list.out.contains(
                "\nGuides ('help TOPIC')\n  checkin    The daily check-in, goals, streaks and reminders\n"))
        let russian = try coach.run(["help", "sync"], environment: ["COLUMNS": "80", "LANG": "ru_RU.UTF-8"])
        #expect(russian.out.hasPrefix("Синхронизация"), "\(russian.out.prefix(200))")
        #expect(russian.out.hasSuffix("\nВсе параметры 'sync': 'sync --help'.\n"))
    }
}
