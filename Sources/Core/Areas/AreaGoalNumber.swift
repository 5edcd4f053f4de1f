import Storage

/// Reading and writing the numbers of goals that any area may have: `8`, `2.5`, `20 min`.
public enum AreaGoalNumber {
    /// A number from `text`, greater than 0 and at most 1,000,000, with `unit` after it allowed.
    public static func parse(_ text: String, area: String, unit: String) throws(AreaGoalError) -> Double {
        var word = text.trimmed(\.isSpace)
        if !unit.isEmpty, word.lowercased().hasSuffix(unit.lowercased()) {
            word = String(word.dropLast(unit.count)).trimmed(\.isSpace)
        }
        guard !word.isEmpty else { throw .empty(area: area) }
        guard word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let number = Double(word), number.isFinite
        else {
            throw .notANumber(area: area, text: text)
        }
        guard number > 0, number <= AreaGoal.largest else { throw .outOfRange(area: area, text: text) }
        return number
    }

    /// `unit` after `value` in the language of `words`: the built-in units that change with their number
    /// take the form it asks for (`1 карточка`, `3 карточки`, `10 карточек`, `2,5 карточки`); others are
    /// translated or left as the person wrote them.
    public static func unit(_ unit: String, for value: Double, in words: Messages) -> String {
        guard words.language == .ru, let forms = russianUnits[unit] else {
            return words.language == .en && value == 1 ? singular(unit) : words.tr(unit)
        }
        let whole = abs(value - value.rounded()) < 1e-9 ? Int(value.rounded()) : nil
        // A fraction takes the form of 2 (`2,5 карточки`); a whole number its own.
        return forms[whole.map(PluralRule.russian) ?? 1]
    }

    /// An English unit a person named in the plural, said after 1: `glass`, `page`, `box`, `time`; a unit that is
    /// no plural (`kg`, `glass`, `km`) or not in English letters stays as it is.
    public static func singular(_ unit: String) -> String {
        guard unit.count > 2, unit.allSatisfy({ $0.isASCII && $0.isLetter }), unit.hasSuffix("s"), !unit.hasSuffix("ss")
        else { return unit }
        let sibilant = ["sses", "shes", "ches", "xes", "zzes"].contains { unit.hasSuffix($0) }
        return String(unit.dropLast(sibilant ? 2 : 1))
    }

    /// The Russian forms of the built-in units that change with their number (1, 2–4, 5 and more).
    static let russianUnits = [
        "cards": ["карточка", "карточки", "карточек"], "card": ["карточка", "карточки", "карточек"],
        "visits": ["посещение", "посещения", "посещений"], "visit": ["посещение", "посещения", "посещений"],
    ]

    /// `8`, `2.5`, `0.25`: a number without trailing zeros, to three decimals.
    public static func text(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000
        let rest = abs(thousandths % 1000)
        guard rest != 0 else { return "\(whole)" }
        var decimals = String(rest)
        while decimals.count < 3 { decimals = "0" + decimals }
        while decimals.last == "0" { decimals.removeLast() }
        return (thousandths < 0 && whole == 0 ? "-" : "") + "\(whole).\(decimals)"
    }

    /// `8 glasses a day`, `at most 80 kg`, `done 3 days a week`.
    public static func describe(_ goal: AreaGoal, unit: String) -> String {
        let amount: String
        switch goal.rule {
        case .logged:
            return goal.perWeek.map { "on \($0) day\($0 == 1 ? "" : "s") a week" } ?? Messages.mark("every day")
        case let .atLeast(value): amount = text(value) + (unit.isEmpty ? "" : " " + unit)
        case let .atMost(value): amount = "at most " + text(value) + (unit.isEmpty ? "" : " " + unit)
        }
        return amount + (goal.perWeek.map { " on \($0) day\($0 == 1 ? "" : "s") a week" } ?? " a day")
    }

    /// The same in the language of `words` (`unit` already in it): `8 стаканов в день`, `не больше 80 кг`.
    public static func describe(_ goal: AreaGoal, unit: String, in words: Messages) -> String {
        guard words.language != .en else { return describe(goal, unit: unit) }
        let days = goal.perWeek.map { words.trn("on %d day a week", "on %d days a week", $0) }
        let amount: String
        switch goal.rule {
        case .logged: return days ?? words.tr("every day")
        case let .atLeast(value): amount = words.number(text(value)) + (unit.isEmpty ? "" : " " + unit)
        case let .atMost(value):
            amount = words.tr("at most %@", words.number(text(value)) + (unit.isEmpty ? "" : " " + unit))
        }
        return amount + " " + (days ?? words.tr("a day"))
    }
}
