import Storage

/// A daily calorie goal, 500 to 10,000 kcal.
public struct CalorieGoal: Codable, Hashable, Sendable, FieldValue {
    /// Kilocalories to eat in a day.
    public let calories: Int

    /// The goals a person may set.
    public static let range = 500...10_000

    /// The seed app's quick choices, lightest first.
    public static let presets: [(name: String, goal: CalorieGoal)] = [
        ("low", CalorieGoal(checked: 1500)), ("moderate", CalorieGoal(checked: 2000)),
        ("high", CalorieGoal(checked: 2500)), ("athletic", CalorieGoal(checked: 3000)),
    ]

    /// A goal of `calories`, refused outside 500–10,000.
    public init(calories: Int) throws(CalorieGoalError) {
        guard Self.range.contains(calories) else { throw .outOfRange(String(calories)) }
        self.calories = calories
    }

    private init(checked calories: Int) { self.calories = calories }

    /// Reads `2000`, `2,000`, `2000kcal` or a preset name (`moderate`, any case).
    public static func parse(_ text: String) throws(CalorieGoalError) -> CalorieGoal {
        let word = text.split(whereSeparator: \.isWhitespace).joined()
        guard !word.isEmpty else { throw .empty }
        if let preset = presets.first(where: { $0.name == word.lowercased() }) { return preset.goal }
        switch CalorieNumber(word[...]) {
        case let .whole(value)?:
            guard let value, range.contains(value) else { throw .outOfRange(word) }
            return CalorieGoal(checked: value)
        case .decimal?: throw .decimal(word)
        case .negative?: throw .outOfRange(word)
        case nil: throw .notAGoal(word, suggestion: Suggestion.closest(to: word, among: presets.map(\.name)))
        }
    }

    /// The preset's name when the goal is one of them: `moderate` for 2000.
    public var presetName: String? { Self.presets.first { $0.goal == self }?.name }

    /// Reads the stored form `{"calories": 2000}`, refusing a value outside the range.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        do { try self.init(calories: value) } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a goal from 500 to 10,000, found \(value)"))
        }
    }

    /// Writes the goal as a bare number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(calories)
    }
}

/// Why a calorie goal was refused.
public enum CalorieGoalError: UserFacingError, Equatable {
    /// Every case is about the words typed.
    public var isUsageMistake: Bool { true }

    /// No goal given.
    case empty
    /// Neither a number nor a preset; carries the closest preset name, if any.
    case notAGoal(String, suggestion: String?)
    /// A number outside 500–10,000, as typed.
    case outOfRange(String)
    /// A number with a fraction, as typed.
    case decimal(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let presets = CalorieGoal.presets.map { "\($0.name) (\($0.goal.calories))" }.joined(separator: ", ")
        let range = words.tr(
            "%@ to %@ kcal", MealNumber.text(CalorieGoal.range.lowerBound, words),
            MealNumber.text(CalorieGoal.range.upperBound, words))
        switch self {
        case .empty:
            return words.tr("give a daily goal in kcal, e.g. 'goal calories 2000', or a preset: %@", presets)
        case let .notAGoal(word, suggestion?):
            return words.tr("'%@' is not a calorie goal. Did you mean '%@'?", word, suggestion)
        case let .notAGoal(word, nil):
            return words.tr("'%@' is not a calorie goal; give a number from %@ or a preset: %@", word, range, presets)
        case let .outOfRange(word):
            return words.tr("a daily goal of %@ kcal is out of range; choose %@", word, range)
        case let .decimal(word):
            return words.tr(
                "a calorie goal is a whole number of kcal; write %@ instead of '%@'",
                MealNumber.wholeChoices(word, words),
                word)
        }
    }
}
