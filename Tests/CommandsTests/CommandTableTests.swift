import ArgumentParser
import Core
import TestSupport
import Testing

@testable import Commands

/// Every command the generated table makes (`CommandTable`) is what ArgumentParser's parse from the root makes of the
/// same line: on lines generated from each command's own declaration (its options with values they take and refuse,
/// its flags, words), plain ones the table answers and every shape it must leave to the parse.
struct CommandTableTests {
    /// The table's commands by their names, with ArgumentParser's description of each.
    static let commands: [(path: String, info: CommandDump.Command)] = {
        guard let dump = CommandDump.load() else { return [] }
        var found: [(path: String, info: CommandDump.Command)] = []
        func walk(_ info: CommandDump.Command, _ path: [String]) {
            guard let children = info.subcommands, !children.isEmpty else {
                found.append((path.joined(separator: " "), info))
                return
            }
            for child in children { walk(child, path + [child.commandName]) }
        }
        walk(dump.command, [])
        return found.filter { CommandTable.paths.contains($0.path) }
    }()

    static let words = [
        "7", "probe", "0.5", "12", "ru", "en", "mordovia-arena", "kinetic-energy", "2026-11-20", "yesterday",
        "tomorrow", "2026-12-01", "5m", "собор", "x=y",
        "Mordovia Arena", "\u{1B}[31m", "0", "-5", "--", "", String(repeating: "a", count: 120),
    ]

    /// Lines for one command: half plain (each option once with a value of its own or a probe, flags once, words), half
    /// of any shape. The same seed, the same lines.
    static func lines(for info: CommandDump.Command, _ random: inout SeededRandom) -> [[String]] {
        let arguments = info.arguments ?? []
        let options = arguments.filter { $0.kind == "option" }.flatMap { option in
            option.longNames.map { name in (name, (option.allValues ?? []) + ["7", "probe", "0.5"]) }
        }
        let flags = arguments.filter { $0.kind == "flag" }.flatMap(\.longNames)
        return (0..<20).map { index in
            let plain = index.isMultiple(of: 2)
            var parts: [[String]] = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                [
                    plain
                        ? ["7", "probe", "ru", "mordovia-arena", "yesterday"].randomElement(using: &random)!
                        : words.randomElement(using: &random)!
                ]
            }
            for (name, values) in options.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                parts.append(
                    plain
                        ? [name, values.randomElement(using: &random)!] : [name, words.randomElement(using: &random)!])
            }
            parts += flags.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)).map { [$0] }
            if !plain, Bool.random(using: &random) {
                parts.append([["--help"], ["-h"], ["--limit=5"], ["--json", "--json"]].randomElement(using: &random)!)
            }
            return parts.shuffled(using: &random).flatMap { $0 }
        }
    }

    static func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            let command = try parse()
            return "\(type(of: command)) \(command)"
        } catch { return Coach.fullMessage(for: error) }
    }

    /// The day lines are read on: a later day is one the day options refuse.
    static let today = CalendarDay(year: 2026, month: 11, day: 28)

    @Test func everyCommandOfTheTableMeansWhatItMeansFromTheRoot() throws {
        try ParseClock.with(today: Self.today) { try compareEveryCommand() }
    }

    func compareEveryCommand() throws {
        let seed = TestSeed()
        var random = seed.random
        var made = 0
        #expect(Self.commands.count == CommandTable.paths.count, "\(seed)")
        for (path, info) in Self.commands {
            let names = path.split(separator: " ").map(String.init)
            for words in [[]] + Self.lines(for: info, &random) {
                let line = names + words
                let root = Self.outcome { try Coach.parseAsRoot(line) }
                #expect(Self.outcome { try CommandPath.parse(line) } == root, "\(line), \(seed)")
                if let fast = CommandTable.made(path, words[...]) {
                    made += 1
                    #expect("\(type(of: fast)) \(fast)" == root, "\(line), \(seed)")
                }
            }
        }
        // The table answers the plain lines, so the comparison above compares it.
        #expect(made >= Self.commands.count * 2, "\(made) lines made by the table, \(seed)")
    }

    /// Every command of the table that ArgumentParser makes from no words of its own, the table makes too.
    @Test func everyCommandNamedAloneIsMadeByTheTable() {
        for (path, _) in Self.commands {
            let names = path.split(separator: " ").map(String.init)
            guard (try? Coach.parseAsRoot(names)) != nil else { continue }
            #expect(CommandTable.made(path, []) != nil, "\(path)")
        }
    }

    /// The lines the benchmarks time are made by the table.
    @Test(arguments: [
        "stopwatch", "today", "goal", "meal", "meal list 2026-11-20", "formula show kinetic-energy",
        "sights show mordovia-arena",
        "sights near 54.1815,45.1816 --limit 5", "sights near --limit 3",
        "sights near mordovia-arena --radius 1.5km --lang ru --json",
        "sights search mordovia arna", "sights search --limit 3 собор", "formula search kinetik energy --json",
        "calc 2+2", "calc 1/7 --digits 30 --fraction", "remind add 08:15 stretch",
    ])
    func theLinesPeopleSendMostAreMadeByTheTable(line: String) throws {
        try ParseClock.with(today: Self.today) {
            let words = line.split(separator: " ").map(String.init)
            let (_, path, rest) = try #require(CommandPath.resolve(words))
            let fast = try #require(CommandTable.made(path, rest), "\(line)")
            #expect("\(type(of: fast)) \(fast)" == Self.outcome { try Coach.parseAsRoot(words) })
        }
    }

    @Test(arguments: [
        "meal list 2026-12-01", "meal list tomorrow", "sights near a b", "sights near --limit=5 a",
        "sights near a --limit 5 --limit 6",
        "sights near a --limit 0", "sights near a --radius lots", "sights search", "sights search a -- b",
        "sights search a --json --json", "formula search a --lang de", "formula search a --radius 1km", "meal -5",
        "calc -5 + 2", "calc -- -x + 1", "calc 2 --frac",
    ])
    func otherShapesGoToTheParse(line: String) throws {
        try ParseClock.with(today: Self.today) {
            let words = line.split(separator: " ").map(String.init)
            let (_, path, rest) = try #require(CommandPath.resolve(words))
            #expect(CommandTable.made(path, rest) == nil)
        }
    }
}
