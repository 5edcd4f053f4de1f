import PureC
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
        _ type: R.Type, summary name: String = "days", store: any Store, calendar: LocalCalendar,
        from first: CalendarDay,
        through last: CalendarDay,
        records: (LogMonth) throws -> [R], count: ([R]) -> [CalendarDay: [Int]]
    ) throws -> [CalendarDay: [Int]] {
        var days: [CalendarDay: [Int]] = [:]
        try forEachDay(
            type, summary: name, store: store, calendar: calendar, from: first, through: last, records: records,
            count: count
        ) {
            days[$0] = Array($1)
        }
        return days
    }

    /// The first number of each day from `first` through `last`: for the summaries of one number a day.
    static func firstNumbers<R: MonthlyRecord>(
        _ type: R.Type, summary name: String = "days", store: any Store, calendar: LocalCalendar,
        from first: CalendarDay,
        through last: CalendarDay,
        records: (LogMonth) throws -> [R], count: ([R]) -> [CalendarDay: [Int]]
    ) throws -> [CalendarDay: Int] {
        try firstNumbers(
            type, summary: name, store: store, calendar: calendar, from: first, through: last, records: records,
            count: count,
            as: { $0 })
    }

    /// The first number of each day made a value by `value`, in the one table an area's days are read into.
    static func firstNumbers<R: MonthlyRecord, T: DayTable>(
        _ type: R.Type, summary name: String = "days", store: any Store, calendar: LocalCalendar,
        from first: CalendarDay,
        through last: CalendarDay,
        records: (LogMonth) throws -> [R], count: ([R]) -> [CalendarDay: [Int]], as value: (Int) -> T.Value
    ) throws -> T {
        var days = T(room: min(last.ordinal - first.ordinal + 1, 4000))
        try forEachDay(
            type, summary: name, store: store, calendar: calendar, from: first, through: last, records: records,
            count: count
        ) {
            if let number = $1.first { days.put(value(number), on: $0) }
        }
        return days
    }

    /// Calls `body` with each day from `first` through `last` that has numbers, and its numbers (valid during the
    /// call only): what `read` gives, without a dictionary of arrays in between, for the journals that make
    /// their own (ten years are 3,650 days an area, on every `today`).
    static func forEachDay<R: MonthlyRecord>(
        _ type: R.Type, summary name: String = "days", store: any Store, calendar: LocalCalendar,
        from first: CalendarDay,
        through last: CalendarDay,
        records: (LogMonth) throws -> [R], count: ([R]) -> [CalendarDay: [Int]],
        _ body: (CalendarDay, UnsafeBufferPointer<Int>) -> Void
    ) throws {
        let folder = Self.folder(of: R.self, summary: name, calendar: calendar)
        let all = try MonthLog<R>(store: store).months()
        let months = all.filter { $0 >= first.logMonth && $0 <= last.logMonth }
        func summary(of month: LogMonth) throws -> Data {
            try store.derived(at: "\(folder)/\(month.text).tsv", from: MonthLog<R>.path(of: month)) {
                // Records left out for being out of bounds are named in the summary (`!` lines), so every
                // command that reads it warns of them, this one too (from the summary, read next).
                let (read, problems) = try StoredValueWarnings.collecting { try records(month) }
                let counted = count(read)
                let lines =
                    problems.map { "!" + $0 + "\n" }
                    + counted.keys.sorted().map { day in
                        ([day.text] + counted[day]!.map(String.init)).joined(separator: " ") + "\n"
                    }
                return Data(lines.joined().utf8)
            }
        }
        // The whole log (`today`'s streaks over years) is read through one summary of every month, rebuilt from
        // the months' own when one of them changes: a file read, and a look at each month file's stamp.
        let summaries =
            months.count > 12 && months.count == all.count
            ? [
                try store.derived(at: "\(folder)/all.tsv", from: months.map(MonthLog<R>.path)) {
                    Data(try months.map(summary).joined())
                }
            ]
            : try months.map(summary)
        for summary in summaries {
            var problems = SummaryProblems(in: summary)
            defer { problems.report() }
            summary.withUnsafeBytes { raw in
                // Local to the reading, not captured: ten years of lines reach it without an access check each.
                var fields: [Int] = []
                fields.reserveCapacity(8)
                let bytes = raw.bindMemory(to: UInt8.self)
                var start = 0
                while start < bytes.count {
                    let rest = UnsafeRawPointer(bytes.baseAddress! + start)
                    let newline = memchr(rest, 0x0A, bytes.count - start)
                    let end = newline.map { start + (UnsafeRawPointer($0) - rest) } ?? bytes.count
                    let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    if line.first == UInt8(ascii: "!") {
                        problems.add(start + 1..<end, of: bytes)
                        start = end + 1
                        continue
                    }
                    start = end + 1
                    var used = 0
                    guard let day = parse(line, into: &fields, used: &used), day >= first, day <= last else { continue }
                    fields.withUnsafeBufferPointer { body(day, UnsafeBufferPointer(rebasing: $0[..<used])) }
                }
            }
        }
    }

    /// Where the summaries called `name` are kept: `meals/.days-Europe_Berlin`. A name of two parts, `days/t-77` (a
    /// tracker's), is a folder inside the first's, `trackers/.days-Europe_Berlin/t-77`: the log's folder then holds one
    /// folder however many trackers there are, and listing its months (once for each tracker) never walks thousands.
    /// A day that starts later than midnight is another summary: `meals/.days-Europe_Berlin-0400`.
    static func folder<R: MonthlyRecord>(of type: R.Type, summary name: String, calendar: LocalCalendar) -> String {
        let start = calendar.dayStart
        let zone =
            calendar.timeZone.identifier.replacingEvery("/", with: "_")
            + (start == 0 ? "" : "-" + CivilDate.two(start / 3600) + CivilDate.two(start % 3600 / 60))
        guard let slash = name.firstIndex(of: "/") else { return "\(R.folder)/.\(name)-\(zone)" }
        return "\(R.folder)/.\(name[..<slash])-\(zone)\(name[slash...])"
    }

    /// `2026-11-21 3 520` read byte by byte (ten years of lines are read on every `today`).
    static func parse(_ line: Data.SubSequence) -> (CalendarDay, [Int])? {
        var fields: [Int] = []
        var used = 0
        let day = Array(line).withUnsafeBufferPointer { parse($0, into: &fields, used: &used) }
        return day.map { ($0, Array(fields[..<used])) }
    }

    /// The day of a line, its numbers put in the first `used` places of `fields` (the places after them are
    /// left as they were, so one array serves every line without emptying it); nil for a line that is not one.
    static func parse(_ line: UnsafeBufferPointer<UInt8>, into fields: inout [Int], used: inout Int) -> CalendarDay? {
        if let day = parseWritten(line, into: &fields, used: &used) { return day }
        used = 0
        var value = 0
        var digits = 0
        var negative = false
        var date = (0, 0, 0)
        var parts = 0
        var index = 0
        while index <= line.count {
            // The end of the line ends the last number as a blank does.
            let byte = index < line.count ? line[index] : UInt8(ascii: " ")
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard digits < 18 else { return nil }
                (value, digits) = (value * 10 + Int(byte - UInt8(ascii: "0")), digits + 1)
            case UInt8(ascii: "-") where parts < 2 && digits > 0:
                if parts == 0 { date.0 = value } else { date.1 = value }
                (parts, value, digits) = (parts + 1, 0, 0)
            case UInt8(ascii: "-") where parts == 3 && digits == 0 && !negative:
                negative = true
            case UInt8(ascii: " ") where digits > 0:
                if parts == 2 {
                    date.2 = value
                    parts = 3
                } else {
                    let number = negative ? -value : value
                    if used < fields.count { fields[used] = number } else { fields.append(number) }
                    used += 1
                }
                (value, digits, negative) = (0, 0, false)
            default:
                return nil
            }
        }
        guard parts == 3, (1...12).contains(date.1), (1...31).contains(date.2) else { return nil }
        return CalendarDay(year: date.0, month: date.1, day: date.2)
    }

    /// A line as the summary writes it, `2026-11-21 3 -520`: the day from its fixed places, then numbers of one to
    /// 18 digits, each after one blank. Nil for any other shape, which the general reading above then reads.
    @inline(__always)
    private static func parseWritten(_ line: UnsafeBufferPointer<UInt8>, into fields: inout [Int], used: inout Int)
        -> CalendarDay?
    {
        let count = line.count
        guard count >= 10, count != 11, line[4] == UInt8(ascii: "-"), line[7] == UInt8(ascii: "-"),
            count == 10 || line[10] == UInt8(ascii: " "),
            let year = fixedDigits(line, from: 0, count: 4), let month = fixedDigits(line, from: 5, count: 2),
            let day = fixedDigits(line, from: 8, count: 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        used = 0
        var index = 11
        while index < count {
            let negative = line[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            let start = index
            var value = 0
            while index < count {
                let digit = line[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                value = value &* 10 &+ Int(digit)
                index += 1
            }
            // One to 18 digits, then the end of the line or a blank with more after it.
            guard index > start, index - start <= 18,
                index == count || (line[index] == UInt8(ascii: " ") && index + 1 < count)
            else { return nil }
            let number = negative ? -value : value
            if used < fields.count { fields[used] = number } else { fields.append(number) }
            used += 1
            index += 1
        }
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The number written by the `count` digits from `start`; nil when one of them is not a digit.
    @inline(__always)
    private static func fixedDigits(_ line: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Int? {
        var value = 0
        for index in start..<start + count {
            let digit = line[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
        }
        return value
    }

    /// Adds `value` to number `index` of `day`'s numbers (of `width`). Values come from records within
    /// bounds (a meal at most 10,000 kcal, a session at most 12 hours in milliseconds), so a day's sum cannot overflow.
    static func add(
        _ value: Int, at index: Int, of width: Int, to days: inout [CalendarDay: [Int]], on day: CalendarDay
    ) {
        days[day, default: Array(repeating: 0, count: width)][index] += value
    }
}
