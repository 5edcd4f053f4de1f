import Storage

/// Where the person said they are (`sights here`): a position, and the sight it was named by, if it was.
public struct SightHere: JSONRecord, FieldValue, Hashable {
    /// Degrees north, -90…90.
    public var latitude = 0.0
    /// Degrees east, -180…180.
    public var longitude = 0.0
    /// The id of the sight the place was named by; nil for a position typed as `LAT,LON`.
    public var sight: String?
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// `point`, named by the sight `sight` when it was.
    public init(_ point: GeoPoint, sight: String? = nil) {
        (latitude, longitude, self.sight) = (point.latitude, point.longitude, sight)
    }

    /// The position.
    public var point: GeoPoint { GeoPoint(latitude: latitude, longitude: longitude) }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("latitude", &latitude)
        try fields.field("longitude", &longitude)
        try fields.field("sight", &sight)
    }
}

/// The person's own rating of a sight: a record of its own (not a bare number), so that sync carries each
/// sight's rating apart and two machines rating different sights keep both.
public struct SightRating: JSONRecord, FieldValue, Hashable {
    /// One to five stars.
    public var stars = 0
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// A rating of `stars`.
    public init(stars: Int) { self.stars = stars }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("stars", &stars)
    }
}

/// A route walked with `sights route … --walk`: the stops in walking order and those reached.
public struct SightWalk: JSONRecord, FieldValue, Hashable {
    /// The day the walk started, in the user's calendar.
    public var day = CalendarDay(year: 1970, month: 1, day: 1)
    /// The ids of the route's stops, in walking order.
    public var stops: [String] = []
    /// The ids of the stops reached, in the order they were reached.
    public var reached: [String] = []
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// A walk on `day` through `stops`, of which `reached` were reached.
    public init(day: CalendarDay, stops: [String], reached: [String]) {
        (self.day, self.stops, self.reached) = (day, stops, reached)
    }

    /// Whether every stop was reached.
    public var isCompleted: Bool { !stops.isEmpty && Set(reached) == Set(stops) }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("day", &day)
        try fields.field("stops", &stops)
        try fields.field("reached", &reached)
    }
}

/// A rating that is not one to five stars.
public struct SightRatingError: UserFacingError, Equatable {
    /// The rating as typed.
    public var text: String

    /// A refusal of `text`.
    public init(text: String) { self.text = text }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        words.tr("'%@' is not a rating; give 1 to 5 stars, or 0 to remove your rating", text)
    }
}

extension SightJournal {
    /// The stars a rating may have.
    public static let stars = 1...5

    /// Reads a rating the person typed: 1 to 5, or 0 for none (nil).
    public static func rating(_ text: String) throws(SightRatingError) -> Int? {
        guard let stars = Int(text.trimmed()), stars == 0 || Self.stars.contains(stars) else {
            throw SightRatingError(text: text)
        }
        return stars == 0 ? nil : stars
    }

    /// The person's rating of `id`, 1–5; nil when there is none or the stored one is out of bounds.
    public func rating(of id: String) -> Int? {
        ratings[id].flatMap { Self.stars.contains($0.stars) ? $0.stars : nil }
    }

    /// Rates `id` with `stars` (1–5), or removes its rating when nil.
    public mutating func rate(_ id: String, _ stars: Int?) {
        ratings[id] = stars.map { SightRating(stars: $0) }
    }

    /// The ratings within bounds, by sight id.
    public var keptRatings: [String: Int] {
        ratings.compactMapValues { Self.stars.contains($0.stars) ? $0.stars : nil }
    }

    /// The remembered place, when one is set and within bounds.
    public var keptHere: SightHere? {
        here.flatMap { StoredValueWarnings.kept([$0], in: Self.defaultPath).first }
    }

    /// The walks within bounds, in the order they were walked.
    public var keptWalks: [SightWalk] { StoredValueWarnings.kept(walks, in: Self.defaultPath) }

    /// How many walks reached every stop.
    public var routesCompleted: Int { keptWalks.filter(\.isCompleted).count }

    /// The ids of the sights visited on `since` or later (every visited sight when nil).
    public func visited(since: CalendarDay? = nil) -> Set<String> {
        Set(visits.filter { since == nil || $0.day >= since! }.map(\.id))
    }
}
