/// The stretch of days an insight looks at, ending on the day asked for (today by default).
public enum InsightPeriod: String, CaseIterable, Sendable {
    case week, month, year

    /// How many days: a week, 30 days, or 52 whole weeks.
    public var days: Int {
        switch self {
        case .week: 7
        case .month: 30
        case .year: 364
        }
    }

    /// Days in one bar of the chart: one a day, or one a week for the year.
    public var daysPerBar: Int { self == .year ? 7 : 1 }

    /// The first day of the period that ends on `last`.
    public func first(endingOn last: CalendarDay) -> CalendarDay { last.adding(days: 1 - days) }
}

/// The areas insights look at.
public enum InsightArea: String, CaseIterable, Sendable {
    case breathing, meals, study, mood, sights

    /// What one day's number counts.
    public var unit: String {
        switch self {
        case .breathing: "min"
        case .meals: "kcal"
        case .study: "cards"
        case .mood: "mood"
        case .sights: "sights"
        }
    }

    /// Whether a bar of several days shows their sum (minutes, cards, visits) or the average of the
    /// days with a number (calories eaten, mood), which a sum would not describe.
    public var addsUp: Bool { self == .breathing || self == .study || self == .sights }

    /// The goal area whose daily goal this area is measured against, if any.
    public var goalArea: GoalArea? {
        switch self {
        case .breathing: .breathing
        case .meals: .calories
        case .study: .study
        case .mood, .sights: nil
        }
    }
}
