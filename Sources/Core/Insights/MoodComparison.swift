/// Mood and energy on days with and without each practice: how they went together, never why.
public struct MoodComparison: Equatable, Sendable {
    /// The days on one side of a split, and their average mood and energy.
    public struct Side: Equatable, Sendable {
        public var days: Int
        public var mood: Double?
        public var energy: Double?
    }

    /// One practice's split of the checked-in days.
    public struct Split: Equatable, Sendable {
        /// `breathing`, `calories` or `study`.
        public var practice: String
        /// What the days on each side have in common: `days you breathed`, `days you did not`.
        public var withLabel: String
        public var withoutLabel: String
        public var with: Side
        public var without: Side
        /// Whether each side has at least `fewestDays` days; fewer mean little.
        public var enough: Bool { with.days >= MoodComparison.fewestDays && without.days >= MoodComparison.fewestDays }
    }

    /// Below this many days on a side, a difference says almost nothing.
    public static let fewestDays = 7

    public let splits: [Split]
    /// Checked-in days looked at.
    public let days: Int

    /// Splits the days of `checkIns` (mood, and energy when given) by what `activity` shows; calories
    /// only with a goal, and only over days with meals logged.
    public init(checkIns: [CalendarDay: CheckIn], activity: ActivityLog, calorieGoal: Int?) {
        days = checkIns.count
        func split(_ practice: String, _ with: String, _ without: String, _ side: (DayActivity) -> Bool?) -> Split {
            var (yes, no): ([CheckIn], [CheckIn]) = ([], [])
            for (day, checkIn) in checkIns {
                switch side(activity[day]) {
                case true?: yes.append(checkIn)
                case false?: no.append(checkIn)
                case nil: break
                }
            }
            return Split(practice: practice, withLabel: with, withoutLabel: without, with: Self.side(yes), without: Self.side(no))
        }
        var splits = [split("breathing", "days you breathed", "days you did not") { $0.breathingSeconds > 0 }]
        if let calorieGoal {
            splits.append(split("calories", "days over your goal", "days within it") { $0.meals > 0 ? $0.calories > calorieGoal : nil })
        }
        splits.append(split("study", "days you studied", "days you did not") { $0.cardsReviewed > 0 })
        self.splits = splits
    }

    private static func side(_ checkIns: [CheckIn]) -> Side {
        let energies = checkIns.compactMap(\.energy)
        return Side(days: checkIns.count,
                    mood: checkIns.isEmpty ? nil : Double(checkIns.map(\.mood).reduce(0, +)) / Double(checkIns.count),
                    energy: energies.isEmpty ? nil : Double(energies.reduce(0, +)) / Double(energies.count))
    }
}
