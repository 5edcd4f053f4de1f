import Core
import Storage
import Testing

/// Cronometer's servings and MyFitnessPal's nutrition summary read into meals, and the ways a row can be wrong.
struct FoodDiaryHistoryTests {
    static let calendar = LocalCalendar(timeZone: .utc)

    static func shown(_ history: ImportedHistory) -> [String] {
        history.meals.map { "\(Timestamp.format($0.time)) \($0.name) \($0.calories)" }
    }

    @Test func cronometersFoodsByNameWithTheirAmountsAtTheirTimes() throws {
        let long = String(repeating: "x", count: 95)
        let history = try FoodDiaryHistory.fromCronometer(
            Array(
                """
                Energy (kcal),Food Name,Amount,Day,Time,Group
                303.5,"Oats, rolled",80 g,2026-11-14,7:30 pm,Breakfast
                0,Water,500 ml,2026-11-14,08:00,Breakfast
                "1,200",Cake,1 whole,2026-11-14,,Snacks
                1200,Cake,1 whole,2026-11-14,,Snacks
                10,\(long),1.00 serving,2026-11-15,,Uncategorized

                """.utf8), file: "s.csv", calendar: Self.calendar)
        #expect(
            Self.shown(history) == [
                "2026-11-14T19:30:00.000Z Oats, rolled (80 g) 304", "2026-11-14T16:00:00.000Z Cake (1 whole) 1200",
                "2026-11-14T16:00:00.000Z Cake (1 whole) 1200", "2026-11-15T12:00:00.000Z \(long) 10",
            ])
        // Two equal rows are two meals, each with its own lasting id.
        #expect(Set(history.meals.map(\.id)).count == 4 && history.meals.allSatisfy { $0.id.count == 16 })
        #expect(
            history.remarks.map { $0.said(.english) } == [
                "1 row of no calories (water, black coffee) is left out: a meal has 1 to 10000 kcal.",
                "3 meals have no time: each is put at its meal's usual hour (breakfast 08:00, lunch 13:00, snacks 16:00, dinner 19:00, others 12:00).",
                "1 name was longer than 100 characters: its amount, then its end, is left out.",
            ])
    }

    @Test func myFitnessPalsMealsWithoutTheTotalsRow() throws {
        let history = try FoodDiaryHistory.fromMyFitnessPal(
            Array(
                "Date,Meal,Calories,Note\n2026-11-16,Ужин,\"1,050\",x\n2026-11-16,Lunch,500,\nTotals,,\"1,550\",\n".utf8
            ),
            file: "n.csv", calendar: Self.calendar)
        #expect(
            Self.shown(history) == ["2026-11-16T19:00:00.000Z Ужин 1050", "2026-11-16T13:00:00.000Z Lunch 500"])
    }

    @Test(arguments: [
        (
            "Day,Food Name,Energy (kcal)\n11/14/2026,Oats,300\n",
            "s.csv, line 2: '11/14/2026' is not a day like 2026-11-28"
        ),
        (
            "Day,Food Name,Energy (kcal)\n2026-11-14,Oats,10001\n",
            "s.csv, line 2: '10001' is not a meal's calories, a number from 0 to 10000"
        ),
        (
            "Day,Food Name,Energy (kcal)\n2026-11-14,Oats,-5\n",
            "s.csv, line 2: '-5' is not a meal's calories, a number from 0 to 10000"
        ),
        (
            "Day,Time,Food Name,Energy (kcal)\n2026-11-14,25:00,Oats,300\n",
            "s.csv, line 2: '25:00' is not a time like 13:48 or 1:48 pm"
        ),
        (
            "Day,Food Name,Energy (kcal)\n2026-11-14,O,300\n",
            "s.csv, line 2: a food needs a name of at least 2 characters"
        ),
        (
            "Day,Food,Energy (kcal)\n",
            "s.csv, line 1: the header lacks Food Name; the first line names the columns, like Day,Food Name,Energy (kcal)"
        ),
    ])
    func aBadRowIsNamedWithItsLine(text: String, message: String) {
        do {
            _ = try FoodDiaryHistory.fromCronometer(Array(text.utf8), file: "s.csv", calendar: Self.calendar)
            Issue.record("read")
        } catch { #expect((error as? HistoryImportError)?.message == message) }
    }
}
