import Storage

/// The values a variable can take, so solving offers only answers that can be: a mass is positive,
/// an angle of incidence lies between 0° and 90°. Stored and shown in JSON as text:
/// `any`, `positive`, `non-negative`, `angle`, `angle 0...90`.
public enum FormulaDomain: Codable, Equatable, Sendable {
    /// Any real value (a displacement, a charge, a temperature change).
    case any
    /// Above zero (a mass, a length, an absolute temperature).
    case positive
    /// Zero or above (a speed, a probability).
    case nonNegative
    /// An angle, typed and shown in degrees (the equation reads radians), within these bounds in degrees.
    case angle(ClosedRange<Double>)
    /// An angle of any size, typed and shown in degrees.
    case anyAngle

    /// Between 0° and 90°: a launch angle, an angle of incidence.
    public static let acuteAngle = FormulaDomain.angle(0...90)
    /// Between 0° and 180°: an angle of a triangle, the angle between two directions.
    public static let triangleAngle = FormulaDomain.angle(0...180)

    /// Whether values are angles, typed in degrees unless marked `rad`.
    public var isAngle: Bool {
        switch self {
        case .angle, .anyAngle: true
        case .any, .positive, .nonNegative: false
        }
    }

    /// Whether `value`, in the units people type (degrees for angles), can be.
    public func contains(_ value: Double) -> Bool {
        let slack = 1e-9 * max(1, abs(value))
        switch self {
        case .any, .anyAngle: return value.isFinite
        case .positive: return value > 0
        case .nonNegative: return value >= -slack
        case let .angle(range): return value >= range.lowerBound - slack && value <= range.upperBound + slack
        }
    }
}

extension FormulaDomain {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        switch text {
        case "any": self = .any
        case "positive": self = .positive
        case "non-negative": self = .nonNegative
        case "angle": self = .anyAngle
        default:
            let bounds =
                text.hasPrefix("angle ")
                ? String(text.dropFirst(6)).split(separator: "...", omittingEmptySubsequences: false).compactMap {
                    Double($0)
                } : []
            guard bounds.count == 2, bounds[0] <= bounds[1] else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a domain"))
            }
            self = .angle(bounds[0]...bounds[1])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .any: try container.encode("any")
        case .positive: try container.encode("positive")
        case .nonNegative: try container.encode("non-negative")
        case .anyAngle: try container.encode("angle")
        case let .angle(range):
            try container.encode(
                "angle \(NumberFormat.plain(range.lowerBound))...\(NumberFormat.plain(range.upperBound))")
        }
    }

    /// Degrees to radians, for the equation.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    /// Radians to degrees, for people.
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
