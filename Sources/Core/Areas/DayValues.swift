import Storage

/// Each day's number of an area, held by day from the first day with one: years of days are read,
/// judged and looked up without hashing each day (`today` reads ten years of four areas).
/// A span too long to hold day by day (centuries) is kept by day's ordinal instead.
public struct DayValues: Sendable {
    /// Days held day by day at most: three centuries.
    static let mostDense = 110_000

    /// The ordinal of `dense[0]`.
    private var first = 0
    private var dense: [Double?] = []
    /// The values when they span more than `mostDense` days.
    private var sparse: [Int: Double]?
    /// How many days have a value.
    public private(set) var count = 0

    /// No day.
    public init() {}

    /// The days of `values`.
    public init(_ values: [CalendarDay: Double]) {
        let ordinals = values.keys.map(\.ordinal)
        if let low = ordinals.min(), let high = ordinals.max(), high - low < Self.mostDense {
            first = low
            dense = Array(repeating: nil, count: high - low + 1)
        }
        for (day, value) in values { put(value, on: day) }
    }

    /// The latest day with a value.
    public var last: CalendarDay? {
        if let sparse { return sparse.keys.max().map(CalendarDay.init(ordinal:)) }
        return dense.lastIndex { $0 != nil }.map { CalendarDay(ordinal: first + $0) }
    }

    /// The earliest day with a value.
    public var earliest: CalendarDay? {
        if let sparse { return sparse.keys.min().map(CalendarDay.init(ordinal:)) }
        return dense.firstIndex { $0 != nil }.map { CalendarDay(ordinal: first + $0) }
    }

    /// Whether no day has a value.
    public var isEmpty: Bool { count == 0 }

    /// The value of `day`; nil when it has none.
    public subscript(day: CalendarDay) -> Double? { self[ordinal: day.ordinal] }

    /// The value of the day with `ordinal`.
    public subscript(ordinal ordinal: Int) -> Double? {
        if let sparse { return sparse[ordinal] }
        let index = ordinal - first
        return index >= 0 && index < dense.count ? dense[index] : nil
    }

    /// Sets `day`'s value, replacing any it had.
    public mutating func put(_ value: Double, on day: CalendarDay) { put(value, ordinal: day.ordinal) }

    /// Sets the value of the day with `ordinal`.
    public mutating func put(_ value: Double, ordinal: Int) {
        // The next day after the last: the way a summary's days come, earliest first.
        if sparse == nil, !dense.isEmpty, ordinal == first + dense.count {
            dense.append(value)
            count += 1
            return
        }
        if sparse != nil {
            if sparse!.updateValue(value, forKey: ordinal) == nil { count += 1 }
            return
        }
        if dense.isEmpty { first = ordinal }
        let low = min(first, ordinal)
        let high = max(first + dense.count - 1, ordinal)
        guard high - low < Self.mostDense else {
            var days: [Int: Double] = [:]
            forEachDay { days[$0] = $1 }
            sparse = days
            return put(value, ordinal: ordinal)
        }
        if ordinal < first {
            dense.insert(contentsOf: repeatElement(nil, count: first - ordinal), at: 0)
            first = ordinal
        } else if ordinal - first >= dense.count {
            dense.append(contentsOf: repeatElement(nil, count: ordinal - first - dense.count + 1))
        }
        if dense[ordinal - first] == nil { count += 1 }
        dense[ordinal - first] = value
    }

    /// Calls `body` with each day's ordinal and value, earliest first.
    public func forEachDay(_ body: (Int, Double) -> Void) {
        if let sparse {
            for ordinal in sparse.keys.sorted() { body(ordinal, sparse[ordinal]!) }
            return
        }
        for index in dense.indices { if let value = dense[index] { body(first + index, value) } }
    }

    /// The days as a dictionary.
    public var byDay: [CalendarDay: Double] {
        var days: [CalendarDay: Double] = [:]
        days.reserveCapacity(count)
        forEachDay { days[CalendarDay(ordinal: $0)] = $1 }
        return days
    }

}

/// Where a journal's days are read into: a dictionary by day, or `DayValues`.
public protocol DayTable {
    associatedtype Value
    /// An empty table with room for about `days` days.
    init(room days: Int)
    /// Sets `day`'s value.
    mutating func put(_ value: Value, on day: CalendarDay)
}

extension Dictionary: DayTable where Key == CalendarDay {
    public init(room days: Int) { self.init(minimumCapacity: days) }
    public mutating func put(_ value: Value, on day: CalendarDay) { self[day] = value }
}

extension DayValues: DayTable {
    public init(room days: Int) {
        self.init()
        dense.reserveCapacity(min(days, 4000))
    }
}

extension Area {
    /// The days of `values`, for an area that reads no faster held by day (`today` reads the journals' own).
    public func dayValues(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> DayValues
    {
        DayValues(try values(from: first, through: last, in: sources))
    }
}

/// An area read from a journal of its own (breathing, calories, study, check-ins): the journal fills either table,
/// a dictionary for `values` or `DayValues` for `today`, in one read.
public protocol JournalArea: Area {
    /// The area's number of each day from `first` through `last`, in a table of either kind.
    func table<T: DayTable>(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> T
    where T.Value == Double
}

extension JournalArea {
    public func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> [CalendarDay: Double]
    {
        try table(from: first, through: last, in: sources)
    }

    public func dayValues(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> DayValues
    {
        try table(from: first, through: last, in: sources)
    }
}
