import Storage

/// A daily breathing goal: minutes breathed a day, 1 to 180.
public struct BreathingGoal: Codable, Hashable, Sendable, FieldValue {
    /// Minutes to breathe in a day.
    public let minutes: Int
    /// The goals a person may set.
    public static let range = 1...180

    /// A goal of `minutes`, refused outside 1–180.
    public init(minutes: Int) throws(GoalInputError) {
        guard Self.range.contains(minutes) else { throw .outOfRange(.breathing, "\(minutes) minutes") }
        self.minutes = minutes
    }

    private init(checked minutes: Int) { self.minutes = minutes }

    /// Reads `10m`, `10`, `10 min`, `1h`, `1h30m`, `10 мин` or `1 ч 30 мин`.
    public static func parse(_ text: String) throws(GoalInputError) -> BreathingGoal {
        let word = text.split(whereSeparator: \.isWhitespace).joined().lowercased()
        guard !word.isEmpty else { throw .empty(.breathing) }
        guard let minutes = GoalNumber.minutes(word) else { throw .notAGoal(.breathing, text) }
        guard range.contains(minutes) else {
            throw .outOfRange(.breathing, word.allSatisfy(\.isNumber) ? word + " minutes" : word)
        }
        return BreathingGoal(checked: minutes)
    }

    public init(from decoder: any Decoder) throws {
        self = try GoalNumber.decode(decoder, range: Self.range) { try BreathingGoal(minutes: $0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(minutes)
    }
}

/// A daily study goal: flashcards reviewed a day, 1 to 500.
public struct StudyGoal: Codable, Hashable, Sendable, FieldValue {
    /// Cards to review in a day.
    public let cards: Int
    /// The goals a person may set.
    public static let range = 1...500

    /// A goal of `cards`, refused outside 1–500.
    public init(cards: Int) throws(GoalInputError) {
        guard Self.range.contains(cards) else { throw .outOfRange(.study, String(cards)) }
        self.cards = cards
    }

    private init(checked cards: Int) { self.cards = cards }

    /// Reads `10`, `10 cards` or `10 карточек`.
    public static func parse(_ text: String) throws(GoalInputError) -> StudyGoal {
        var word = text.split(whereSeparator: \.isWhitespace).joined().lowercased()
        guard !word.isEmpty else { throw .empty(.study) }
        for unit in ["cards", "card", "карточек", "карточки", "карточку", "карточка"] where word.hasSuffix(unit) {
            word.removeLast(unit.count)
            break
        }
        guard let cards = GoalNumber.whole(word) else { throw .notAGoal(.study, text) }
        guard range.contains(cards) else { throw .outOfRange(.study, word) }
        return StudyGoal(checked: cards)
    }

    public init(from decoder: any Decoder) throws {
        self = try GoalNumber.decode(decoder, range: Self.range) { try StudyGoal(cards: $0) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(cards)
    }
}

/// Reading the numbers of goals: ASCII digits only, so `١٠` or `10.5` are refused, never guessed.
enum GoalNumber {
    /// A whole number in ASCII digits; nil otherwise.
    static func whole(_ text: some StringProtocol) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text) ?? Int.max  // more digits than an Int holds is out of any range
    }

    /// Minutes from `10`, `10m`, `10min`, `10minutes`, `1h`, `2hours` or `1h30m`, and in Russian `10 мин`,
    /// `1 ч`, `2 часа`, `1 ч 30 мин`.
    static func minutes(_ word: String) -> Int? {
        var rest = Substring(word)
        var total = 0
        var sawUnit = false
        while !rest.isEmpty {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let number = whole(digits) else { return nil }
            rest = rest.dropFirst(digits.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "", "m", "min", "mins", "minute", "minutes", "м", "мин", "минута", "минуту", "минуты", "минут":
                total = total.addingReportingOverflow(number).partialValue
            case "h", "hr", "hrs", "hour", "hours", "ч", "час", "часа", "часов":
                total =
                    total.addingReportingOverflow(number.multipliedReportingOverflow(by: 60).partialValue).partialValue
            default: return nil
            }
            if unit.isEmpty, !rest.isEmpty || sawUnit { return nil }  // a bare number only alone: `10`, not `1h30`
            sawUnit = true
        }
        return total
    }

    /// A goal stored as a bare number, refusing a value outside `range` with a message naming it.
    static func decode<G>(_ decoder: any Decoder, range: ClosedRange<Int>, make: (Int) throws -> G) throws -> G {
        let value = try decoder.singleValueContainer().decode(Int.self)
        do { return try make(value) } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected a goal from \(range.lowerBound) to \(range.upperBound), found \(value)")
            )
        }
    }
}

/// An area a goal can be set for.
public enum GoalArea: String, Sendable, CaseIterable, Codable {
    case checkin, breathing, calories, study

    /// `calorie`: the area as it reads before "goal".
    public var goalName: String { self == .calories ? "calorie" : self == .checkin ? "check-in" : rawValue }

    /// `Check-in`, `Breathing`, …: the area's name as a row title.
    public var title: String {
        switch self {
        case .checkin: Messages.mark("Check-in")
        case .breathing: Messages.mark("Breathing")
        case .calories: Messages.mark("Calories")
        case .study: Messages.mark("Study")
        }
    }
}

/// Why a goal was refused.
public enum GoalInputError: UserFacingError, Equatable {
    /// Every case is about the words typed.
    public var isUsageMistake: Bool { true }

    /// No value given.
    case empty(GoalArea)
    /// Not a number the area reads, as typed.
    case notAGoal(GoalArea, String)
    /// A number outside the area's range, as typed.
    case outOfRange(GoalArea, String)
    /// `goal checkin` with something other than on/off.
    case notOnOff(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case .empty(.breathing), .notAGoal(.breathing, _):
            return quoted(words) + words.tr("give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'")
        case .empty(.study), .notAGoal(.study, _):
            return quoted(words) + words.tr("give the cards to review a day, from 1 to 500, e.g. 'goal study 10'")
        case .empty, .notAGoal:
            return quoted(words) + words.tr("give a goal, e.g. 'goal calories 2000'")
        case let .outOfRange(.breathing, text):
            var shown = ControlCharacters.visible(text)
            if words.language != .en, shown.hasSuffix(" minutes") {
                shown = words.tr("%@ min", String(shown.dropLast(8)))
            }
            return words.tr(
                "a breathing goal of %@ a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'",
                shown)
        case let .outOfRange(.study, text):
            return words.tr(
                "a study goal of %@ cards a day is out of range; choose 1 to 500 cards, e.g. 'goal study 10'",
                ControlCharacters.visible(text))
        case let .outOfRange(_, text):
            return words.tr("'%@' is out of range", ControlCharacters.visible(text))
        case let .notOnOff(text):
            return words.tr(
                "'%@' is not on or off; 'goal checkin on' asks for a check-in every day, 'goal checkin off' stops",
                ControlCharacters.visible(text))
        }
    }

    private func quoted(_ words: Messages) -> String {
        if case let .notAGoal(_, text) = self {
            return words.tr("'%@' is not a goal; ", ControlCharacters.visible(text))
        }
        return ""
    }
}
