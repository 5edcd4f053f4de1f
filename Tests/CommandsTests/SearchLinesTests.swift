import ArgumentParser
import TestSupport
import Testing

@testable import Commands

/// `sights near`, `sights search` and `formula search` made from their words without ArgumentParser's parse are
/// what ArgumentParser's parse from the root makes of the same line, on generated lines: plain ones the fast path
/// answers, and every shape it must leave to the full parse.
struct SearchLinesTests {
    static let commands: [[String]] = [["sights", "near"], ["sights", "search"], ["formula", "search"]]

    static let words = [
        "54.1815,45.1816", "mordovia-arena", "arena", "собор", "kinetik", "energy", "Mordovia Arena", "x=y", "0",
        "5", "\u{1B}[31m", "near", "search", "'", String(repeating: "a", count: 300),
    ]

    /// Options with values each takes or refuses, flags, and words the full parse reads otherwise.
    static let options: [[String]] = [
        ["--limit", "5"], ["--limit", "1"], ["--limit", "1000"], ["--limit", "0"], ["--limit", "1001"],
        ["--limit", "+7"], ["--limit", "lots"], ["--limit", ""], ["--limit", "-5"], ["--limit"], ["--limit=5"],
        ["--radius", "800m"], ["--radius", "1.5km"], ["--radius", "lots"], ["--radius", "0m"], ["--lang", "ru"],
        ["--lang", "en"], ["--lang", "de"], ["--lang", "RU"], ["--json"], ["--json", "--json"], ["--"], ["-5"],
        ["-j"], ["--jso"], ["--color", "never"], ["--help"], ["-h"], [""],
    ]

    /// Half of them plain (one or two words, options that read as they stand, each once), so the fast path is
    /// compared often: at least 40 lines of each command's 160 are plain with one word. The same seed, the same lines.
    static func lines(_ seed: TestSeed) -> [[String]] {
        var random = seed.random
        let plainOptions = [["--limit", "3"], ["--lang", "ru"], ["--json"], ["--radius", "2km"]]
        return (0..<160).map { index in
            let plain = index.isMultiple(of: 2)
            let words = plain ? Array(words.prefix(6)) : words
            let count = index.isMultiple(of: 4) ? 1 : Int.random(in: plain ? 1...2 : 0...3, using: &random)
            var parts = (0..<count).map { _ in [words.randomElement(using: &random)!] }
            let extra = Int.random(in: 0...2, using: &random)
            parts +=
                plain
                ? Array(plainOptions.shuffled(using: &random).prefix(extra))
                : (0..<extra).map { _ in options.randomElement(using: &random)! }
            return parts.shuffled(using: &random).flatMap { $0 }
        }
    }

    static func outcome(_ parse: () throws -> ParsableCommand) -> String {
        do {
            let command = try parse()
            return "\(type(of: command)) \(command)"
        } catch { return Coach.fullMessage(for: error) }
    }

    @Test(arguments: commands)
    func aLineMeansWhatItMeansFromTheRoot(command: [String]) throws {
        let seed = TestSeed()
        var made = 0
        for words in Self.lines(seed) {
            let line = command + words
            let root = Self.outcome { try Coach.parseAsRoot(line) }
            #expect(Self.outcome { try CommandPath.parse(line) } == root, "\(line), \(seed)")
            let (found, rest) = try #require(CommandPath.resolve(line), "\(line), \(seed)")
            if let fast = SearchLines.made(found, rest) {
                made += 1
                #expect("\(type(of: fast)) \(fast)" == root, "\(line), \(seed)")
            }
        }
        // It answers the plain lines, so the comparison above compares it.
        #expect(made >= 40, "\(seed)")
    }

    @Test func thePlainLinesAreMadeHere() throws {
        for line in [
            "sights near 54.1815,45.1816 --limit 5", "sights near mordovia-arena --radius 1.5km --lang ru --json",
            "sights search mordovia arna", "sights search --limit 3 собор", "formula search kinetik energy --json",
        ] {
            let words = line.split(separator: " ").map(String.init)
            let (command, rest) = try #require(CommandPath.resolve(words))
            let fast = try #require(SearchLines.made(command, rest), "\(line)")
            #expect("\(type(of: fast)) \(fast)" == Self.outcome { try Coach.parseAsRoot(words) })
        }
    }

    @Test(arguments: [
        "sights near", "sights near a b", "sights near --limit=5 a", "sights near a --limit 5 --limit 6",
        "sights near a --limit 0", "sights near a --radius lots", "sights search", "sights search a -- b",
        "sights search a --json --json", "formula search a --lang de", "formula search a --radius 1km",
    ])
    func otherShapesGoToTheFullParse(line: String) throws {
        let words = line.split(separator: " ").map(String.init)
        let (command, rest) = try #require(CommandPath.resolve(words))
        #expect(SearchLines.made(command, rest) == nil)
    }
}
