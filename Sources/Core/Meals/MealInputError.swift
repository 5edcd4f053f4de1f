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

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let (low, high) = (MealInput.calorieRange.lowerBound, MealInput.calorieRange.upperBound)
        let range = words.tr("%@ to %@", MealNumber.text(low, words), MealNumber.text(high, words))
        switch self {
        case .empty:
            return words.tr("enter a food name and calories, e.g. 'Apple 52'")
        case let .noCalories(text):
            // An example built from the text only when it holds no number, or it would read as another mistake.
            let example = text.contains(where: \.isNumber) ? "Apple 52" : "\(text) 52"
            return words.tr("'%@' has no calories; add them after the name as a whole number, e.g. '%@'", text, example)
        case let .noName(text):
            return words.tr("'%@' has no food name; put the name before the calories, e.g. 'Apple 52'", text)
        case let .nameTooShort(name):
            return words.tr("the food name '%@' is too short; use 2 to 100 characters, e.g. 'Apple 52'", name)
        case let .nameTooLong(name):
            return words.tr(
                "the food name '%@…' is %@ characters long; shorten it to 100 characters or fewer",
                String(name.prefix(20)),
                words.number(name.count))
        case let .notCalories(word):
            return words.tr("'%@' is not a number of calories; use a whole number from %@, e.g. 52", word, range)
        case let .caloriesOutOfRange(word):
            return words.tr("calories must be %@ per item; '%@' is out of range", range, word)
        case let .decimalCalories(word):
            return words.tr(
                "calories are whole numbers; write %@ instead of '%@'", MealNumber.wholeChoices(word, words), word)
        case let .negativeCalories(word):
            return words.tr(
                "calories cannot be negative ('%@'); enter what the food has, from %@, e.g. 'Apple 52'", word, range)
        case let .quantityOutOfRange(word):
            return words.tr(
                "the quantity '%@' is out of range; use 1 to %@ items, e.g. '2x Apple 52'", word,
                words.number(MealInput.quantityRange.upperBound))
        case let .totalTooLarge(quantity, calories):
            return words.tr(
                "%@ × %@ kcal = %@ kcal is more than one entry holds (%@ kcal); log fewer items per entry",
                words.number(quantity), MealNumber.text(calories, words), MealNumber.text(quantity * calories, words),
                MealNumber.text(high, words))
        case let .controlCharacters(text):
            let found = ControlCharacters.found(in: text)
            let (shown, list) = (ControlCharacters.visible(text), found.joined(separator: ", "))
            return found.count == 1
                ? words.tr(
                    "'%@' contains a control character (%@); type the meal without it, e.g. 'Apple 52'", shown, list)
                : words.tr(
                    "'%@' contains control characters (%@); type the meal without them, e.g. 'Apple 52'", shown, list)
        case let .nameControlCharacters(name):
            return ControlCharacters.refusal(of: name, as: Messages.mark("food name"), in: words)
        }
    }
}

/// Whole numbers as people write them in this log: `10,000`.
public enum MealNumber {
    /// `12000` → `12,000` in English, `12 000` in Russian text (`Messages.number`).
    public static func text(_ number: Int, _ words: Messages) -> String {
        words.language == .ru ? words.number(number) : grouped(number)
    }

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
    public static func wholeChoices(_ decimal: String, _ words: Messages = .english) -> String {
        let digits = decimal.filter { $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }
        let value = Double(digits.replacing(",", with: ".")) ?? 0
        // Also keeps the conversion to Int in range: 1e20 (or infinity) would trap.
        guard value <= Double(MealInput.calorieRange.upperBound) else {
            return words.tr(
                "one from %@ to %@", text(MealInput.calorieRange.lowerBound, words),
                text(MealInput.calorieRange.upperBound, words))
        }
        let (low, high) = (Int(value.rounded(.down)), Int(value.rounded(.up)))
        return low == high ? "\(low)" : words.tr("%@ or %@", "\(low)", "\(high)")
    }
}
