import Storage

/// One logged meal: what was eaten, how many, and when. Two entries are equal when they record
/// the same meal; `id` tells logged entries apart, so an edit or a delete acts on the one shown.
public struct MealEntry: Codable, Equatable, Sendable {
    /// Names this entry for as long as it is logged; an edit keeps it.
    public var id: String
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

    /// The same meal: name, calories, quantity, time and photo (not the id).
    public static func == (a: MealEntry, b: MealEntry) -> Bool {
        (a.name, a.calories, a.quantity, a.time, a.photo) == (b.name, b.calories, b.quantity, b.time, b.photo)
    }

    /// The same entry, unchanged: its id and everything it records.
    public func isIdentical(to other: MealEntry) -> Bool { id == other.id && self == other }

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

    private enum CodingKeys: String, CodingKey { case id, name, calories, quantity, time, photo }

    /// Reads an entry; a hand-written one may leave out `quantity` (1), and one written before
    /// entries had ids has none (the journal names it by its place in the month).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        name = try container.decode(String.self, forKey: .name)
        calories = try container.decode(Int.self, forKey: .calories)
        quantity = try container.decodeIfPresent(Int.self, forKey: .quantity) ?? 1
        // The time is read as text and parsed directly: going through the decoder's date strategy
        // costs a nested decoder per entry, which a month of entries pays on every save.
        let text = try container.decode(String.self, forKey: .time)
        guard let time = Timestamp.read(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .time, in: container, debugDescription: "'\(text)' is not a time like 2026-11-21T08:12:00.000Z")
        }
        self.time = time
        photo = try container.decodeIfPresent(String.self, forKey: .photo)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !id.isEmpty { try container.encode(id, forKey: .id) }
        try container.encode(name, forKey: .name)
        try container.encode(calories, forKey: .calories)
        try container.encode(quantity, forKey: .quantity)
        try container.encode(Timestamp.format(time), forKey: .time)
        try container.encodeIfPresent(photo, forKey: .photo)
    }
}

extension MealEntry: MonthlyRecord {
    /// Meals are kept by month: `meals/2026-11.json`, months by the user's calendar.
    public static let folder = "meals"
    public static let listKey = "entries"
    public static let currentVersion = 1

    /// A month of meals is read and written on every `meal add`: past the standard coders (`write(into:)` too).
    public static var readsOwnJSON: Bool { true }

    /// Reads the fields as `init(from:)` does; anything else (a wrong type, a null, a bad time) is nil, and the
    /// standard decoder then says what is wrong.
    public init?(json fields: JSONFields) {
        guard case let .string(name)? = fields["name"], case let .int(calories)? = fields["calories"],
            case let .string(text)? = fields["time"], let time = Timestamp.read(text)
        else { return nil }
        guard let id = fields.optional("id", as: \.stringValue),
            let quantity = fields.optional("quantity", as: \.intValue),
            let photo = fields.optional("photo", as: \.stringValue)
        else { return nil }
        (self.name, self.calories, self.time) = (name, calories, time)
        (self.id, self.quantity, self.photo) = (id ?? "", quantity ?? 1, photo)
    }

    /// The fields `encode(to:)` writes.
    public func write(into object: inout JSONObjectWriter) -> Bool {
        object.add("calories", calories)
        if !id.isEmpty { object.add("id", id) }
        object.add("name", name)
        object.add("photo", ifPresent: photo)
        object.add("quantity", quantity)
        object.add("time", Timestamp.format(time))
        return true
    }
}
