import Core
import Foundation
import Storage
import Testing

struct CalorieGoalTests {
    @Test(arguments: [
        ("low", 1500), ("moderate", 2000), ("High", 2500), ("ATHLETIC", 3000),
        ("2000", 2000), ("500", 500), ("10000", 10_000), ("10,000", 10_000), ("1800kcal", 1800), (" 1800 ", 1800),
    ])
    func readsANumberOrAPreset(text: String, calories: Int) throws {
        #expect(try CalorieGoal.parse(text).calories == calories)
    }

    @Test func presetsAreTheSeedAppsQuickChoices() throws {
        #expect(CalorieGoal.presets.map(\.name) == ["low", "moderate", "high", "athletic"])
        #expect(CalorieGoal.presets.map(\.goal.calories) == [1500, 2000, 2500, 3000])
        #expect(try CalorieGoal(calories: 2000).presetName == "moderate")
        #expect(try CalorieGoal(calories: 2100).presetName == nil)
    }

    @Test(arguments: [
        (
            "", CalorieGoalError.empty,
            "give a daily goal in kcal, e.g. 'goal calories 2000', or a preset: low (1500), moderate (2000), high (2500), athletic (3000)"
        ),
        ("499", .outOfRange("499"), "a daily goal of 499 kcal is out of range; choose 500 to 10,000 kcal"),
        ("10001", .outOfRange("10001"), "a daily goal of 10001 kcal is out of range; choose 500 to 10,000 kcal"),
        ("0", .outOfRange("0"), "a daily goal of 0 kcal is out of range; choose 500 to 10,000 kcal"),
        ("-2000", .outOfRange("-2000"), "a daily goal of -2000 kcal is out of range; choose 500 to 10,000 kcal"),
        (
            "1800.5", .decimal("1800.5"),
            "a calorie goal is a whole number of kcal; write 1800 or 1801 instead of '1800.5'"
        ),
        (
            "moderat", .notAGoal("moderat", suggestion: "moderate"),
            "'moderat' is not a calorie goal. Did you mean 'moderate'?"
        ),
        (
            "lots", .notAGoal("lots", suggestion: nil),
            "'lots' is not a calorie goal; give a number from 500 to 10,000 kcal or a preset: low (1500), moderate (2000), high (2500), athletic (3000)"
        ),
    ])
    func refusesWithTheRange(text: String, error: CalorieGoalError, message: String) {
        #expect(throws: error) { try CalorieGoal.parse(text) }
        #expect(error.message == message)
    }

    @Test(arguments: [499, 10_001])
    func theInitializerKeepsTheRangeToo(calories: Int) {
        #expect(throws: CalorieGoalError.outOfRange(String(calories))) { try CalorieGoal(calories: calories) }
    }

    @Test(arguments: StoreKind.allCases)
    func setReplaceAndClearInGoalsJSON(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        #expect(try GoalBook(store: store).calories() == nil)
        #expect(try GoalBook(store: store).setCalories(CalorieGoal.parse("moderate")) == nil)
        #expect(
            String(decoding: read("goals.json") ?? Data(), as: UTF8.self) == """
                {
                  "calories" : 2000,
                  "version" : 2
                }

                """)
        #expect(try GoalBook(store: store).setCalories(CalorieGoal(calories: 1800))?.calories == 2000)
        #expect(try GoalBook(store: store).calories()?.calories == 1800)
        #expect(try GoalBook(store: store).clearCalories()?.calories == 1800)
        #expect(try GoalBook(store: store).clearCalories() == nil)
        #expect(String(decoding: read("goals.json") ?? Data(), as: UTF8.self) == "{\n  \"version\" : 2\n}\n")
    }

    @Test func anOutOfRangeGoalInTheFileIsReportedAsDamage() {
        let store = MemoryStore()
        store.setContents(Data(#"{"version":1,"calories":100}"#.utf8), at: "goals.json")
        #expect(
            throws: StoreError.damaged(
                path: "goals.json", detail: "expected a goal from 500 to 10,000, found 100 at calories")
        ) {
            try GoalBook(store: store).calories()
        }
    }
}
