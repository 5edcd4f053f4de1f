import PureC
import Storage

/// A place on the Earth in degrees: latitude north, longitude east (WGS 84, as maps and GPS give them).
public struct GeoPoint: Codable, Hashable, Sendable {
    /// Degrees north of the equator, -90…90.
    public var latitude: Double
    /// Degrees east of Greenwich, -180…180.
    public var longitude: Double

    /// The point at `latitude`, `longitude` degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The mean Earth radius (IUGG), in metres: the sphere that haversine distances are measured on.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance to `other` in metres (haversine formula on the mean sphere;
    /// within 0.5 % of the ellipsoidal distance anywhere).
    public func distance(to other: GeoPoint) -> Double {
        let φ1 = latitude * .pi / 180
        let φ2 = other.latitude * .pi / 180
        let dφ = φ2 - φ1
        let dλ = (other.longitude - longitude) * .pi / 180
        let a = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
    }

    /// The initial bearing towards `other` in degrees clockwise from true north, 0..<360;
    /// 0 when the points coincide.
    public func bearing(to other: GeoPoint) -> Double {
        let φ1 = latitude * .pi / 180
        let φ2 = other.latitude * .pi / 180
        let dλ = (other.longitude - longitude) * .pi / 180
        let y = sin(dλ) * cos(φ2)
        let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        if x == 0, y == 0 { return 0 }
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// Which of the eight compass points `other` lies towards.
    public func direction(to other: GeoPoint) -> CompassPoint {
        CompassPoint(bearing: bearing(to: other))
    }

    /// `54.18149, 45.18156`: five decimals is about a metre.
    public var text: String {
        "\(Self.decimal(latitude, places: 5)), \(Self.decimal(longitude, places: 5))"
    }

    /// The spot on openstreetmap.org with a marker, zoomed to street level.
    public var openStreetMapURL: String {
        let lat = Self.decimal(latitude, places: 5)
        let lon = Self.decimal(longitude, places: 5)
        return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=17/\(lat)/\(lon)"
    }

    /// `value` with exactly `places` decimals, without Foundation's format strings.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var digits = String(fraction)
        digits = String(repeating: "0", count: max(0, places - digits.count)) + digits
        let sign = value < 0 && scaled > 0 ? "-" : ""
        return places == 0 ? sign + String(whole) : sign + String(whole) + "." + digits
    }
}

/// One of the eight compass points, each covering 45° centred on its bearing.
public enum CompassPoint: String, CaseIterable, Codable, Sendable {
    case north = "N", northEast = "NE", east = "E", southEast = "SE"
    case south = "S", southWest = "SW", west = "W", northWest = "NW"

    /// The compass point that `bearing` (degrees clockwise from north) falls in; 22.5° is NE.
    public init(bearing: Double) {
        var normalised = bearing.truncatingRemainder(dividingBy: 360)
        if normalised < 0 { normalised += 360 }
        let sector = Int(((normalised + 22.5) / 45).rounded(.down)) % 8
        self = Self.allCases[sector]
    }

    /// `NE`.
    public var abbreviation: String { rawValue }

    /// `NE` / `СВ`: the abbreviation as the language writes compass points.
    public func abbreviation(in words: Messages) -> String {
        guard words.language == .ru else { return rawValue }
        return switch self {
        case .north: "С"
        case .northEast: "СВ"
        case .east: "В"
        case .southEast: "ЮВ"
        case .south: "Ю"
        case .southWest: "ЮЗ"
        case .west: "З"
        case .northWest: "СЗ"
        }
    }
}
