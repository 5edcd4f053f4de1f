import Storage

/// Why a typed meal was refused; each message quotes the input and says how to fix it.
public enum MealInputError: UserFacingError, Equatable {
    /// Nothing was typed.
    case empty
    /// No word is a number of calories, e.g. `Apple`.
    case noCalories(String)
    /// Only calories (and perhaps a quantity) were typed, e.g. `52`.
    case noName(String)
    /// The name is shorter than 2 characters.
    case nameTooShort(String)
    /// The name is longer than 100 characters; carries the name.
    case nameTooLong(String)
    /// Calories given on their own that are not a number, e.g. `--calories lots`.
    case notCalories(String)
    /// Calories outside 1–10,000 per item (or too large to read); carries the word as typed.
    case caloriesOutOfRange(String)
    /// Calories with a fraction, e.g. `52.5`; carries the word as typed.
    case decimalCalories(String)
    /// Calories below zero, e.g. `-52`; carries the word as typed.
    case negativeCalories(String)
    /// A quantity outside 1–100, e.g. `0x`; carries the word as typed.
    case quantityOutOfRange(String)
    /// Quantity × calories above the 10,000 kcal one entry may hold.
    case totalTooLarge(quantity: Int, calories: Int)
    /// The typed meal holds control characters (a pasted escape code, a NUL); carries the text.
    case controlCharacters(String)
    /// A name given on its own holds control characters; carries the name.
    case nameControlCharacters(String)

    public var message: String {
        let range = "\(MealNumber.grouped(MealInput.calorieRange.lowerBound)) to \(MealNumber.grouped(MealInput.calorieRange.upperBound))"
        switch self {
        case .empty:
            return "enter a food name and calories, e.g. 'Apple 52'"
        case let .noCalories(text):
            // An example built from the text only when it holds no number, or it would read as another mistake.
            let example = text.contains(where: \.isNumber) ? "Apple 52" : "\(text) 52"
            return "'\(text)' has no calories; add them after the name as a whole number, e.g. '\(example)'"
        case let .noName(text):
            return "'\(text)' has no food name; put the name before the calories, e.g. 'Apple 52'"
        case let .nameTooShort(name):
            return "the food name '\(name)' is too short; use 2 to 100 characters, e.g. 'Apple 52'"
        case let .nameTooLong(name):
            return "the food name '\(name.prefix(20))…' is \(name.count) characters long; shorten it to 100 characters or fewer"
        case let .notCalories(word):
            return "'\(word)' is not a number of calories; use a whole number from \(range), e.g. 52"
        case let .caloriesOutOfRange(word):
            return "calories must be \(range) per item; '\(word)' is out of range"
        case let .decimalCalories(word):
            return "calories are whole numbers; write \(MealNumber.wholeChoices(word)) instead of '\(word)'"
        case let .negativeCalories(word):
            return "calories cannot be negative ('\(word)'); enter what the food has, from \(range), e.g. 'Apple 52'"
        case let .quantityOutOfRange(word):
            return "the quantity '\(word)' is out of range; use 1 to \(MealInput.quantityRange.upperBound) items, e.g. '2x Apple 52'"
        case let .totalTooLarge(quantity, calories):
            return "\(quantity) × \(MealNumber.grouped(calories)) kcal = \(MealNumber.grouped(quantity * calories)) kcal "
                + "is more than one entry holds (\(MealNumber.grouped(MealInput.calorieRange.upperBound)) kcal); "
                + "log fewer items per entry"
        case let .controlCharacters(text):
            let found = ControlCharacters.found(in: text)
            return "'\(ControlCharacters.visible(text))' contains \(ControlCharacters.describe(found)); "
                + "type the meal without \(ControlCharacters.pronoun(found)), e.g. 'Apple 52'"
        case let .nameControlCharacters(name):
            return ControlCharacters.refusal(of: name, as: "food name")
        }
    }
}

/// Whole numbers as people write them in this log: `10,000`.
public enum MealNumber {
    /// `12000` → `12,000`; negative numbers keep their sign.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return number < 0 ? "-" + text : text
    }

    /// The whole numbers either side of a decimal as typed: `52.5` → `52 or 53`, `52,0` → `52`;
    /// `one from 1 to 10,000` past the calorie range, where rounding would not help.
    public static func wholeChoices(_ decimal: String) -> String {
        let digits = decimal.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let value = Double(digits.replacing(",", with: ".")) ?? 0
        // Also keeps the conversion to Int in range: 1e20 (or infinity) would trap.
        guard value <= Double(MealInput.calorieRange.upperBound) else {
            return "one from \(grouped(MealInput.calorieRange.lowerBound)) to \(grouped(MealInput.calorieRange.upperBound))"
        }
        let (low, high) = (Int(value.rounded(.down)), Int(value.rounded(.up)))
        return low == high ? "\(low)" : "\(low) or \(high)"
    }
}
