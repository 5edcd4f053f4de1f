import ArgumentParser
import Core
import TestSupport
import Testing

@testable import Commands

/// `meal list DATE`, `formula show ID` and `sights show ID` made from their one word without ArgumentParser's parse
/// are what ArgumentParser's parse from the root makes of the same line, on generated words: every plain word the
/// fast path takes, and the words it must leave to the full parse (options, `--`, empty, refused days, help).
struct OneWordCommandsTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 27)

    /// The seed the words below are drawn from, named in every failure.
    static let seed = TestSeed()

    /// Days around today in every spelling the date takes or refuses, and words of every other kind.
    static let words: [String] = {
        var random = seed.random
        var words = [
            "today", "yesterday", "tomorrow", "Today", "2026-11-27", "2026-11-28", "2026-02-29", "2024-02-29",
            "2026-13-01", "0000-01-01", "9999-12-31", "1970-01-01", "2026-1-5", "20261127", "27.11.2026", "",
            "-", "--", "-h", "--help", "--json", "-5", "--lang", "help", "mordovia-arena", "ohms-law",
            "kinetic-energy", "lenin-monumnet", "Mordovia Arena", "кафедральный-собор", "a b", "x=y", "'", "\"",
            "\u{1B}[31m", "show", "list", "1", String(repeating: "a", count: 300),
        ]
        for _ in 0..<150 {
            let day = today.adding(days: Int.random(in: -4000...40, using: &random))
            words.append(day.text)
            let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789-._ ")
            words.append(
                String((0..<Int.random(in: 1...20, using: &random)).map { _ in letters.randomElement(using: &random)! })
            )
        }
        return words
    }()

    @Test func aOneWordLineMeansWhatItMeansFromTheRoot() throws {
        var made = 0
        for word in Self.words {
            for line in [
                ["meal", "list", word], ["meal", word], ["formula", "show", word], ["sights", "show", word],
            ] {
                func outcome(_ parse: () throws -> ParsableCommand) -> String {
                    do {
                        let command = try ParseClock.with(today: Self.today) { try parse() }
                        return "\(type(of: command)) \(command)"
                    } catch { return Coach.fullMessage(for: error) }
                }
                let root = outcome { try Coach.parseAsRoot(line) }
                #expect(outcome { try CommandPath.parse(line) } == root, "\(line), \(Self.seed)")
                // The fast path itself, where it answers: the same command as the root's parse.
                let (command, rest) = try #require(CommandPath.resolve(line), "\(line), \(Self.seed)")
                if rest.count == 1,
                    let fast = ParseClock.with(
                        today: Self.today, { OneWordCommands.made(command, rest[rest.startIndex]) })
                {
                    made += 1
                    #expect("\(type(of: fast)) \(fast)" == root, "\(line), \(Self.seed)")
                }
            }
        }
        // It answers the plain lines, so the comparison above compares it.
        #expect(made > Self.words.count * 2, "\(Self.seed)")
    }

    @Test(arguments: ["--", "-h", "--json", "-5", ""])
    func wordsArgumentParserReadsOtherwiseGoToTheFullParse(word: String) throws {
        for command in [MealList.self, FormulaShow.self, SightsShow.self] as [ParsableCommand.Type] {
            #expect(OneWordCommands.made(command, word) == nil)
        }
    }

    @Test func aDayAfterTodayIsLeftToTheFullParse() {
        let tomorrow = Self.today.adding(days: 1).text
        #expect(ParseClock.with(today: Self.today) { OneWordCommands.made(MealList.self, tomorrow) } == nil)
        #expect(ParseClock.with(today: Self.today) { OneWordCommands.made(MealList.self, Self.today.text) } != nil)
    }

    @Test func aCommandWithoutAFastPathIsLeftToTheFullParse() {
        #expect(OneWordCommands.made(MealDelete.self, "1") == nil)
    }
}
