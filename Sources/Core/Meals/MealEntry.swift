import Storage

/// One logged meal: what was eaten, how many, and when. `id` tells logged entries apart, so an edit or a delete acts on
/// the one shown.
public struct MealEntry: JSONRecord, FieldValue {
    /// Names this entry for as long as it is logged; an edit keeps it. Empty for one written before entries had ids
    /// (the journal names it by its place in the month).
    public var id = ""
    /// The food's name as typed: `Apple`.
    public var name = ""
    /// Calories of one item.
    public var calories = 0
    /// How many items were eaten.
    public var quantity = 1
    /// When it was eaten.
    public var time = Date(timeIntervalSince1970: 0)
    /// The file name of its photo in `meals/photos/`, if one was attached.
    public var photo: String?

    /// An entry read from a file sets every field.
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// Its fields in a month file: a hand-written entry may leave out `quantity` (1).
    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id, omittedWhen: "")
        try fields.field("name", &name)
        try fields.field("calories", &calories)
        try fields.field("quantity", &quantity, missing: 1)
        try fields.field("time", &time)
        try fields.field("photo", &photo)
    }

    /// An entry for a checked meal eaten at `time`, with a new id unless it replaces one.
    public init(_ meal: ParsedMeal, time: Date, photo: String? = nil, id: String = MealEntry.newID()) {
        (name, calories, quantity) = (meal.name, meal.calories, meal.quantity)
        (self.time, self.photo, self.id) = (time, photo, id)
    }

    /// 16 random hex digits: unique among the entries of one person's log.
    public static func newID() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The same meal: name, calories, quantity, time and photo, whatever its id.
    public func isSameMeal(as other: MealEntry) -> Bool {
        (name, calories, quantity, time, photo) == (other.name, other.calories, other.quantity, other.time, other.photo)
    }

    /// The entry's food, name, calories and quantity, as the parser would give it.
    public var meal: ParsedMeal { ParsedMeal(name: name, calories: calories, quantity: quantity) }
    /// Calories of all the items. Only an entry out of bounds (read from a file, left out of sums) can
    /// overflow; it shows as the largest number rather than trapping.
    public var total: Int {
        let (product, overflow) = calories.multipliedReportingOverflow(by: quantity)
        return overflow ? .max : product
    }
    /// `Apple`, or `2× Apple`.
    public var label: String { meal.label }
}

extension MealEntry: MonthlyRecord {
    /// Meals are kept by month: `meals/2026-11.json`, months by the user's calendar.
    public static let folder = "meals"
    public static let listKey = "entries"
    public static let currentVersion = 1
}
