import Foundation

/// One logged meal: what was eaten, how many, and when.
public struct MealEntry: Codable, Equatable, Sendable {
    /// The food's name as typed: `Apple`.
    public var name: String
    /// Calories of one item.
    public var calories: Int
    /// How many items were eaten.
    public var quantity: Int
    /// When it was eaten.
    public var time: Date
    /// The file name of its photo in `meals/photos/`, if one was attached.
    public var photo: String?

    /// An entry for a checked meal eaten at `time`.
    public init(_ meal: ParsedMeal, time: Date, photo: String? = nil) {
        (name, calories, quantity) = (meal.name, meal.calories, meal.quantity)
        (self.time, self.photo) = (time, photo)
    }

    /// The entry's food, name, calories and quantity, as the parser would give it.
    public var meal: ParsedMeal { ParsedMeal(name: name, calories: calories, quantity: quantity) }
    /// Calories of all the items.
    public var total: Int { calories * quantity }
    /// `Apple`, or `2× Apple`.
    public var label: String { meal.label }

    private enum CodingKeys: String, CodingKey { case name, calories, quantity, time, photo }

    /// Reads an entry; a hand-written one may leave out `quantity` (1).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        calories = try container.decode(Int.self, forKey: .calories)
        quantity = try container.decodeIfPresent(Int.self, forKey: .quantity) ?? 1
        // The time is read as text and parsed directly: going through the decoder's date strategy
        // costs a nested decoder per entry, which a month of entries pays on every save.
        let text = try container.decode(String.self, forKey: .time)
        guard let time = Timestamp.read(text) else {
            throw DecodingError.dataCorruptedError(forKey: .time, in: container, debugDescription: "'\(text)' is not a time like 2026-11-21T08:12:00.000Z")
        }
        self.time = time
        photo = try container.decodeIfPresent(String.self, forKey: .photo)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(calories, forKey: .calories)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(Timestamp.format(time), forKey: .time)
        try container.encodeIfPresent(photo, forKey: .photo)
    }
}

/// A month of the meal log: `meals/2026-11.json`, months by the user's calendar.
public struct MealLogMonth: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "meals/log.json"
    public static let empty = MealLogMonth()

    public var version = MealLogMonth.currentVersion
    /// The month's entries in the order they were logged (not necessarily by time).
    public var entries: [MealEntry] = []

    /// An empty month.
    public init(entries: [MealEntry] = []) { self.entries = entries }

    /// The folder of month files.
    public static let folder = "meals"

    /// The month file holding `day`'s meals: `meals/2026-11.json`.
    public static func path(for day: CalendarDay) -> String {
        day.monthFile(in: folder)
    }

    /// The month file holding a meal eaten at `time`.
    public static func path(for time: Date, calendar: Calendar) -> String {
        path(for: CalendarDay(time, in: calendar))
    }

    /// The first day of the month a path like `meals/2026-11.json` names; nil for other files.
    public static func month(ofPath path: String) -> CalendarDay? {
        guard path.hasPrefix(folder + "/"), path.hasSuffix(".json") else { return nil }
        let name = path.dropFirst(folder.count + 1).dropLast(5)
        guard name.count == 7 else { return nil }
        return CalendarDay(String(name) + "-01")
    }

    /// The month files covering `first` through `last`, oldest first.
    public static func paths(from first: CalendarDay, through last: CalendarDay) -> [String] {
        var paths: [String] = []
        var (year, month) = (first.year, first.month)
        while (year, month) <= (last.year, last.month) {
            paths.append(path(for: CalendarDay(year: year, month: month, day: 1)))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return paths
    }

    /// Where the entries of `day` are in `entries`, ordered by time (ties in logging order).
    func indices(of day: CalendarDay, calendar: Calendar) -> [Int] {
        let (start, end) = (day.start(in: calendar), day.adding(days: 1).start(in: calendar))
        return entries.indices
            .filter { entries[$0].time >= start && entries[$0].time < end }
            .sorted { (entries[$0].time, $0) < (entries[$1].time, $1) }
    }
}

extension CalendarDay {
    /// The first instant of the day in `calendar`'s time zone.
    func start(in calendar: Calendar) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: Double(ordinal) * 86_400)
    }
}

/// One day's meals in the order they were eaten, numbered from 1 as `meal list` shows them.
public struct MealDay: Equatable, Sendable {
    /// The day.
    public let day: CalendarDay
    /// The day's entries by time; position N is `entries[N - 1]`.
    public let entries: [MealEntry]

    /// The day's entries taken from its month file.
    public init(day: CalendarDay, month: MealLogMonth, calendar: Calendar) {
        self.day = day
        entries = month.indices(of: day, calendar: calendar).map { month.entries[$0] }
    }

    /// Calories eaten that day.
    public var total: Int { entries.reduce(0) { $0 + $1.total } }

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
