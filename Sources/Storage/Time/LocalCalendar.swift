/// The Gregorian calendar as a person's clocks show it, in their zone: what every day, hour and
/// month coach counts is reckoned in. It answers the few questions coach asks of Foundation's
/// `Calendar`, with the zone's rules read by coach itself (no ICU).
public struct LocalCalendar: Sendable, Hashable {
    public var timeZone: ZoneRules
    /// Seconds after midnight at which a person's day begins (`settings set day-starts 04:00`: 14,400), 0 by
    /// default: a moment before it counts for the day before. Times of day stay as the wall clock shows them.
    public var dayStart: Int

    public init(timeZone: ZoneRules, dayStart: Int = 0) { (self.timeZone, self.dayStart) = (timeZone, dayStart) }

    /// The one answer to "which day is this moment": the wall clock's date, or the date before while the clock
    /// shows a time before `dayStart`. A day begins at the first instant the clock shows `dayStart` or later, so a
    /// start the clocks skip (02:30 on a night they jump from 02:00 to 03:00) begins the day at the jump, and a start
    /// they show twice (going back from 03:00 to 02:00) begins it the first time: a day never comes back.
    public func day(of date: Date) -> CivilDate {
        let instant = Int64(date.timeIntervalSince1970.rounded(.down))
        let offset = timeZone.offset(at: instant)
        let wall = Int(instant) + offset
        // At midnight, the calendar on the wall as it always was (no second look at the zone: this runs per record).
        guard dayStart != 0 else { return CivilDate(ordinal: ZoneRule.floorDiv(wall, 86_400)) }
        return CivilDate(
            ordinal: ZoneRule.floorDiv(max(wall, latestShown(before: instant, offset: offset)) - dayStart, 86_400))
    }

    /// The latest time the wall clock showed before `instant`, when it went back during the day before (else
    /// `Int.min`): while it repeats an hour, the day goes by the latest time it had shown.
    private func latestShown(before instant: Int64, offset: Int) -> Int {
        guard timeZone.offset(at: instant - 86_400) > offset else { return Int.min }
        // The last instant before the change: a larger offset at `low`, this one from `high` on.
        var (low, high) = (instant - 86_400, instant)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if timeZone.offset(at: middle) > offset { low = middle } else { high = middle }
        }
        return Int(low) + timeZone.offset(at: low)
    }

    /// The first instant of `day` as `day(of:)` counts days: the first the clock shows `dayStart` or later on it.
    public func start(of day: CivilDate) -> Date {
        let wall = day.ordinal * 86_400 + dayStart
        let shown = instant(showing: wall)
        guard timeZone.offset(at: Int64(shown)) + shown != wall else {
            return Date(timeIntervalSince1970: Double(shown))
        }
        // Skipped by the clocks going forward: the day begins at the jump, the last instant still before `wall`.
        var (low, high) = (Int64(shown) - 86_400, Int64(shown))
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if Int(middle) + timeZone.offset(at: middle) >= wall { high = middle } else { low = middle }
        }
        return Date(timeIntervalSince1970: Double(high))
    }

    /// The instant the wall clock shows `seconds` after midnight within `day` as `day(of:)` counts it: a time before
    /// `dayStart` is on the next calendar date (01:30 of a day that starts at 04:00 is the night after it).
    public func date(on day: CivilDate, at seconds: Int) -> Date {
        let date = seconds < dayStart ? day.ordinal + 1 : day.ordinal
        return Date(timeIntervalSince1970: Double(instant(showing: date * 86_400 + seconds)))
    }

    /// The same zone with days from midnight to midnight: the dates reminders ring on, as the wall clock shows them.
    public var wallClock: LocalCalendar { LocalCalendar(timeZone: timeZone) }

    /// The local date and the seconds since its midnight at `date`.
    public func local(_ date: Date) -> (day: CivilDate, seconds: Int) {
        let instant = Int64(date.timeIntervalSince1970.rounded(.down))
        let local = Int(instant) + timeZone.offset(at: instant)
        let day = ZoneRule.floorDiv(local, 86_400)
        return (CivilDate(ordinal: day), local - day * 86_400)
    }

    /// The parts of `date` asked for, as the clock on the wall shows them.
    public func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents {
        let (day, seconds) = local(date)
        var parts = DateComponents()
        if components.contains(.year) { parts.year = day.year }
        if components.contains(.month) { parts.month = day.month }
        if components.contains(.day) { parts.day = day.day }
        if components.contains(.hour) { parts.hour = seconds / 3600 }
        if components.contains(.minute) { parts.minute = seconds % 3600 / 60 }
        if components.contains(.second) { parts.second = seconds % 60 }
        return parts
    }

    /// One part of `date` (`.hour`: 0…23).
    public func component(_ component: Calendar.Component, from date: Date) -> Int {
        let parts = dateComponents([component], from: date)
        return parts.value(for: component) ?? 0
    }

    /// The instant the wall clock shows the day and time in `parts` (year, month and day needed; hour,
    /// minute and second 0 when missing). A time skipped when the clocks went forward reads as the
    /// same time after the jump (02:30 → 03:30); a time shown twice when they went back, as the first.
    public func date(from parts: DateComponents) -> Date? {
        guard let year = parts.year, let month = parts.month, let day = parts.day, (1...12).contains(month),
            (1...CivilDate.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        let seconds = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
        return Date(
            timeIntervalSince1970: Double(
                instant(showing: CivilDate(year: year, month: month, day: day).ordinal * 86_400 + seconds)))
    }

    /// `date` moved by `value` days, the wall clock showing the same time.
    public func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        guard component == .day else { return nil }
        let (day, seconds) = local(date)
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        return Date(
            timeIntervalSince1970: Double(instant(showing: (day.ordinal + value) * 86_400 + seconds)) + fraction)
    }

    /// The first instant of the day `date` counts for (`day(of:)`).
    public func startOfDay(for date: Date) -> Date { start(of: day(of: date)) }

    /// Whole days from the day of `start` to the day of `end`, as `day(of:)` counts them.
    public func days(from start: Date, to end: Date) -> Int {
        day(of: end).ordinal - day(of: start).ordinal
    }

    /// The UTC instant at which the wall clock shows `wall` (local seconds since 1970).
    func instant(showing wall: Int) -> Int {
        let before = timeZone.offset(at: Int64(wall - 86_400))
        let after = timeZone.offset(at: Int64(wall + 86_400))
        let candidates = [wall - before, wall - after].filter { timeZone.offset(at: Int64($0)) == wall - $0 }
        // Shown twice: the first; never shown (clocks went forward): as read by the offset before the change.
        return candidates.min() ?? wall - before
    }
}
