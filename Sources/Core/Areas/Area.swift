import Storage

/// Where areas read their logs: the data store and the person's calendar.
public struct AreaSources: Sendable {
    public let store: any Store
    public let calendar: LocalCalendar

    public init(store: any Store, calendar: LocalCalendar) { (self.store, self.calendar) = (store, calendar) }
}

/// One area of a person's day, described once: breathing, calories, study, the check-in, sights, relax,
/// and each tracker a person adds. `today`, `goal`, `streaks`, `insights`, `export` and the report ask the
/// areas they are given; none lists them by hand. An area's files live in the data directory, which
/// backup and sync carry whole.
public protocol Area: Sendable {
    /// The name commands use: `breathing`, `calories`, `water`.
    var id: String { get }
    /// What `insights` and `export` call its series: `meals` for calories, `mood` for the check-in.
    var series: String { get }
    /// `Breathing`, `Calories`, `Water`.
    var title: String { get }
    /// The unit of a day's value: `min`, `kcal`, `glasses`.
    var unit: String { get }
    /// The unit after exactly 1: `card` for `cards`, `visit` for `visits`; the unit itself by default.
    var unitForOne: String { get }
    /// Whether a day with nothing logged counts as zero in averages: a day without breathing is no
    /// minutes, a day without a meal logged is unknown.
    var emptyDaysCount: Bool { get }
    /// Whether it takes a goal and has a row in `today`, `goal` and `streaks`; sights and relax show
    /// only on days they have something.
    var takesGoal: Bool { get }
    /// Whether a day with something in it shades the calendar heat map.
    var inHeatMap: Bool { get }
    /// Whether charts, the report and exports show it over days it has nothing in.
    var showsWhenEmpty: Bool { get }
    /// The range of a day's number when it is a rating (mood 1–5): charts reach its top, and no total is given.
    var scale: ClosedRange<Double>? { get }
    /// Whether its days' numbers add up to a total that means something: not a rating, nor a measure (a weight).
    var sums: Bool { get }
    /// How a met day of a `logged` goal is said: `checked in`, `done`.
    var doneWord: String { get }
    /// The name of its export file: `meals` (meals.csv); a person's trackers share `trackers`.
    var exportName: String { get }
    /// How to set its goal: `goal breathing 10m`.
    var goalExample: String { get }

    /// Its goal in `goals`; nil when none is set.
    func goal(in goals: Goals) -> AreaGoal?
    /// Reads `text` as its goal and writes it into `goals`; throws a message saying what to type.
    func setGoal(_ text: String, in goals: inout Goals) throws
    /// Removes its goal from `goals`.
    func clearGoal(in goals: inout Goals)
    /// Its goal in words: `10 min a day`, `8 glasses a day`.
    func describe(_ goal: AreaGoal) -> String
    /// Its goal in the language of `words`: `10 мин в день`. By default English as `describe(_:)` says it,
    /// and in another language the catalog's translation of that, or the goal's number, unit and days.
    func describe(_ goal: AreaGoal, in words: Messages) -> String
    /// Each day's number from `first` through `last`; a day with nothing logged is missing. `dayValues`: held by day.
    func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> [CalendarDay:
        Double]
    func dayValues(from: CalendarDay, through: CalendarDay, in: AreaSources) throws -> DayValues
    /// What is left of `goal` today with `value` logged so far, and the command for it; nil when done or
    /// when doing more would not help.
    func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo?
    /// The same in the language of `words`; by default the English one's task through the catalog, or for an
    /// area without a `stillToDo` of its own, its task said in that language.
    func stillToDo(value: Double?, goal: AreaGoal, in words: Messages) -> StillToDo?
    /// Its records from `first` through `last` as a table; nil when it exports none.
    func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> ExportTable?
    /// How `insights mood` splits checked-in days by it; nil leaves it out.
    func moodSplit(goal: AreaGoal?) -> MoodSplit?
    /// Its own days from `first` through `last` that neither break nor extend a run, as the planned rest days
    /// do for every area: an imported habit's skipped days. None by default.
    func restDays(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> Set<
        CalendarDay
    >
}

extension Area {
    public var series: String { id }
    public var unitForOne: String { unit }
    public var emptyDaysCount: Bool { true }
    public var sums: Bool { scale == nil }
    public var takesGoal: Bool { true }
    public var inHeatMap: Bool { true }
    public var showsWhenEmpty: Bool { true }
    public var exportName: String { series }
    public var scale: ClosedRange<Double>? { nil }
    public var doneWord: String { Messages.mark("done") }
    public var goalExample: String { "goal \(id) 10" }

    public func goal(in goals: Goals) -> AreaGoal? { goals.byArea[id] }

    public func setGoal(_ text: String, in goals: inout Goals) throws {
        let number = try AreaGoalNumber.parse(text, area: id, unit: unit)
        goals.byArea[id] = AreaGoal(.atLeast(number), perWeek: goals.byArea[id]?.perWeek)
    }

    public func clearGoal(in goals: inout Goals) { goals.byArea[id] = nil }

    public func describe(_ goal: AreaGoal) -> String { AreaGoalNumber.describe(goal, unit: unit) }

    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        nil
    }

    public func moodSplit(goal: AreaGoal?) -> MoodSplit? { .presence(of: self) }

    public func restDays(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> Set<
        CalendarDay
    > { [] }
}

/// How `insights mood` splits the checked-in days by an area: a factor, the two sides' labels, and
/// which side a day's value puts it on (nil leaves the day out).
public struct MoodSplit: Sendable {
    public var factor: String
    public var labels: (with: String, without: String)
    public var side: @Sendable (Double?) -> Bool?

    public init(factor: String, labels: (with: String, without: String), side: @escaping @Sendable (Double?) -> Bool?) {
        (self.factor, self.labels, self.side) = (factor, labels, side)
    }

    /// Days with something logged against days without: `with breathing`, `without breathing`.
    public static func presence(of area: some Area) -> MoodSplit {
        let word = area.title.lowercased()
        return MoodSplit(factor: area.series, labels: ("with \(word)", "without \(word)")) { ($0 ?? 0) > 0 }
    }

    /// Days that met `goal` against days that did not; for a ceiling, days with nothing logged are left out.
    public static func goal(_ goal: AreaGoal, of area: some Area) -> MoodSplit {
        MoodSplit(factor: area.series, labels: (Messages.mark("goal met"), Messages.mark("goal not met"))) { value in
            goal.isCeiling && value == nil ? nil : goal.isMet(by: value)
        }
    }
}

/// Why a goal was refused.
public enum AreaGoalError: UserFacingError, Equatable {
    /// Every case is about the words typed.
    public var isUsageMistake: Bool { true }

    case empty(area: String)
    case notANumber(area: String, text: String)
    case outOfRange(area: String, text: String)
    /// `goal AREA` with no value after it; carries the area's id and its `goalExample`.
    case noValue(area: String, example: String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .empty(area): words.tr("give a goal, e.g. 'goal %@ 8'", ControlCharacters.visible(area))
        case let .notANumber(area, text):
            words.tr(
                "'%@' is not a goal; give a number, e.g. 'goal %@ 8'", ControlCharacters.visible(text),
                ControlCharacters.visible(area))
        case let .outOfRange(area, text):
            words.tr(
                "a %@ goal of %@ is out of range; choose more than 0 and at most 1,000,000",
                ControlCharacters.visible(area), ControlCharacters.visible(text))
        case let .noValue(area, example): words.tr("give the %@ goal, e.g. '%@'", area, example)
        }
    }
}
