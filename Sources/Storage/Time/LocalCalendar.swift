/// The Gregorian calendar as a person's clocks show it, in their zone: what every day, hour and
/// month coach counts is reckoned in. It answers the few questions coach asks of Foundation's
/// `Calendar`, with the zone's rules read by coach itself (no ICU).
public struct LocalCalendar: Sendable, Hashable {
    public var timeZone: ZoneRules

    public init(timeZone: ZoneRules) { self.timeZone = timeZone }

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

    /// The first instant of the day `date` falls on.
    public func startOfDay(for date: Date) -> Date {
        let ordinal = local(date).day.ordinal
        return Date(timeIntervalSince1970: Double(instant(showing: ordinal * 86_400)))
    }

    /// Whole days from the day of `start` to the day of `end`, as the calendar counts them.
    public func days(from start: Date, to end: Date) -> Int {
        local(end).day.ordinal - local(start).day.ordinal
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
