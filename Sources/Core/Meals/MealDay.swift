import Storage

/// One day's meals in the order they were eaten, numbered from 1 as `meal list` shows them.
public struct MealDay: Equatable, Sendable {
    /// The day.
    public let day: CalendarDay
    /// The day's entries by time; position N is `entries[N - 1]`.
    public let entries: [MealEntry]

    /// The day's entries taken from its month's records.
    public init(day: CalendarDay, month: [MealEntry], calendar: LocalCalendar) {
        self.day = day
        entries = month.indices(of: day, calendar: calendar).map { month[$0] }
    }

    /// The day's entries as given (`MealJournal.dayToDelete` adds those out of bounds after the others).
    init(day: CalendarDay, entries: [MealEntry]) { (self.day, self.entries) = (day, entries) }

    /// Calories eaten that day. Entries out of bounds are left out, so every term is at most 10,000
    /// and the sum of a day's entries cannot overflow.
    public var total: Int { entries.reduce(0) { $0 + ($1.isWithinBounds ? $1.total : 0) } }

    /// The entry at a 1-based position, or an error that names the positions there are.
    public func entry(at position: Int) throws(MealLogError) -> MealEntry {
        guard entries.indices.contains(position - 1) else {
            throw .noSuchEntry(position: position, day: day, count: entries.count)
        }
        return entries[position - 1]
    }

    /// The position of an entry already logged that day under the same name, ignoring case,
    /// accents, punctuation and spacing (`Crème Brûlée` matches `creme brulee` and `CremeBrulee`).
    public func position(ofDuplicate name: String) -> Int? {
        let key = MealDay.duplicateKey(name)
        return entries.firstIndex { MealDay.duplicateKey($0.name) == key }.map { $0 + 1 }
    }

    /// The form two names share when they name the same food.
    public static func duplicateKey(_ name: String) -> String {
        SearchText.fold(name).filter { $0 != " " }
    }
}

extension [MealEntry] {
    /// Where the entries eaten on `day` are, ordered by time (ties in logging order).
    func indices(of day: CalendarDay, calendar: LocalCalendar) -> [Int] {
        let (start, end) = (day.start(in: calendar), day.adding(days: 1).start(in: calendar))
        return
            indices
            .filter { self[$0].time >= start && self[$0].time < end }
            .sorted { (self[$0].time, $0) < (self[$1].time, $1) }
    }

    /// The index of `day`'s entry at a 1-based position.
    func index(at position: Int, on day: CalendarDay, calendar: LocalCalendar) throws(MealLogError) -> Int {
        let indices = indices(of: day, calendar: calendar)
        guard indices.indices.contains(position - 1) else {
            throw .noSuchEntry(position: position, day: day, count: indices.count)
        }
        return indices[position - 1]
    }
}

extension CalendarDay {
    /// The first instant of the day in `calendar` (its zone and the hour its days start).
    func start(in calendar: LocalCalendar) -> Date { calendar.start(of: civil) }
}
