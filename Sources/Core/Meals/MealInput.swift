/// A meal as typed and checked: `2x Apple 52` is two apples of 52 kcal each.
public struct ParsedMeal: Equatable, Sendable {
    /// The food's name, spaces collapsed: `Apple`.
    public var name: String
    /// Calories of one item.
    public var calories: Int
    /// How many items; 1 unless typed as `2x`.
    public var quantity: Int

    /// A meal with already-checked parts (see `MealInput.validated` to check them).
    public init(name: String, calories: Int, quantity: Int = 1) {
        (self.name, self.calories, self.quantity) = (name, calories, quantity)
    }

    /// Calories of all the items: quantity × calories.
    public var total: Int { calories * quantity }

    /// How the meal is shown in a list: `Apple`, or `2× Apple`.
    public var label: String { quantity == 1 ? name : "\(quantity)× \(name)" }

    /// What to type to get this meal back: `Apple 52`, `2x Apple 52`, and `1x 2 x 52` for a food
    /// named `2 x`, which would otherwise read as a quantity.
    public var text: String {
        let typed = "\(name) \(calories)"
        let named = MealInput.words(name)[...]
        let readsAsQuantity =
            MealInput.quantity(of: MealInput.words(typed)[...]) != nil
            || MealInput.trailingQuantity(of: named).map { named.count > $0.words } == true
        let prefix = quantity != 1 || readsAsQuantity ? "\(quantity)x " : ""
        return prefix + typed
    }
}

/// Reads meals typed as `Apple 52`, with the seed app's rules: a name of 2–100 characters and
/// a whole number of calories from 1 to 10,000.
///
/// Also accepted: a unit (`Apple 52 kcal`, `52kcal`, `52 ккал`, kilojoules as `218 kJ`), calories first when the last
/// word is not a number (`52 Apple`), and a quantity as the first word (`2x`, `2×`, `x2`, or
/// `2 x`; in Russian `2 шт`, `2шт.` and the Cyrillic `2х`). A name may contain numbers: `7 Up 150`.
public enum MealInput {
    /// Calories one item may have; also the most one entry may hold in total.
    public static let calorieRange = 1...10_000
    /// Characters a food name may have.
    public static let nameLength = 2...100
    /// Items one entry may count.
    public static let quantityRange = 1...100

    /// Parses the words of `meal add`, joined by spaces.
    public static func parse(_ text: String) throws(MealInputError) -> ParsedMeal {
        var words = MealInput.words(text)[...]
        guard !words.isEmpty else { throw .empty }
        let typed = words.joined(separator: " ")
        guard ControlCharacters.found(in: typed).isEmpty else { throw .controlCharacters(typed) }
        var quantity: Int?
        // A quantity first (`2x Apple 52`), last (`Apple 52 x2`) or just before the calories (`Apple x2 52`).
        // `keeping`: how many words must stay (a name, and the calories when they come after the quantity).
        func take(_ found: (value: Int?, words: Int)?, fromStart: Bool, keeping: Int) throws(MealInputError) {
            guard quantity == nil, let found, words.count >= found.words + keeping else { return }
            let typed = (fromStart ? words.prefix(found.words) : words.suffix(found.words)).joined(separator: " ")
            guard let value = found.value, quantityRange.contains(value) else { throw .quantityOutOfRange(typed) }
            quantity = value
            words = fromStart ? words.dropFirst(found.words) : words.dropLast(found.words)
        }
        try take(MealInput.quantity(of: words), fromStart: true, keeping: 0)
        if let found = trailingQuantity(of: words), words.count >= found.words + 2,
            CalorieNumber(words[words.endIndex - found.words - 1]) != nil
        {
            try take(found, fromStart: false, keeping: 2)
        }
        guard let found = takeCalories(from: &words) else {
            guard words.isEmpty else { throw .noCalories(typed) }
            throw .noName(typed)
        }
        try take(trailingQuantity(of: words), fromStart: false, keeping: 1)
        guard !words.isEmpty else { throw .noName(typed) }
        let calories = try checked(found.number, word: found.word)
        return try validated(name: words.joined(separator: " "), calories: calories, quantity: quantity ?? 1)
    }

    /// Checks a name given on its own (`meal edit N --name …`): spaces collapsed, 2–100 characters,
    /// no control characters (an escape code in a name would drive the terminal it is listed on).
    public static func name(_ text: String) throws(MealInputError) -> String {
        let name = MealInput.words(text).joined(separator: " ")
        guard ControlCharacters.found(in: name).isEmpty else { throw .nameControlCharacters(name) }
        guard name.count >= nameLength.lowerBound else { throw name.isEmpty ? .empty : .nameTooShort(name) }
        guard name.count <= nameLength.upperBound else { throw .nameTooLong(name) }
        return name
    }

    /// Checks calories given on their own (`meal edit N --calories 52`): `52`, `52kcal`, `1,200`.
    public static func calories(_ text: String) throws(MealInputError) -> Int {
        let word = MealInput.words(text).joined()
        guard let number = CalorieNumber(word[...]) else {
            throw word.isEmpty ? .empty : .notCalories(word)
        }
        return try checked(number, word: word)
    }

    /// Checks parts given separately, as `meal edit N --name … --calories …` does.
    public static func validated(name: String, calories: Int, quantity: Int = 1) throws(MealInputError) -> ParsedMeal {
        let name = try self.name(name)
        guard calorieRange.contains(calories) else { throw .caloriesOutOfRange(String(calories)) }
        guard quantityRange.contains(quantity) else { throw .quantityOutOfRange("\(quantity)x") }
        guard quantity * calories <= calorieRange.upperBound else {
            throw .totalTooLarge(quantity: quantity, calories: calories)
        }
        return ParsedMeal(name: name, calories: calories, quantity: quantity)
    }

    /// A leading quantity: its value (nil when too large to read) and how many words it took.
    static func quantity(of words: ArraySlice<Substring>) -> (value: Int?, words: Int)? {
        guard let first = words.first else { return nil }
        if let mark = first.last, marks.contains(mark), first.count > 1, isDigits(first.dropLast()) {
            return (Int(first.dropLast()), 1)
        }
        if let mark = first.first, marks.contains(mark), first.count > 1, isDigits(first.dropFirst()) {
            return (Int(first.dropFirst()), 1)
        }
        if let pieces = pieceWords.first(where: { first.lowercased().hasSuffix($0) }),
            isDigits(first.dropLast(pieces.count))
        {
            return (Int(first.dropLast(pieces.count)), 1)
        }
        let second = words.dropFirst().first
        if words.count > 2, isDigits(first), let second, isMark(second) {
            return (Int(first), 2)
        }
        return nil
    }

    /// The letters that mark a count: `2x`, `x2`, `2×`, and the Cyrillic `2х` of a Russian keyboard.
    static let marks: Set<Character> = ["x", "X", "×", "х", "Х"]
    /// Russian's word for pieces after a count: `2 шт`, `2шт.`.
    static let pieceWords = ["шт.", "шт"]

    /// Whether `word` on its own marks the count beside it: `x`, `×`, `х`, `шт`, `шт.`.
    static func isMark(_ word: Substring) -> Bool {
        (word.count == 1 && marks.contains(word.first!)) || pieceWords.contains(word.lowercased())
    }

    /// A quantity at the end of `words`: `x2`, `2x`, `×2`, `2 x`, or `2 шт`.
    static func trailingQuantity(of words: ArraySlice<Substring>) -> (value: Int?, words: Int)? {
        guard let last = words.last else { return nil }
        if let found = quantity(of: [last]) { return found }
        guard words.count > 2, isMark(last), isDigits(words[words.endIndex - 2]) else { return nil }
        return (Int(words[words.endIndex - 2]), 2)
    }

    /// Removes the calories from the end (`Apple 52`, `Apple 52 kcal`) or, failing that, the start.
    private static func takeCalories(from words: inout ArraySlice<Substring>) -> (word: String, number: CalorieNumber)?
    {
        for atEnd in [true, false] {
            guard let edge = atEnd ? words.last : words.first else { return nil }
            let inner = words.count > 1 ? (atEnd ? words[words.endIndex - 2] : words[words.startIndex + 1]) : nil
            // A separate unit word belongs to the number beside it (`218 kJ` reads as kilojoules).
            if atEnd, let inner, CalorieNumber.isUnit(edge), let number = CalorieNumber(Substring(inner + edge)) {
                words = words.dropLast(2)
                return ("\(inner) \(edge)", number)
            }
            if !atEnd, let inner, CalorieNumber.isUnit(inner), let number = CalorieNumber(Substring(edge + inner)) {
                words = words.dropFirst(2)
                return ("\(edge) \(inner)", number)
            }
            if let number = CalorieNumber(edge) {
                words = atEnd ? words.dropLast() : words.dropFirst()
                return (String(edge), number)
            }
        }
        return nil
    }

    private static func checked(_ number: CalorieNumber, word: String) throws(MealInputError) -> Int {
        switch number {
        case .negative: throw .negativeCalories(word)
        case .decimal: throw .decimalCalories(word)
        case let .whole(value):
            guard let value, calorieRange.contains(value) else { throw .caloriesOutOfRange(word) }
            return value
        }
    }

    /// The words of `text`, split at every whitespace scalar: Character by Character, a space after a
    /// mark such as U+0601 (which joins the next character) would not separate, and a meal's own
    /// text would not read back.
    static func words(_ text: String) -> [Substring] {
        text.unicodeScalars.split(whereSeparator: \.properties.isWhitespace).map(Substring.init)
    }

    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }
}
