import Foundation
import Storage
import Testing

@testable import Core

/// A summary line, `2026-11-21 3 520`, is read on bytes with its day taken from fixed places when it has the
/// usual shape (`today` reads ten years of them an area): the reading must be the words' own, whatever the shape.
struct SummaryLineTests {
    /// The line read as words: the day, then each number; nil when any of it is not one.
    static func asWords(_ line: String) -> (CalendarDay, [Int])? {
        var words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard !words.isEmpty else { return nil }
        let date = words.removeFirst().split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard date.count == 3, let year = date[0], let month = date[1], let day = date[2], year >= 0,
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let numbers = words.map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return (CalendarDay(year: year, month: month, day: day), numbers.map { $0! })
    }

    @Test func generatedLinesAreReadAsTheirWordsSay() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<5000 {
            let (year, month, day) = (
                Int.random(in: 1900...2100, using: &random), Int.random(in: 0...13, using: &random),
                Int.random(in: 0...32, using: &random)
            )
            // Mostly the written shape, sometimes without the zeros or with a year of another width.
            let padded = Bool.random(using: &random) || Bool.random(using: &random)
            let date =
                padded
                ? "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
                : "\(year * Int.random(in: 1...11, using: &random))-\(month)-\(day)"
            let numbers = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                String(Int.random(in: -50_000_000...50_000_000, using: &random))
            }
            var line = ([date] + numbers).joined(separator: " ")
            if Int.random(in: 0..<20, using: &random) == 0 {
                line.insert(
                    "x", at: line.index(line.startIndex, offsetBy: Int.random(in: 0..<line.count, using: &random)))
            }
            let read = DailySummary.parse(Data(line.utf8)[...])
            let expected = Self.asWords(line)
            #expect(read?.0 == expected?.0 && read?.1 == expected?.1, "\(line)")
        }
    }

    @Test(arguments: [
        "2026-11-21", "2026-11-21 3 520", "2026-11-21 -4", "2026-11-2x 3", "2026-13-01 1", "2026-11-00 1",
        "2026-11-21x",
        "2026-11-21-1", "2026-1-21 7", "12026-11-21 1", "2026-11-21 ", "2026-11-21  1", "", "!2026-11-21 1",
        "2026-11-21 --5", "2026--11-21 5", "-2026-11-21 5", "2026-11-21 5 ", "2026-11-21 - 5", "2026-11-21 5-3",
        "2026-11-21 -", "2026-11-21 -0", "0000-01-01 1", "2026-11-21 123456789012345678 -1",
    ])
    func unusualLinesAreReadAsTheirWordsSay(line: String) {
        let read = DailySummary.parse(Data(line.utf8)[...])
        let expected = Self.asWords(line)
        #expect(read?.0 == expected?.0 && read?.1 == expected?.1)
    }
}
