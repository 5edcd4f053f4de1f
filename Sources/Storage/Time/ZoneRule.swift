/// A POSIX TZ rule ("CET-1CEST,M3.5.0,M10.5.0/3"): standard time, and summer time between two
/// yearly transitions. The system's zone files end with one for every year after their table.
struct ZoneRule: Hashable, Sendable {
    /// Seconds east of UTC in standard time, and in summer time (equal when there is none).
    let standard: Int, summer: Int
    /// When summer time starts (in standard time) and ends (in summer time), each a day of the
    /// year and seconds after that day's midnight; nil when there is no summer time.
    let start: Transition?, end: Transition?

    /// A day of the year: `Mm.w.d` (weekday d of week w of month m, 5 being the last), `Jn` (day n
    /// of 1…365, never counting 29 February), or `n` (day n of 0…365, counting it).
    enum Day: Hashable, Sendable {
        case weekday(month: Int, week: Int, weekday: Int)
        case julian(Int)
        case zeroBased(Int)
    }

    struct Transition: Hashable, Sendable {
        let day: Day
        let seconds: Int
    }

    /// Reads a TZ rule; nil for anything else.
    init?(_ text: Substring) {
        var reader = TextReader(text)
        guard reader.name(), let standardOffset = reader.offset() else { return nil }
        standard = -standardOffset
        if reader.atEnd {
            (summer, start, end) = (standard, nil, nil)
            return
        }
        guard reader.name() else { return nil }
        if let summerOffset = reader.offset() { summer = -summerOffset } else { summer = standard + 3600 }
        guard reader.take(","), let start = reader.transition(), reader.take(","), let end = reader.transition(),
            reader.atEnd
        else {
            return nil
        }
        (self.start, self.end) = (start, end)
    }

    /// Seconds east of UTC at `instant` (seconds since 1970 in UTC).
    func offset(at instant: Int) -> Int {
        guard let start, let end else { return standard }
        let year = CivilDate(ordinal: Self.floorDiv(instant + standard, 86_400)).year
        let begins = Self.instant(of: start, in: year, offset: standard)
        let ends = Self.instant(of: end, in: year, offset: summer)
        // In the southern hemisphere summer time spans New Year: it starts late in the year and ends early.
        let inSummer = begins < ends ? instant >= begins && instant < ends : instant < ends || instant >= begins
        return inSummer ? summer : standard
    }

    /// The UTC instant of `transition` in `year`, read on a clock `offset` seconds east of UTC.
    static func instant(of transition: Transition, in year: Int, offset: Int) -> Int {
        let leap = CivilDate.length(ofMonth: 2, year: year) == 29
        let ordinal: Int
        switch transition.day {
        case let .julian(n):
            ordinal = CivilDate(year: year, month: 1, day: 1).ordinal + n - 1 + (leap && n >= 60 ? 1 : 0)
        case let .zeroBased(n):
            ordinal = CivilDate(year: year, month: 1, day: 1).ordinal + n
        case let .weekday(month, week, weekday):
            let first = CivilDate(year: year, month: month, day: 1).ordinal
            // 1970-01-01 was a Thursday (weekday 4, counting Sunday as 0).
            let firstWeekday = ((first % 7) + 7 + 4) % 7
            var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
            let length = CivilDate.length(ofMonth: month, year: year)
            while day >= first + length { day -= 7 }
            ordinal = day
        }
        return ordinal * 86_400 + transition.seconds - offset
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}

/// The pieces of a TZ rule, read left to right.
private struct TextReader {
    var rest: Substring
    init(_ text: Substring) { rest = text }

    var atEnd: Bool { rest.isEmpty }

    mutating func take(_ text: String) -> Bool {
        guard rest.hasPrefix(text) else { return false }
        rest = rest.dropFirst(text.count)
        return true
    }

    /// `CET`, or `<+03>` for names with digits or signs.
    mutating func name() -> Bool {
        if take("<") {
            guard let close = rest.firstIndex(of: ">"), rest.distance(from: rest.startIndex, to: close) >= 3 else {
                return false
            }
            rest = rest[rest.index(after: close)...]
            return true
        }
        let letters = rest.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return false }
        rest = rest.dropFirst(letters.count)
        return true
    }

    /// `[+-]hh[:mm[:ss]]` in seconds (hours up to 167, as TZif version 3 allows for times).
    mutating func offset() -> Int? {
        var sign = 1
        if take("-") { sign = -1 } else { _ = take("+") }
        guard let hours = number(upTo: 167) else { return nil }
        var seconds = hours * 3600
        if take(":") {
            guard let minutes = number(upTo: 59) else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let rest = number(upTo: 59) else { return nil }
                seconds += rest
            }
        }
        return sign * seconds
    }

    mutating func transition() -> ZoneRule.Transition? {
        let day: ZoneRule.Day
        if take("M") {
            guard let month = number(upTo: 12), month >= 1, take("."), let week = number(upTo: 5), week >= 1, take("."),
                let weekday = number(upTo: 6)
            else { return nil }
            day = .weekday(month: month, week: week, weekday: weekday)
        } else if take("J") {
            guard let n = number(upTo: 365), n >= 1 else { return nil }
            day = .julian(n)
        } else {
            guard let n = number(upTo: 365) else { return nil }
            day = .zeroBased(n)
        }
        var seconds = 7200
        if take("/") {
            guard let time = offset() else { return nil }
            seconds = time
        }
        return ZoneRule.Transition(day: day, seconds: seconds)
    }

    /// Up to three digits, at most `limit`.
    mutating func number(upTo limit: Int) -> Int? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }.prefix(3)
        guard !digits.isEmpty, let value = Int(digits), value <= limit else { return nil }
        rest = rest.dropFirst(digits.count)
        return value
    }
}
