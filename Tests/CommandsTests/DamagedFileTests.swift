import Commands
import Core
import Foundation
import Storage
import Testing

/// A damaged file that a command does not need to do its work is a warning: the command still
/// does it and exits 0, so a script that retries on failure never logs twice.
struct DamagedFileTests {
    static let warning = "Warning: the calorie goal is not shown: goals.json is damaged (not valid JSON: "

    func coachWithDamagedGoals() -> Harness {
        let coach = Harness()
        (coach.store as! MemoryStore).setContents(Data("{ nope".utf8), at: "goals.json")
        return coach
    }

    @Test(arguments: ["meal add Apple 52", "meal list", "meal history --days 2"])
    func aMealCommandSucceedsBesideADamagedGoal(line: String) async throws {
        let coach = coachWithDamagedGoals()
        await coach.run("meal add Tea 5 --time 07:00")
        let result = await coach.run(line)
        #expect(result.status == 0)
        #expect(result.err.hasPrefix(Self.warning), "\(result.err)")
        #expect(!result.out.isEmpty)
    }

    /// In Russian what is wrong inside the file is said in Russian too; keys, values and the place in the document
    /// stay as they are in the file.
    @Test(arguments: [
        ("{ nope", "goals.json повреждён (не JSON: недопустимое значение в строке 1, столбец 3)."),
        ("{\"version\": 2, \"areas\": []}", "goals.json повреждён (ожидался объект в areas)."),
        (
            "{\"version\": 2, \"areas\": {\"water\": {\"perWeek\": 9, \"atLeast\": 8}}}",
            "goals.json повреждён (ожидалось от 1 до 6 дней в неделю, а стоит 9 в areas.water.perWeek)."
        ),
        ("{\"areas\": {}}", "goals.json повреждён (в нём нет поля \"version\")."),
    ])
    func theDamageIsSaidInRussian(contents: String, said: String) async throws {
        let coach = Harness()
        #expect(await coach.run("settings set language ru").status == 0)
        (coach.store as! MemoryStore).setContents(Data(contents.utf8), at: "goals.json")
        let goal = await coach.run("goal")
        #expect(goal.err.hasPrefix("Ошибка: " + said), "\(goal.err)")
    }

    @Test func theMealIsSavedOnceAndTheGoalCommandStillFails() async throws {
        let coach = coachWithDamagedGoals()
        #expect(await coach.run("meal add Apple 52").out.hasPrefix("Added Apple 52 kcal at 08:12.\n"))
        #expect(
            try MealJournal(store: coach.store, calendar: coach.calendar).day(CalendarDay("2026-11-21")!).entries.count
                == 1)
        let goal = await coach.run("goal")
        #expect(goal.status == 1)
        #expect(goal.err.hasPrefix("Error: goals.json is damaged"))
    }
}
