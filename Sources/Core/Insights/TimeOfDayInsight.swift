import Storage

/// When in the day things happen: breathing sessions, cards reviewed and meals per hour, and which
/// part of the day goes with the longest breathing sessions.
public struct TimeOfDayInsight: Equatable, Sendable, Encodable {
    /// One hour of the day (local time).
    public struct Hour: Equatable, Sendable, Encodable {
        /// 0–23.
        public var hour: Int
        /// Breathing sessions started in this hour.
        public var breathingSessions = 0
        /// Minutes breathed in them.
        public var breathingMinutes = 0.0
        /// Cards reviewed.
        public var reviews = 0
        /// Meals logged.
        public var meals = 0
    }

    /// A part of the day and the average length of its breathing sessions.
    public struct PartOfDay: Equatable, Sendable, Encodable {
        /// `night`, `morning`, `afternoon`, `evening`.
        public var name: String
        /// Its hours: 6 for 06:00–11:59.
        public var fromHour: Int, toHour: Int
        /// Sessions started in it.
        public var sessions: Int
        /// Their average length in minutes; nil with none.
        public var averageMinutes: Double?
    }

    /// All 24 hours, midnight first.
    public var hours: [Hour]
    /// Night (0–5), morning (6–11), afternoon (12–17) and evening (18–23).
    public var parts: [PartOfDay]
    /// The part of the day whose sessions are longest on average; nil without sessions.
    public var longestSessions: String?

    /// The hours of `sessions`, `reviews` and `meals` in `calendar`'s time zone.
    public init(
        sessions: [BreathingSessionRecord], reviews: [FormulaReview], meals: [MealEntry], calendar: LocalCalendar
    ) {
        var hours = (0..<24).map { Hour(hour: $0) }
        func hour(_ date: Date) -> Int { calendar.component(.hour, from: date) }
        for session in sessions {
            hours[hour(session.start)].breathingSessions += 1
            hours[hour(session.start)].breathingMinutes += session.seconds / 60
        }
        for review in reviews { hours[hour(review.date)].reviews += 1 }
        for meal in meals { hours[hour(meal.time)].meals += 1 }
        self.hours = hours
        parts = [
            (Messages.mark("night"), 0), (Messages.mark("morning"), 6), (Messages.mark("afternoon"), 12),
            (Messages.mark("evening"), 18),
        ].map { name, start in
            let slice = hours[start..<start + 6]
            let count = slice.reduce(0) { $0 + $1.breathingSessions }
            return PartOfDay(
                name: name, fromHour: start, toHour: start + 5, sessions: count,
                averageMinutes: count == 0 ? nil : slice.reduce(0) { $0 + $1.breathingMinutes } / Double(count))
        }
        longestSessions =
            parts.filter { $0.averageMinutes != nil }.max { $0.averageMinutes! < $1.averageMinutes! }?.name
    }
}
