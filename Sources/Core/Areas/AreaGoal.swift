import Storage

/// What a day's value must do for the day to meet a goal.
public enum GoalRule: Hashable, Sendable {
    /// Anything logged: a check-in, a habit done.
    case logged
    /// At least this much: 10 minutes, 8 glasses.
    case atLeast(Double)
    /// At most this much, and something logged: 2,000 kcal, 80 kg.
    case atMost(Double)
}

/// An area's goal: what a day must reach, and on how many days a week (nil: every day).
public struct AreaGoal: Hashable, Sendable, Codable, FieldValue {
    /// The largest number a goal may be.
    public static let largest = 1_000_000.0

    public var rule: GoalRule
    /// Days a week the goal asks for, 1 to 6; nil for every day.
    public var perWeek: Int?

    /// A goal with `rule` on `perWeek` days a week (every day when nil).
    public init(_ rule: GoalRule, perWeek: Int? = nil) { (self.rule, self.perWeek) = (rule, perWeek) }

    /// The rule applied when an area has no goal: a day counts when something was logged.
    public static let anything = AreaGoal(.logged)

    /// Whether a day with `value` (nil: nothing logged) meets the goal.
    public func isMet(by value: Double?) -> Bool {
        guard let value else { return false }
        switch rule {
        case .logged: return true
        // A tolerance of a millionth, so 9.9999999 minutes from summed seconds meets a goal of 10 only once truly there.
        case let .atLeast(target): return value + 1e-9 >= target
        case let .atMost(target): return value <= target + 1e-9
        }
    }

    /// The number on the chart's goal line; nil for `logged`.
    public var target: Double? {
        switch rule {
        case .logged: nil
        case let .atLeast(target), let .atMost(target): target
        }
    }

    /// Whether the goal is a ceiling, which a day meets only once it is over (more could still come).
    public var isCeiling: Bool { if case .atMost = rule { true } else { false } }

    private enum Key: String, CodingKey { case atLeast, atMost, done, perWeek }

    /// `{"atLeast": 8}`, `{"atMost": 80, "perWeek": 3}` or `{"done": true}`; values out of bounds are refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func bounded(_ key: Key) throws -> Double? {
            guard let value = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
            guard value.isFinite, value >= 0, value <= Self.largest else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected a goal from 0 to 1,000,000, found \(value)")
            }
            return value
        }
        if let least = try bounded(.atLeast) {
            rule = .atLeast(least)
        } else if let most = try bounded(.atMost) {
            rule = .atMost(most)
        } else {
            rule = .logged
        }
        perWeek = try container.decodeIfPresent(Int.self, forKey: .perWeek)
        if let perWeek, !(1...6).contains(perWeek) {
            throw DecodingError.dataCorruptedError(
                forKey: .perWeek, in: container, debugDescription: "expected 1 to 6 days a week, found \(perWeek)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch rule {
        case .logged: try container.encode(true, forKey: .done)
        case let .atLeast(value): try container.encode(value, forKey: .atLeast)
        case let .atMost(value): try container.encode(value, forKey: .atMost)
        }
        try container.encodeIfPresent(perWeek, forKey: .perWeek)
    }
}
