import Storage

/// A place worth visiting: one of the bundled sights of Saransk or a place the user imported.
public struct Sight: Hashable, Sendable, Identifiable {
    /// A stable id (`mordovia-arena`); favourites, notes and visits are keyed by it. An imported
    /// place's id is made from its name (`my-cafe`, `my-cafe-2` where taken); one imported before
    /// that ends in `.my` (`my-cafe.my`), and either spelling finds it.
    public var id: String
    /// The English name, or the only name an imported place was given.
    public var name: String
    /// The Russian name, when known.
    public var nameRU: String?
    /// The kind of place, for lists and filters.
    public var category: SightCategory
    /// Where it is; see `isApproximate`.
    public var location: GeoPoint
    /// Whether the position is an estimate rather than taken from a source (shown as approximate).
    public var isApproximate: Bool
    /// The street address or a description of where to find it.
    public var address: String?
    /// The year it was built, opened or founded.
    public var year: Int?
    /// What it is and why visit, in a sentence or three.
    public var about: String?
    /// The address as written in Russia (`ул. Советская, 53`): the bundled sights have one; not stored.
    public var addressRU: String?
    /// The description in Russian: the bundled sights have one; not stored.
    public var aboutRU: String?
    /// Fields a later coach wrote for an imported place, kept as they were.
    public var unknownFields = UnknownFields()

    /// A sight with every detail given.
    public init(
        id: String, name: String, nameRU: String?, category: SightCategory, location: GeoPoint,
        isApproximate: Bool = false, address: String? = nil, year: Int? = nil, about: String? = nil,
        addressRU: String? = nil, aboutRU: String? = nil
    ) {
        self.id = id
        self.name = name
        self.nameRU = nameRU
        self.category = category
        self.location = location
        self.isApproximate = isApproximate
        self.address = address
        self.year = year
        self.about = about
        self.addressRU = addressRU
        self.aboutRU = aboutRU
    }

    /// The name in `language`: the Russian one where there is one. As shown: on one line, whatever a place synced
    /// from elsewhere holds (a line break shows as `^J`).
    public func name(in language: MessageLanguage) -> String { Self.shown(name, nameRU, in: language) }

    /// `name` or, in Russian, `nameRU` where there is one, on one line.
    static func shown(_ name: String, _ nameRU: String?, in language: MessageLanguage) -> String {
        ControlCharacters.visible(language == .ru ? nameRU ?? name : name)
    }

    /// The address in `language`, as shown; an imported place's address is shown as it was given, on one line.
    public func address(in language: MessageLanguage) -> String? {
        (language == .ru ? addressRU ?? address : address).map { ControlCharacters.visible($0) }
    }

    /// The description in `language`, as shown; an imported place's description is shown as it was given, its line
    /// breaks visible (`^J`), so nothing in it can pass for a line of coach's own.
    public func about(in language: MessageLanguage) -> String? {
        (language == .ru ? aboutRU ?? about : about).map { ControlCharacters.visible($0) }
    }

    /// Whether the user imported it (it is not one of the bundled sights).
    public var isImported: Bool { SightCatalog.bundledByID[id] == nil }

    /// The ending imported places' ids had before they were made as typed: `my-cafe.my`.
    public static let oldImportedSuffix = ".my"

    /// The other spelling of an imported place's id, with or without the old `.my` ending, so that
    /// `my-cafe` finds a place saved as `my-cafe.my` and the other way round.
    public static func otherSpelling(of id: String) -> String {
        id.hasSuffix(oldImportedSuffix) ? String(id.dropLast(oldImportedSuffix.count)) : id + oldImportedSuffix
    }
}

extension Sight: JSONRecord, FieldValue {
    /// A place that reading then names.
    public init() {
        self.init(id: "", name: "", nameRU: nil, category: .other, location: GeoPoint(latitude: 0, longitude: 0))
    }

    /// Its fields in `sights/imported.json`; the Russian address and description of the bundled sights are not stored.
    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("name", &name)
        try fields.field("nameRU", &nameRU)
        try fields.field("category", &category)
        try fields.field("latitude", &location.latitude)
        try fields.field("longitude", &location.longitude)
        try fields.field("approximate", &isApproximate, missing: false)
        try fields.field("address", &address)
        try fields.field("year", &year)
        try fields.field("about", &about)
    }
}

extension SightCategory {
    /// A category by its name; another name is refused with it.
    public init(json: JSONValue) throws {
        let name = try String(json: json)
        guard let category = SightCategory(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "no category '\(name)'"))
        }
        self = category
    }
}

/// The kind of place, as the category chips of the guide show them.
public enum SightCategory: String, Codable, CaseIterable, Sendable, Comparable, FieldValue {
    case architecture, education, monument, museum, park, religious, sport, square, theatre, transport, other

    /// `Museums`: the heading for a list of this kind (`words.tr(category.title)` in the person's language).
    public var title: String {
        switch self {
        case .architecture: Messages.mark("Architecture")
        case .education: Messages.mark("Education")
        case .monument: Messages.mark("Monuments")
        case .museum: Messages.mark("Museums")
        case .park: Messages.mark("Parks")
        case .religious: Messages.mark("Churches and monasteries")
        case .sport: Messages.mark("Sport")
        case .square: Messages.mark("Squares")
        case .theatre: Messages.mark("Theatres")
        case .transport: Messages.mark("Transport")
        case .other: Messages.mark("Other")
        }
    }

    /// `museum` / `музей`: one sight's kind in a list row, in `language` (English: the id people type).
    public func label(in language: MessageLanguage) -> String {
        guard language == .ru else { return rawValue }
        return switch self {
        case .architecture: "архитектура"
        case .education: "образование"
        case .monument: "памятник"
        case .museum: "музей"
        case .park: "парк"
        case .religious: "храм"
        case .sport: "спорт"
        case .square: "площадь"
        case .theatre: "театр"
        case .transport: "транспорт"
        case .other: "другое"
        }
    }

    /// `музеи`: the Russian heading, also searched.
    public var titleRU: String {
        switch self {
        case .architecture: "архитектура"
        case .education: "образование"
        case .monument: "памятники"
        case .museum: "музеи"
        case .park: "парки"
        case .religious: "храмы"
        case .sport: "спорт"
        case .square: "площади"
        case .theatre: "театры"
        case .transport: "транспорт"
        case .other: "другое"
        }
    }

    /// Plural names searched as the category: `churches` finds every church.
    var plurals: [String] {
        switch self {
        case .religious: ["churches", "religious", "храмы", "церкви"]
        case .theatre: ["theatres", "theaters", "театры"]
        case .monument: ["monuments", "памятники"]
        case .museum: ["museums", "музеи"]
        default: []
        }
    }

    /// Other words people use for the category, English and Russian, folded.
    var aliases: [String] {
        switch self {
        case .architecture: ["building", "buildings", "здание", "здания", "архитектура"]
        case .education: ["university", "universities", "школа", "университет", "образование"]
        case .monument:
            ["monuments", "memorial", "memorials", "statue", "statues", "памятник", "памятники", "мемориал"]
        case .museum: ["museums", "gallery", "музеи", "музей"]
        case .park: ["parks", "garden", "парк", "парки", "сад"]
        case .religious:
            [
                "church", "churches", "cathedral", "cathedrals", "temple", "monastery", "religion", "храм", "храмы",
                "церковь", "церкви", "собор", "монастырь",
            ]
        case .sport: ["sports", "stadium", "stadiums", "arena", "спорт", "стадион"]
        case .square: ["squares", "plaza", "площадь", "площади"]
        case .theatre: ["theatres", "theater", "theaters", "театр", "театры"]
        case .transport: ["station", "stations", "airport", "транспорт", "вокзал", "аэропорт"]
        case .other: ["others", "другое"]
        }
    }

    /// The category named by `text` in English or Russian, singular or plural (`theater`, `музеи`, `churches`).
    public init(matching text: String) throws(UnknownSightCategoryError) {
        let folded = SearchText.fold(text)
        for category in Self.allCases
        where category.rawValue == folded || category.aliases.map(SearchText.fold).contains(folded) {
            self = category
            return
        }
        throw UnknownSightCategoryError(
            text: text, suggestion: Suggestion.closest(to: folded, among: Self.allCases.map(\.rawValue)))
    }

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A category name that coach does not know.
public struct UnknownSightCategoryError: UserFacingError, Equatable {
    /// The category name as typed.
    public var text: String
    /// The closest category name, if any is close.
    public var suggestion: String?

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let known = SightCategory.allCases.map(\.rawValue).joined(separator: ", ")
        return words.tr("no category '%@'.", text) + (suggestion.map { words.tr(" Did you mean '%@'?", $0) } ?? "")
            + words.tr(" Categories: %@.", known)
    }
}
