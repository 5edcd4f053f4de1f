import Storage

/// Average mood and energy on the days that had something against the days that did not: a
/// description of the logs, never a cause. Each side says how many days it rests on.
public struct MoodComparison: Equatable, Sendable, Encodable {
    /// Fewer checked-in days than this on either side and the figures mean little.
    public static let fewestDays = 7

    /// One side of a comparison: the days, and the average mood and energy on them.
    public struct Side: Equatable, Sendable, Encodable {
        /// `with breathing`, `above the goal`.
        public var label: String
        /// Checked-in days on this side.
        public var days: Int
        /// Average mood (1–5); nil with no days.
        public var mood: Double?
        /// Average energy over the days that gave it; nil with none.
        public var energy: Double?
        /// Days whose check-in gave an energy.
        public var energyDays: Int
    }

    /// What the days are split by: `breathing`, `calories`, `study`.
    public var factor: String
    /// The days that had it, and those that did not.
    public var with: Side, without: Side

    /// Whether both sides have at least `fewestDays` days.
    public var enoughDays: Bool { min(with.days, without.days) >= Self.fewestDays }

    /// Splits the checked-in days of `days` from `first` through `last` by `test` (nil leaves a day out).
    public init(factor: String, labels: (String, String), days: InsightDays, from first: CalendarDay, through last: CalendarDay,
                test: (DayActivity) -> Bool?) {
        var sides: [Bool: [CheckIn]] = [true: [], false: []]
        for (day, checkIn) in days.checkIns where day >= first && day <= last {
            if let side = test(days.activity[day]) { sides[side]!.append(checkIn) }
        }
        func side(_ label: String, _ checkIns: [CheckIn]) -> Side {
            let energies = checkIns.compactMap(\.energy)
            return Side(label: label, days: checkIns.count,
                        mood: checkIns.isEmpty ? nil : Double(checkIns.reduce(0) { $0 + $1.mood }) / Double(checkIns.count),
                        energy: energies.isEmpty ? nil : Double(energies.reduce(0, +)) / Double(energies.count), energyDays: energies.count)
        }
        (self.factor, with, without) = (factor, side(labels.0, sides[true]!), side(labels.1, sides[false]!))
    }

    /// Breathing, calories (when a calorie goal is set; days without meals left out) and study.
    public static func all(_ days: InsightDays, goals: Goals, from first: CalendarDay, through last: CalendarDay) -> [MoodComparison] {
        var rows = [MoodComparison(factor: "breathing", labels: ("with breathing", "without breathing"), days: days, from: first, through: last) {
            $0.breathingSeconds > 0
        }]
        if let goal = goals.calories {
            rows.append(MoodComparison(factor: "calories", labels: ("above the goal", "at or under the goal"), days: days, from: first, through: last) {
                $0.meals == 0 ? nil : $0.calories > goal.calories
            })
        }
        rows.append(MoodComparison(factor: "study", labels: ("with study", "without study"), days: days, from: first, through: last) {
            $0.cardsReviewed > 0
        })
        return rows
    }
}
