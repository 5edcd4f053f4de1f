import Core
import Testing

struct MealInputTests {
    static let longName = String(repeating: "Я", count: 100)

    @Test(arguments: [
        ("Apple 52", ParsedMeal(name: "Apple", calories: 52)),
        ("Grilled Chicken 165", ParsedMeal(name: "Grilled Chicken", calories: 165)),
        ("Banana Smoothie 250", ParsedMeal(name: "Banana Smoothie", calories: 250)),
        ("7 Up 150", ParsedMeal(name: "7 Up", calories: 150)),
        ("Яблоко 52", ParsedMeal(name: "Яблоко", calories: 52)),
        ("Crème brûlée 300", ParsedMeal(name: "Crème brûlée", calories: 300)),
        ("  Grilled \t  Chicken   165 ", ParsedMeal(name: "Grilled Chicken", calories: 165)),
        ("Apple 52 kcal", ParsedMeal(name: "Apple", calories: 52)),
        ("Apple 52kcal", ParsedMeal(name: "Apple", calories: 52)),
        ("Apple 52 KCAL", ParsedMeal(name: "Apple", calories: 52)),
        ("Apple 52 cal", ParsedMeal(name: "Apple", calories: 52)),
        ("Яблоко 52 ккал", ParsedMeal(name: "Яблоко", calories: 52)),
        ("52 Apple", ParsedMeal(name: "Apple", calories: 52)),
        ("52kcal Apple", ParsedMeal(name: "Apple", calories: 52)),
        ("52 kcal Grilled Chicken", ParsedMeal(name: "Grilled Chicken", calories: 52)),
        ("52 Apple 60", ParsedMeal(name: "52 Apple", calories: 60)),
        ("2x Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("Banana x2 105", ParsedMeal(name: "Banana", calories: 105, quantity: 2)),
        ("Borscht 2x 180", ParsedMeal(name: "Borscht", calories: 180, quantity: 2)),
        ("Banana 105 x2", ParsedMeal(name: "Banana", calories: 105, quantity: 2)),
        ("Banana 3 x 105", ParsedMeal(name: "Banana", calories: 105, quantity: 3)),
        ("2 x Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("1x Banana x2 105", ParsedMeal(name: "Banana x2", calories: 105, quantity: 1)),
        ("2× Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("3X Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 3)),
        ("x2 Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("2 x Apple 52", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("2x 52 Apple", ParsedMeal(name: "Apple", calories: 52, quantity: 2)),
        ("1x Apple 52", ParsedMeal(name: "Apple", calories: 52)),
        ("100x Mint 1", ParsedMeal(name: "Mint", calories: 1, quantity: 100)),
        ("2x Cola 5000", ParsedMeal(name: "Cola", calories: 5000, quantity: 2)),
        ("Ab 1", ParsedMeal(name: "Ab", calories: 1)),
        ("Яб 52", ParsedMeal(name: "Яб", calories: 52)),
        ("🍎🍏 52", ParsedMeal(name: "🍎🍏", calories: 52)),
        ("Pizza 10000", ParsedMeal(name: "Pizza", calories: 10_000)),
        ("Pizza 10,000", ParsedMeal(name: "Pizza", calories: 10_000)),
        ("Pizza 1,200 kcal", ParsedMeal(name: "Pizza", calories: 1200)),
        ("Apple +52", ParsedMeal(name: "Apple", calories: 52)),
        ("\(longName) 52", ParsedMeal(name: longName, calories: 52)),
        // Found by the fuzzer: a name that ends in a quantity mark read back as a quantity (text was "2 x 2").
        ("2  2 x ", ParsedMeal(name: "2 x", calories: 2)),
        ("52 3 ×", ParsedMeal(name: "3 ×", calories: 52)),
        // Found by the fuzzer: U+0601 joins the next character into one Character, so "\u{601} 1" was one
        // word and the meal's own text did not read back. Words are split at every whitespace scalar.
        ("1 +22\u{5B1},\u{601}", ParsedMeal(name: "+22\u{5B1},\u{601}", calories: 1)),
        ("Tea\u{601} 5", ParsedMeal(name: "Tea\u{601}", calories: 5)),
    ])
    func readsTheMealAsPeopleTypeIt(text: String, meal: ParsedMeal) throws {
        #expect(try MealInput.parse(text) == meal)
        #expect(try MealInput.parse(meal.text) == meal)
    }

    @Test func aQuantityMultipliesAndShowsWithATimesSign() throws {
        let meal = try MealInput.parse("2x Apple 52")
        #expect(meal.total == 104)
        #expect(meal.label == "2× Apple")
        #expect(meal.text == "2x Apple 52")
        #expect(try MealInput.parse("Apple 52").label == "Apple")
        #expect(try MealInput.parse("1x 3x Burger 500").text == "1x 3x Burger 500")
        #expect(try MealInput.parse("1x Banana x2 105").text == "1x Banana x2 105")
    }

    @Test(arguments: [
        ("", MealInputError.empty, "enter a food name and calories, e.g. 'Apple 52'"),
        ("  \t ", .empty, "enter a food name and calories, e.g. 'Apple 52'"),
        (
            "Apple", .noCalories("Apple"),
            "'Apple' has no calories; add them after the name as a whole number, e.g. 'Apple 52'"
        ),
        (
            "Grilled  Chicken", .noCalories("Grilled Chicken"),
            "'Grilled Chicken' has no calories; add them after the name as a whole number, e.g. 'Grilled Chicken 52'"
        ),
        (
            "Apple kcal", .noCalories("Apple kcal"),
            "'Apple kcal' has no calories; add them after the name as a whole number, e.g. 'Apple kcal 52'"
        ),
        ("52", .noName("52"), "'52' has no food name; put the name before the calories, e.g. 'Apple 52'"),
        (
            "52 kcal", .noName("52 kcal"),
            "'52 kcal' has no food name; put the name before the calories, e.g. 'Apple 52'"
        ),
        ("2x", .noName("2x"), "'2x' has no food name; put the name before the calories, e.g. 'Apple 52'"),
        ("2x 52", .noName("2x 52"), "'2x 52' has no food name; put the name before the calories, e.g. 'Apple 52'"),
        ("A 52", .nameTooShort("A"), "the food name 'A' is too short; use 2 to 100 characters, e.g. 'Apple 52'"),
        ("🍎 52", .nameTooShort("🍎"), "the food name '🍎' is too short; use 2 to 100 characters, e.g. 'Apple 52'"),
        (
            "\(longName)Я 52", .nameTooLong(longName + "Я"),
            "the food name 'ЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯЯ…' is 101 characters long; shorten it to 100 characters or fewer"
        ),
        ("Apple 0", .caloriesOutOfRange("0"), "calories must be 1 to 10,000 per item; '0' is out of range"),
        ("Apple 10001", .caloriesOutOfRange("10001"), "calories must be 1 to 10,000 per item; '10001' is out of range"),
        (
            "Apple 10,001 kcal", .caloriesOutOfRange("10,001 kcal"),
            "calories must be 1 to 10,000 per item; '10,001 kcal' is out of range"
        ),
        (
            "Apple 99999999999999999999999", .caloriesOutOfRange("99999999999999999999999"),
            "calories must be 1 to 10,000 per item; '99999999999999999999999' is out of range"
        ),
        ("Apple 52.5", .decimalCalories("52.5"), "calories are whole numbers; write 52 or 53 instead of '52.5'"),
        ("Apple 52,5", .decimalCalories("52,5"), "calories are whole numbers; write 52 or 53 instead of '52,5'"),
        ("Apple 52.0", .decimalCalories("52.0"), "calories are whole numbers; write 52 instead of '52.0'"),
        (
            "52.5kcal Apple", .decimalCalories("52.5kcal"),
            "calories are whole numbers; write 52 or 53 instead of '52.5kcal'"
        ),
        (
            "Apple 10000.5", .decimalCalories("10000.5"),
            "calories are whole numbers; write one from 1 to 10,000 instead of '10000.5'"
        ),
        (
            "Apple 99999999999999999999.5", .decimalCalories("99999999999999999999.5"),
            "calories are whole numbers; write one from 1 to 10,000 instead of '99999999999999999999.5'"
        ),
        (
            "Apple \(String(repeating: "9", count: 400)).5",
            .decimalCalories(String(repeating: "9", count: 400) + ".5"),
            "calories are whole numbers; write one from 1 to 10,000 instead of '\(String(repeating: "9", count: 400)).5'"
        ),
        (
            "Apple -52", .negativeCalories("-52"),
            "calories cannot be negative ('-52'); enter what the food has, from 1 to 10,000, e.g. 'Apple 52'"
        ),
        (
            "Apple −52.5", .negativeCalories("−52.5"),
            "calories cannot be negative ('−52.5'); enter what the food has, from 1 to 10,000, e.g. 'Apple 52'"
        ),
        (
            "0x Apple 52", .quantityOutOfRange("0x"),
            "the quantity '0x' is out of range; use 1 to 100 items, e.g. '2x Apple 52'"
        ),
        (
            "101 x Apple 52", .quantityOutOfRange("101 x"),
            "the quantity '101 x' is out of range; use 1 to 100 items, e.g. '2x Apple 52'"
        ),
        (
            "3x Pizza 4000", .totalTooLarge(quantity: 3, calories: 4000),
            "3 × 4,000 kcal = 12,000 kcal is more than one entry holds (10,000 kcal); log fewer items per entry"
        ),
    ])
    func refusesWithTheFix(text: String, error: MealInputError, message: String) {
        #expect(throws: error) { try MealInput.parse(text) }
        #expect(error.message == message)
    }

    @Test(arguments: [
        ("  Green   Tea ", "Green Tea"), ("Яб", "Яб"),
    ])
    func checksANameOnItsOwn(text: String, name: String) throws {
        #expect(try MealInput.name(text) == name)
    }

    @Test(arguments: [("52", 52), ("52kcal", 52), ("1,200", 1200), (" 10000 ", 10_000)])
    func checksCaloriesOnTheirOwn(text: String, calories: Int) throws {
        #expect(try MealInput.calories(text) == calories)
    }

    @Test(arguments: [
        (
            "lots", MealInputError.notCalories("lots"),
            "'lots' is not a number of calories; use a whole number from 1 to 10,000, e.g. 52"
        ),
        ("", .empty, "enter a food name and calories, e.g. 'Apple 52'"),
        ("52.5", .decimalCalories("52.5"), "calories are whole numbers; write 52 or 53 instead of '52.5'"),
        (
            "-1", .negativeCalories("-1"),
            "calories cannot be negative ('-1'); enter what the food has, from 1 to 10,000, e.g. 'Apple 52'"
        ),
        ("20000", .caloriesOutOfRange("20000"), "calories must be 1 to 10,000 per item; '20000' is out of range"),
    ])
    func refusesCaloriesOnTheirOwn(text: String, error: MealInputError, message: String) {
        #expect(throws: error) { try MealInput.calories(text) }
        #expect(error.message == message)
    }

    @Test func checksPartsGivenSeparately() throws {
        #expect(
            try MealInput.validated(name: " Apple ", calories: 52, quantity: 2)
                == ParsedMeal(name: "Apple", calories: 52, quantity: 2))
        #expect(throws: MealInputError.nameTooShort("A")) { try MealInput.validated(name: "A", calories: 52) }
        #expect(throws: MealInputError.caloriesOutOfRange("0")) { try MealInput.validated(name: "Apple", calories: 0) }
        #expect(throws: MealInputError.quantityOutOfRange("0x")) {
            try MealInput.validated(name: "Apple", calories: 52, quantity: 0)
        }
        #expect(throws: MealInputError.totalTooLarge(quantity: 2, calories: 6000)) {
            try MealInput.validated(name: "Pizza", calories: 6000, quantity: 2)
        }
    }

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (10_000, "10,000"), (1_234_567, "1,234,567"), (-2500, "-2,500"),
    ])
    func groupsThousands(number: Int, text: String) {
        #expect(MealNumber.grouped(number) == text)
    }
}
