import Foundation

/// When in the day things happen: counts by hour for breathing, study and meals, and the hour whose
/// breathing sessions last longest on average.
public struct TimeOfDay: Equatable, Sendable {
    /// One area's counts for each hour, 0 to 23.
    public struct Row: Equatable, Sendable {
        public var area: String
        public var counts: [Int]
        public var total: Int { counts.reduce(0, +) }
        /// The hour with the most, the earliest on a tie; nil when there is nothing.
        public var busiest: Int? { total == 0 ? nil : counts.indices.max { (counts[$0], $1) < (counts[$1], $0) } }
    }

    public let rows: [Row]
    /// The hour whose breathing sessions are longest on average, and that average in minutes.
    public let longestSessions: (hour: Int, minutes: Double)?

    public static func == (a: Self, b: Self) -> Bool {
        a.rows == b.rows && a.longestSessions?.hour == b.longestSessions?.hour && a.longestSessions?.minutes == b.longestSessions?.minutes
    }

    /// Hours in `calendar` of breathing sessions (start, seconds), card reviews and meals.
    public init(sessions: [(start: Date, seconds: Double)], reviews: [Date], meals: [Date], calendar: Calendar) {
        func counts(_ dates: [Date]) -> [Int] {
            var counts = Array(repeating: 0, count: 24)
            for date in dates { counts[calendar.component(.hour, from: date)] += 1 }
            return counts
        }
        rows = [Row(area: "breathing", counts: counts(sessions.map(\.start))), Row(area: "study", counts: counts(reviews)),
                Row(area: "meals", counts: counts(meals))]
        var seconds = Array(repeating: 0.0, count: 24), number = Array(repeating: 0, count: 24)
        for session in sessions {
            let hour = calendar.component(.hour, from: session.start)
            (seconds[hour], number[hour]) = (seconds[hour] + session.seconds, number[hour] + 1)
        }
        let averages = (0..<24).filter { number[$0] > 0 }.map { (hour: $0, minutes: seconds[$0] / Double(number[$0]) / 60) }
        longestSessions = averages.max { ($0.minutes, $1.hour) < ($1.minutes, $0.hour) }
    }
}
