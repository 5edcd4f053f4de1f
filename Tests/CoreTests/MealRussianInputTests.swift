import Core
import Testing

/// Meals typed as a Russian keyboard types them: `2 шт`, `2шт.`, the Cyrillic `х`, and `ккал`.
struct MealRussianInputTests {
    @Test(arguments: [
        ("2 шт Яблоко 52", "Яблоко", 52, 2),
        ("2шт Яблоко 52", "Яблоко", 52, 2),
        ("2шт. Яблоко 52", "Яблоко", 52, 2),
        ("3 ШТ. Яблоко 52", "Яблоко", 52, 3),
        ("Яблоко 2 шт 52", "Яблоко", 52, 2),
        ("Яблоко 52 2шт", "Яблоко", 52, 2),
        ("2х Яблоко 52", "Яблоко", 52, 2),
        ("х2 Яблоко 52", "Яблоко", 52, 2),
        ("2 Х Яблоко 52", "Яблоко", 52, 2),
        ("Суп харчо 250", "Суп харчо", 250, 1),
    ])
    func readsRussianQuantities(text: String, name: String, calories: Int, quantity: Int) throws {
        #expect(try MealInput.parse(text) == ParsedMeal(name: name, calories: calories, quantity: quantity))
    }

    /// A meal's own text reads back as the same meal, also when its name looks like a Russian quantity.
    @Test(arguments: ["2 шт", "5шт", "3 х"])
    func aNameThatLooksLikeAQuantityReadsBack(name: String) throws {
        let meal = ParsedMeal(name: name, calories: 52)
        #expect(try MealInput.parse(meal.text) == meal)
    }

    @Test func aQuantityOutOfRangeQuotesTheRussianWords() {
        #expect(throws: MealInputError.quantityOutOfRange("0 шт")) { try MealInput.parse("0 шт Яблоко 52") }
        #expect(throws: MealInputError.quantityOutOfRange("101шт")) { try MealInput.parse("101шт Яблоко 52") }
    }

    @Test func errorsSayTheirRussianMessage() {
        let words = Messages(.ru)
        #expect(
            MealInputError.totalTooLarge(quantity: 3, calories: 4000).message(in: words)
                == "3 × 4000 ккал = 12\u{202F}000 ккал — больше, чем вмещает одна запись (10\u{202F}000 ккал); "
                + "запишите меньше штук за раз")
        #expect(
            MealInputError.decimalCalories("20000.5").message(in: words)
                == "калории — целые числа; напишите число от 1 до 10\u{202F}000 вместо '20000.5'")
        #expect(
            MealDateError.futureDate("2030-01-01").message(in: words)
                == "'2030-01-01' — это будущее; приёмы пищи записываются за сегодня или раньше")
        #expect(
            CalorieGoalError.outOfRange("90").message(in: words)
                == "дневная цель 90 ккал вне диапазона; выберите от 500 до 10\u{202F}000 ккал")
        // English stays as it was.
        #expect(
            MealInputError.totalTooLarge(quantity: 3, calories: 4000).message
                == "3 × 4,000 kcal = 12,000 kcal is more than one entry holds (10,000 kcal); log fewer items per entry")
    }
}
