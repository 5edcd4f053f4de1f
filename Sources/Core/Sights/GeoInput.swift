import Storage

/// A position or distance typed by the user that coach cannot read.
public enum GeoInputError: UserFacingError, Equatable {
    case notAPosition(String)
    case latitudeOutOfRange(String, Double)
    case longitudeOutOfRange(String, Double)
    case notADistance(String)
    case distanceWithoutUnit(String)
    case distanceNotPositive(String)
    case distanceTooLong(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notAPosition(text):
            return words.tr("'%@' is not a position; write latitude,longitude in degrees, like 54.1815,45.1816", text)
        case let .latitudeOutOfRange(text, value):
            return words.tr(
                "the latitude %@ in '%@' is outside -90…90; write latitude first, then longitude, like 54.1815,45.1816",
                NumberFormat.plain(value), text)
        case let .longitudeOutOfRange(text, value):
            return words.tr(
                "the longitude %@ in '%@' is outside -180…180; write latitude first, then longitude, like 54.1815,45.1816",
                NumberFormat.plain(value), text)
        case let .notADistance(text):
            return words.tr("'%@' is not a distance; write it like 800m, 1.5km or '2 km'", text)
        case let .distanceWithoutUnit(text):
            return words.tr("'%@' needs a unit: write %@m for metres or %@km for kilometres", text, text, text)
        case let .distanceNotPositive(text):
            return words.tr("the distance '%@' must be more than zero, like 500m", text)
        case let .distanceTooLong(text):
            return words.tr(
                "the distance '%@' is longer than the way round the Earth; 20000km already reaches every place", text)
        }
    }
}

extension GeoPoint {
    /// Reads `54.1815,45.1816`, `54.1815, 45.1816` or `54.1815 45.1816`: latitude first.
    public init(parsing text: String) throws(GeoInputError) {
        let trimmed = text.trimmed(\.isSpace)
        let parts = trimmed.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        guard parts.count == 2, let latitude = Self.plainNumber(parts[0]), let longitude = Self.plainNumber(parts[1])
        else {
            throw .notAPosition(trimmed)
        }
        guard (-90...90).contains(latitude) else { throw .latitudeOutOfRange(trimmed, latitude) }
        guard (-180...180).contains(longitude) else { throw .longitudeOutOfRange(trimmed, longitude) }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// A finite decimal number written with digits, an optional sign and a point; nil for `inf`, `0x1p3` and words.
    static func plainNumber<S: StringProtocol>(_ text: S) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(text), value.isFinite
        else { return nil }
        return value
    }
}

/// Distances as people read and type them: `450 m`, `1.2 km`, `1.5km`, `800m`.
public enum DistanceText {
    /// `7 m` under 10 m, `450 m` (to 10 m) under a kilometre, `1.2 km` under 10 km, then `12 km`.
    public static func format(_ metres: Double) -> String { format(metres, in: .english) }

    /// The distance as `words`' language writes it: `1.2 km`, `1,2 км`, `450 м`.
    public static func format(_ metres: Double, in words: Messages) -> String {
        let (number, kilometres) = parts(metres)
        let russian = words.language == .ru
        return words.number(number) + (kilometres ? (russian ? " км" : " km") : (russian ? " м" : " m"))
    }

    /// The number and whether it counts kilometres (else metres).
    private static func parts(_ metres: Double) -> (String, Bool) {
        let metres = max(0, metres)  // also turns NaN into 0
        if metres < 9.5 { return ("\(Int(metres.rounded()))", false) }
        if metres < 995 { return ("\(Int((metres / 10).rounded()) * 10)", false) }
        if metres < 9_950 {
            let tenths = Int((metres / 100).rounded())
            return ("\(tenths / 10).\(tenths % 10)", true)
        }
        // Not Int(): past Int's range, or at infinity, it traps.
        return (NumberFormat.plain((metres / 1000).rounded()), true)
    }

    /// Reads a radius such as `1.5km`, `800m`, `2 km`, `1,5 км`, in metres.
    public static func parse(_ text: String) throws(GeoInputError) -> Double {
        let trimmed = text.trimmed(\.isSpace)
        let lowered = trimmed.lowercased()
        guard let unitStart = lowered.firstIndex(where: { $0.isLetter }) else {
            if GeoPoint.plainNumber(lowered.replacing(",", with: ".")) != nil {
                throw .distanceWithoutUnit(trimmed)
            }
            throw .notADistance(trimmed)
        }
        let number = lowered[..<unitStart].trimmed(\.isSpace).replacing(",", with: ".")
        let unit = lowered[unitStart...].trimmed(\.isSpace)
        guard let value = GeoPoint.plainNumber(number), let scale = units[unit] else { throw .notADistance(trimmed) }
        guard value > 0 else { throw .distanceNotPositive(trimmed) }
        guard value * scale <= GeoPoint.earthRadius * 2 * .pi else { throw .distanceTooLong(trimmed) }
        return value * scale
    }

    /// Unit words and their size in metres.
    private static let units: [String: Double] = [
        "m": 1, "metre": 1, "metres": 1, "meter": 1, "meters": 1, "м": 1,
        "km": 1000, "kilometre": 1000, "kilometres": 1000, "kilometer": 1000, "kilometers": 1000, "км": 1000,
    ]
}
