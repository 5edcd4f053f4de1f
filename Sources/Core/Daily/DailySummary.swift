import Storage

/// What was eaten on one day: how many meals, and their calories.
public struct DayMeals: Equatable, Sendable {
    public var meals: Int
    public var calories: Int

    public init(meals: Int, calories: Int) { (self.meals, self.calories) = (meals, calories) }
}


/// Numbers per day of a month-partitioned log, read through a small summary of each month kept beside
/// it (`meals/.days-Europe_Berlin/2026-11.tsv`, a line a day: `2026-11-21 3 520`) and rebuilt whenever
/// its month file changes, so streaks over ten years never decode ten years of records.
enum DailySummary {
    /// The numbers of each day from `first` through `last`; `count` turns a month's records into them.
    static func read<R: MonthlyRecord>(
        _ type: R.Type, summary name: String = "days", store: any Store, zone: ZoneRules, from first: CalendarDay, through last: CalendarDay,
        records: (LogMonth) throws -> [R], count: ([R]) -> [CalendarDay: [Int]]
    ) throws -> [CalendarDay: [Int]] {
        let folder = "\(R.folder)/.\(name)-" + zone.identifier.replacing("/", with: "_")
        var days: [CalendarDay: [Int]] = [:]
        for month in try MonthLog<R>(store: store).months() where month >= first.logMonth && month <= last.logMonth {
            let summary = try store.derived(at: "\(folder)/\(month.text).tsv", from: MonthLog<R>.path(of: month)) {
                // Records left out for being out of bounds are named in the summary (`!` lines), so every
                // command that reads it warns of them, not only the one that built it.
                let (read, problems) = try StoredValueWarnings.collecting { try records(month) }
                let counted = count(read)
                let lines = problems.map { "!" + $0.line + "\n" }
                    + counted.keys.sorted().map { day in ([day.text] + counted[day]!.map(String.init)).joined(separator: " ") + "\n" }
                return Data(lines.joined().utf8)
            }
            for line in summary.split(separator: UInt8(ascii: "\n")) {
                if line.first == UInt8(ascii: "!") {
                    OutOfBounds(line: line.dropFirst()).map(StoredValueWarnings.report)
                    continue
                }
                guard let (day, numbers) = Self.parse(line), day >= first, day <= last else { continue }
                days[day] = numbers
            }
        }
        return days
    }

    /// `2026-11-21 3 520` read byte by byte (ten years of lines are read on every `today`).
    static func parse(_ line: Data.SubSequence) -> (CalendarDay, [Int])? {
        var fields: [Int] = [], value = 0, digits = 0, negative = false
        var date: [Int] = []
        for byte in line + [UInt8(ascii: " ")] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { return nil }
                (value, digits) = (value * 10 + Int(byte - UInt8(ascii: "0")), digits + 1)
            case UInt8(ascii: "-") where date.count < 2 && fields.isEmpty && digits > 0:
                (date, value, digits) = (date + [value], 0, 0)
            case UInt8(ascii: "-") where digits == 0:
                negative = true
            case UInt8(ascii: " ") where digits > 0:
                if date.count == 2 { date.append(value) } else { fields.append(negative ? -value : value) }
                (value, digits, negative) = (0, 0, false)
            default:
                return nil
            }
        }
        guard date.count == 3, (1...12).contains(date[1]), (1...31).contains(date[2]) else { return nil }
        return (CalendarDay(year: date[0], month: date[1], day: date[2]), fields)
    }

    /// Adds `value` to number `index` of `day`'s numbers (of `width`). Values come from records within
    /// bounds (a meal at most 10,000 kcal, a session at most 12 hours in milliseconds), so a day's sum cannot overflow.
    static func add(_ value: Int, at index: Int, of width: Int, to days: inout [CalendarDay: [Int]], on day: CalendarDay) {
        days[day, default: Array(repeating: 0, count: width)][index] += value
    }
}

extension MealJournal {
    /// Meals and calories of each day from `first` through `last`.
    public func dailyTotals(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: DayMeals] {
        try? finishPendingChange()
        return try DailySummary.read(MealEntry.self, store: store, zone: calendar.timeZone, from: first, through: last,
                                     records: { try storedRecords(in: $0) }) { entries in
            var days: [CalendarDay: [Int]] = [:]
            for entry in entries {
                let day = CalendarDay(entry.time, in: calendar)
                DailySummary.add(1, at: 0, of: 2, to: &days, on: day)
                DailySummary.add(entry.total, at: 1, of: 2, to: &days, on: day)
            }
            return days
        }.compactMapValues { $0.count == 2 ? DayMeals(meals: $0[0], calories: $0[1]) : nil }
    }
}

extension BreathingJournal {
    /// Milliseconds breathed in sessions started on each day from `first` through `last`.
    public func millisecondsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try DailySummary.read(BreathingSessionRecord.self, store: store, zone: calendar.timeZone, from: first, through: last,
                              records: { try MonthLog<BreathingSessionRecord>(store: store).records(in: $0) }) { sessions in
            var days: [CalendarDay: [Int]] = [:]
            for session in sessions {
                DailySummary.add(Int((session.seconds * 1000).rounded()), at: 0, of: 1, to: &days, on: CalendarDay(session.start, in: calendar))
            }
            return days
        }.compactMapValues(\.first)
    }
}

extension StudyJournal {
    /// Cards graded on each day from `first` through `last`.
    public func reviewsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try DailySummary.read(FormulaReview.self, store: store, zone: calendar.timeZone, from: first, through: last,
                              records: { try MonthLog<FormulaReview>(store: store).records(in: $0) }) { reviews in
            var days: [CalendarDay: [Int]] = [:]
            for review in reviews { DailySummary.add(1, at: 0, of: 1, to: &days, on: CalendarDay(review.date, in: calendar)) }
            return days
        }.compactMapValues(\.first)
    }
}

extension CheckInJournal {
    /// The mood of each day from `first` through `last` that has a check-in.
    public func moodsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try DailySummary.read(CheckIn.self, summary: "moods", store: store, zone: ZoneRules.utc, from: first, through: last,
                              records: { try checkIns.records(in: $0) }) { checkIns in
            Dictionary(checkIns.map { ($0.calendarDay, [$0.mood]) }, uniquingKeysWith: { _, later in later })
        }.compactMapValues(\.first)
    }
}
