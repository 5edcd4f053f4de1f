import ArgumentParser
import Core
import Testing

@testable import Commands

/// The fast path finds the same command with the same values as ArgumentParser's parse from the root.
struct CommandPathTests {
    @Test(arguments: [
        ("stopwatch", "Status", "stopwatch status", []), ("meal", "MealList", "meal list", []),
        ("meal 2026-11-20", "MealList", "meal list", ["2026-11-20"]),
        ("meal remove 1", "MealDelete", "meal delete", ["1"]),
        ("formulas show kinetic-energy", "FormulaShow", "formula show", ["kinetic-energy"]),
        ("goal calories 1800", "GoalShow", "goal show", ["calories", "1800"]),
        ("breathe box --cycles 2", "BreatheStart", "breathe start", ["box", "--cycles", "2"]),
    ])
    func theLeadingWordsNameTheCommand(line: String, command: String, path: String, rest: [String]) throws {
        let (found, names, words) = try #require(CommandPath.resolve(line.split(separator: " ").map(String.init)))
        #expect(String(describing: found).hasSuffix(command))
        #expect(names == path)
        #expect(Array(words) == rest)
    }

    /// A line starts with the root's subcommands, by name and alias, as ArgumentParser declares them, and nothing else.
    @Test func aLineStartsWithTheRootsSubcommands() {
        var names: Set<String> = []
        for command in Coach.configuration.subcommands {
            for name in [command._commandName] + command.configuration.aliases {
                names.insert(name)
                #expect(CommandPath.isCommand(name), "\(name)")
            }
        }
        for word in ["coach", "Stopwatch", "stop", "list", "show", "", "formul", "quits"] {
            #expect(!CommandPath.isCommand(word), "\(word)")
        }
        #expect(names.count == 35)
    }

    @Test(arguments: [
        "stopwatch", "goal", "today", "meal", "meal list", "goal show", "stopwatch status", "meal list 2026-11-20",
        "meal add Apple 52 --time 08:30",
        "formula show kinetic-energy --json",
        "formula solve kinetic-energy m=2 E=9", "sights show mordovia-arena", "breathe coherence --inhale 6 --cycles 3",
        "timer start 5m tea", "checkin --mood 4 --energy 3 --note ok", "today --date yesterday --json",
        "stopwatch --color never", "remind add every 2h 09:00-18:00 breathe", "remind add 08:00 --days mon,wed checkin",
        "remind edit 2 09:00 --weekdays --what checkin --note morning", "meal show 1 --open",
        "insights", "insights month --area mood", "insights calendar --year", "export --format json --output -",
        "report --month 2026-11", "backup /tmp/b.json --force", "restore /tmp/b.json --replace",
        "sound ocean --minutes 20 --volume 40", "sound rain --sound-file /tmp/r.wav", "sound test",
        "breathe box --sound rain --cues --volume 30", "breathe save evening --inhale 5 --exhale 8 --sound ocean",
        "relax fire --minutes 5 --fps 20", "relax particles --preset bouncy --radius 120 --keys",
        "relax mandala --breathe 4-6 --sound rain --cues",
        "relax scenes --interval 30s --scene 2 --speed 0.5", "relax stats --days 7 --json",
    ])
    func aLineMeansWhatItMeantFromTheRoot(line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let fast = try CommandPath.parse(words)
        let root = try Coach.parseAsRoot(words)
        #expect(type(of: fast) == type(of: root))
        #expect(String(describing: fast) == String(describing: root))
    }

    /// A line read again gives what it gave the first time, and is read anew on another day: a day after today is
    /// refused on the day before it and taken on the day after.
    @Test func aLineReadAgainMeansTheSameOnTheSameDay() throws {
        let words = ["meal", "list", "2026-11-21"]
        let (before, after) = (CalendarDay(year: 2026, month: 11, day: 20), CalendarDay(year: 2026, month: 11, day: 22))
        let first = try ParseClock.with(today: after) { try CommandPath.parse(words) }
        let again = try ParseClock.with(today: after) { try CommandPath.parse(words) }
        #expect(String(describing: again) == String(describing: first))
        #expect(
            String(describing: again)
                == String(describing: try ParseClock.with(today: after) { try Coach.parseAsRoot(words) }))
        #expect(throws: (any Error).self) { try ParseClock.with(today: before) { try CommandPath.parse(words) } }
        for number in 0...ParsedLines.most { _ = try CommandPath.parse(["sights", "show", "place-\(number)"]) }
        #expect(
            String(describing: try CommandPath.parse(["stopwatch"]))
                == String(describing: try Coach.parseAsRoot(["stopwatch"])))
    }

    @Test(arguments: ["meal list --bogus", "formula solve", "goal calories", "meal add --help"])
    func mistakesAndHelpAreAnsweredFromTheRoot(line: String) {
        let words = line.split(separator: " ").map(String.init)
        func outcome(_ parse: () throws -> ParsableCommand) -> String {
            do { return String(describing: try parse()) } catch { return Coach.fullMessage(for: error) }
        }
        #expect(outcome { try CommandPath.parse(words) } == outcome { try Coach.parseAsRoot(words) })
    }

    @Test(arguments: [
        ("meal add Apple 52", true), ("meal", true), ("coach> meal add 'Green tea' 5", true),
        ("formula show ohms-law", true),
        ("sights near 54.18,45.18", true), ("today", true), ("stopwatch", true), ("meal add --help", false),
        ("breathe", false),
        ("timer start 5m", false), ("formula quiz", false), ("checkin", false), ("meal delete 1", false),
        ("stopwatch start", false),
    ])
    func onlyQuickCommandsRunInAGroup(line: String, groups: Bool) {
        #expect(LineRunner.savesWithOthers(line) == groups)
    }
}
