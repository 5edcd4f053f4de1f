import Core
import Foundation
import Storage
import TestSupport
import Testing

/// An area's days held by day give what the dictionary of its days gives: each day's value, the days in order,
/// the count and the last day, whatever order the days come in and however far apart they lie.
struct DayValuesTests {
    static func randomDays(_ count: Int, spread: ClosedRange<Int>, using random: inout some RandomNumberGenerator)
        -> [CalendarDay: Double]
    {
        var days: [CalendarDay: Double] = [:]
        for _ in 0..<count {
            days[CalendarDay(ordinal: Int.random(in: spread, using: &random))] = Double(
                Int.random(in: -5...500, using: &random))
        }
        return days
    }

    /// `values` holds `days`; a failure names `drawn`, the seed and count the days were drawn with.
    static func check(
        _ values: DayValues, against days: [CalendarDay: Double], around spread: ClosedRange<Int>, drawn: String
    ) {
        #expect(values.count == days.count, "\(drawn)")
        #expect(values.isEmpty == days.isEmpty, "\(drawn)")
        #expect(values.byDay == days, "\(drawn)")
        #expect(values.last == days.keys.max(), "\(drawn)")
        var seen: [Int] = []
        values.forEachDay { ordinal, value in
            seen.append(ordinal)
            #expect(days[CalendarDay(ordinal: ordinal)] == value, "day \(ordinal), \(drawn)")
        }
        #expect(seen == days.keys.map(\.ordinal).sorted(), "\(drawn)")
        for ordinal in stride(
            from: spread.lowerBound - 3, through: spread.upperBound + 3, by: max(1, spread.count / 500))
        {
            let day = CalendarDay(ordinal: ordinal)
            #expect(values[day] == days[day], "day \(ordinal), \(drawn)")
        }
    }

    @Test(arguments: [0...0, 0...10, 19_000...23_000, -400_000...400_000])
    func dayValuesHoldWhatTheDictionaryHolds(spread: ClosedRange<Int>) {
        let seed = TestSeed()
        var random = seed.random
        for count in [0, 1, 2, 50, 3_000] {
            let drawn = "\(count) days, \(seed)"
            let days = Self.randomDays(count, spread: spread, using: &random)
            Self.check(DayValues(days), against: days, around: spread, drawn: drawn)
            // Put one by one in any order, some twice: the last put wins, as in a dictionary. Shuffled from the days
            // in order, not the dictionary's, which differs from run to run, so the seed gives the same order.
            var values = DayValues(room: 10)
            var expected: [CalendarDay: Double] = [:]
            let ordered = days.sorted { $0.key < $1.key }
            let again = ordered.shuffled(using: &random).prefix(count / 3).map { ($0.key, $0.value + 1) }
            for (day, value) in ordered.shuffled(using: &random) + again {
                values.put(value, on: day)
                expected[day] = value
            }
            Self.check(values, against: expected, around: spread, drawn: drawn)
            #expect(values.byDay == DayValues(expected).byDay, "\(drawn)")
        }
    }

    @Test func daysPutEarliestFirstAreHeldAsTheyCome() {
        var values = DayValues()
        let first = CalendarDay(year: 2016, month: 11, day: 27)
        for offset in 0..<3_652 where offset % 7 != 3 { values.put(Double(offset), on: first.adding(days: offset)) }
        #expect(values.count == 3_652 - 3_652 / 7 - (3_652 % 7 > 3 ? 1 : 0))
        #expect(values[first.adding(days: 3)] == nil)
        #expect(values[first.adding(days: 3_651)] == 3_651)
        #expect(values[first.adding(days: -1)] == nil)
    }

    /// Each area of a journal reads its days held by day as it reads them into a dictionary.
    @Test func areasReadTheSameDaysEitherWay() throws {
        let store = MemoryStore()
        let calendar = LocalCalendar(timeZone: .utc)
        let breathing = BreathingJournal(store: store, calendar: calendar)
        let meals = MealJournal(store: store, calendar: calendar)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for day in stride(from: 0, to: 400, by: 3) {
            let time = start.addingTimeInterval(Double(day) * 86_400)
            try breathing.log(
                BreathingSessionRecord(
                    start: time, technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cyclesPlanned: 6,
                    cyclesDone: 6, seconds: Double(60 + day), completed: true))
            try meals.add(MealEntry(try MealInput.parse("Soup \(100 + day)"), time: time, photo: nil))
        }
        let sources = AreaSources(store: store, calendar: calendar)
        let (first, last) = (AreaSpan.firstDay, CalendarDay(year: 2030, month: 1, day: 1))
        for area in [BreathingArea(), CaloriesArea(), CheckInArea(), StudyArea()] as [any Area] {
            let days = try area.values(from: first, through: last, in: sources)
            #expect(try area.dayValues(from: first, through: last, in: sources).byDay == days)
            #expect(area.id == "checkin" || area.id == "study" || days.count == 134)
        }
    }
}
