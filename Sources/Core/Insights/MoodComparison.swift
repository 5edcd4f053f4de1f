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

    /// Splits the checked-in days from `first` through `last` by `split` of each day's value in `values`.
    public init(
        _ split: MoodSplit, values: DayValues, checkIns: [CalendarDay: CheckIn], from first: CalendarDay,
        through last: CalendarDay
    ) {
        self.init(factor: split.factor, labels: split.labels, checkIns: checkIns, from: first, through: last) {
            split.side(values[$0])
        }
    }

    /// Splits the checked-in days from `first` through `last` by `test` (nil leaves a day out).
    public init(
        factor: String, labels: (with: String, without: String), checkIns: [CalendarDay: CheckIn],
        from first: CalendarDay,
        through last: CalendarDay, test: (CalendarDay) -> Bool?
    ) {
        var sides: [Bool: [CheckIn]] = [true: [], false: []]
        for (day, checkIn) in checkIns where day >= first && day <= last {
            if let side = test(day) { sides[side]!.append(checkIn) }
        }
        func side(_ label: String, _ checkIns: [CheckIn]) -> Side {
            let energies = checkIns.compactMap(\.energy)
            return Side(
                label: label, days: checkIns.count,
                mood: checkIns.isEmpty ? nil : Double(checkIns.reduce(0) { $0 + $1.mood }) / Double(checkIns.count),
                energy: energies.isEmpty ? nil : Double(energies.reduce(0, +)) / Double(energies.count),
                energyDays: energies.count)
        }
        (self.factor, with, without) = (factor, side(labels.with, sides[true]!), side(labels.without, sides[false]!))
    }

    /// Every area that splits the days (breathing, calories with a goal, study, each tracker), in order.
    public static func all(
        _ spans: [AreaSpan], checkIns: [CalendarDay: CheckIn], from first: CalendarDay, through last: CalendarDay
    ) -> [MoodComparison] {
        spans.compactMap { span in
            span.area.moodSplit(goal: span.goal).map {
                MoodComparison($0, values: span.values, checkIns: checkIns, from: first, through: last)
            }
        }
    }

    /// Each tag used from `first` through `last`: days with it against days without, most used first.
    public static func tags(checkIns: [CalendarDay: CheckIn], from first: CalendarDay, through last: CalendarDay)
        -> [MoodComparison]
    {
        let inside = checkIns.filter { $0.key >= first && $0.key <= last }.values
        return CheckInTags.byUse(inside).map { tag in
            MoodComparison(
                factor: tag, labels: ("with \(tag)", "without \(tag)"), checkIns: checkIns, from: first, through: last
            ) { day in
                checkIns[day]?.tags?.contains(tag) ?? false
            }
        }
    }
}
