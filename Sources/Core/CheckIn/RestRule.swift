/// When a rest day may be planned: today or ahead, and at most two in any seven days.
public enum RestRule {
    /// Rest days allowed in any 7 consecutive days.
    public static let most = 2
    /// How far ahead a rest day may be planned.
    public static let daysAhead = 31

    /// Refuses a rest day on `day` that is over, too far ahead, already planned, or would make a
    /// third in some week, given the rest days already planned.
    public static func check(_ day: CalendarDay, planned: Set<CalendarDay>, today: CalendarDay)
        throws(CheckInInputError)
    {
        guard day >= today else { throw .restInThePast(day) }
        guard day.ordinal - today.ordinal <= daysAhead else { throw .restTooFarAhead(day) }
        guard !planned.contains(day) else { throw .alreadyResting(day) }
        for start in stride(from: day.ordinal - 6, through: day.ordinal, by: 1) {
            let window = CalendarDay(ordinal: start)...CalendarDay(ordinal: start + 6)
            let resting = planned.filter(window.contains).sorted()
            if resting.count >= most { throw .tooManyRestDays(day, window: window, resting: resting) }
        }
    }
}
