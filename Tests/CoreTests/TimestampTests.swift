import Core
import Foundation
import Testing

@testable import Storage

/// Stored times are written and read by hand; Foundation's ISO 8601 style is the oracle.
struct TimestampShapeTests {
    static let foundation = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    @Test func timesAreWrittenAsFoundationWritesThemAndReadBack() {
        var random = SeededRandom(seed: 33)
        // From 1600 (Foundation counts earlier days in the Julian calendar) to 9999, to the millisecond.
        for _ in 0..<2000 {
            let milliseconds = Int.random(in: -11_676_096_000_000...253_402_300_799_000, using: &random)
            // 0.4 ms past a whole millisecond, where Foundation's truncation and coach's rounding agree.
            let date = Date(timeIntervalSince1970: (Double(milliseconds) + 0.4) / 1000)
            let text = Timestamp.format(date)
            #expect(text == Self.foundation.format(date), "\(date.timeIntervalSince1970)")
            #expect(Timestamp.parse(text).map { Timestamp.format($0) } == text)
            #expect(Timestamp.parse(text) == Date(timeIntervalSince1970: Double(milliseconds) / 1000))
        }
    }

    @Test(arguments: [
        ("2026-11-21T08:12:00.000Z", 1_795_248_720.0), ("2026-11-21T08:12:00Z", 1_795_248_720.0),
        ("2024-02-29T23:59:59.999Z", 1_709_251_199.999), ("1970-01-01T00:00:00.000Z", 0),
    ])
    func usualShapesAreRead(text: String, seconds: Double) {
        #expect(Timestamp.parse(text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "2026-02-29T08:12:00.000Z", "2026-13-01T08:12:00.000Z", "2026-11-00T08:12:00.000Z", "2026-11-21T24:00:00.000Z",
        "2026-11-21T08:60:00.000Z", "2026-11-21 08:12:00.000Z", "2026-11-21T08:12:00.000", "2026-11-21T08:12:00.0Z",
        "2026-1a-21T08:12:00.000Z", "",
    ])
    func otherShapesAreNotReadByHand(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    /// A year written with a sign has always been read as `CivilDate` reads it.
    @Test func aSignedYearIsReadAsBefore() {
        let ordinal = CivilDate(year: 999, month: 1, day: 1).ordinal
        #expect(Timestamp.parse("+999-01-01T00:00:00.000Z") == Date(timeIntervalSince1970: Double(ordinal) * 86_400))
    }

    /// A day is read from its bytes: as the text split at `-` into parts of four, two and two characters, each read
    /// by `Int`, read it (the reading before, kept here as the oracle), on generated text near the shape.
    @Test func daysAreReadAsTheirPartsReadByIntWould() {
        func oracle(_ text: String) -> CivilDate? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                (1...12).contains(month), (1...CivilDate.length(ofMonth: month, year: year)).contains(day)
            else { return nil }
            return CivilDate(year: year, month: month, day: day)
        }
        var random = SeededRandom(seed: 7)
        let pieces = ["-", "0", "9", "+", "٢", "x", " ", "é", "\r\n", "", "1-", "+1"]
        var texts = [
            "2026-11-21", "+202-11-21", "2026-+1-+5", "2024-02-29", "2026-02-29", "0000-01-01", "2026-11-2", "",
        ]
        for _ in 0..<3000 {
            // A day near the shape (a month up to 13, a day up to 31), then up to two characters replaced.
            func digits(_ value: Int, _ count: Int) -> String {
                String(repeating: "0", count: count - String(value).count) + String(value)
            }
            var text = Array(
                digits(Int.random(in: 0...9999, using: &random), 4) + "-"
                    + digits(Int.random(in: 0...13, using: &random), 2)
                    + "-" + digits(Int.random(in: 0...31, using: &random), 2))
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let place = Int.random(in: 0..<text.count, using: &random)
                text.replaceSubrange(place...place, with: Array(pieces.randomElement(using: &random)!))
                if text.isEmpty { break }
            }
            texts.append(String(text))
        }
        for text in texts {
            #expect(CivilDate(text) == oracle(text), "\(text)")
            #expect(CivilDate(text[...]) == oracle(text), "\(text)")
        }
        #expect(texts.filter { CivilDate($0) != nil }.count > 100)
    }

    /// ISO 8601 writes a year before 1000 in four digits: `334-11-21T…` read back as another moment (the fuzzer found it).
    @Test func yearsBeforeOneThousandAreWrittenInFourDigitsAndReadBack() {
        let year334 = "0334-11-21T08:12:00.000Z"
        #expect(Timestamp.parse(year334).map { Timestamp.format($0) } == year334)
        #expect(Timestamp.format(Date(timeIntervalSince1970: -62_135_596_800 - 86_400)) == "0000-12-31T00:00:00.000Z")
        #expect(Timestamp.parse("0000-12-31T00:00:00.000Z") == Date(timeIntervalSince1970: -62_135_596_800 - 86_400))
    }

    /// A shape Foundation reads is put on the millisecond grid, so what is saved of it reads back the same (the
    /// fuzzer found `08:00:80.005Z`, read as a double just short of `08:01:20.005` and saved as `.004`).
    /// Outside the years ISO 8601 writes in four digits, a time is not read: it could not be written back the same.
    @Test(arguments: ["0334334-11-21T08:12:00.000Z", "10000-01-01T00:00:00Z", "-0001-12-31T23:59:59Z"])
    func aYearOfMoreThanFourDigitsIsNotRead(text: String) {
        #expect(Timestamp.read(text) == nil)
    }

    @Test(arguments: ["2026-11-21T08:00:80.005Z", "2026-11-21T11:01:20.005+03:00", "2026-11-21T08:01:20.0049999Z"])
    func foundationsShapesAreReadToTheMillisecond(text: String) {
        let date = Timestamp.read(text)
        #expect(date.map(Timestamp.format) == "2026-11-21T08:01:20.005Z")
        #expect(date.flatMap { Timestamp.read(Timestamp.format($0)) } == date)
    }
}
