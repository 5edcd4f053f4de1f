import Core
import Storage
import Testing

/// dijo's `habit_record.json` read into habits: a Bit, a Count and Floats of any precision, and what is refused.
struct DijoHistoryTests {
    static func read(_ json: String) throws -> ImportedHistory {
        try DijoHistory.read(Array(json.utf8), file: "habit_record.json")
    }

    static func refusal(_ json: String) -> String? {
        do {
            _ = try read(json)
            return nil
        } catch { return (error as? HistoryImportError)?.message ?? "\(error)" }
    }

    @Test func eachTypeBecomesItsKindOfTracker() throws {
        let history = try Self.read(
            """
            [{"type": "Bit", "name": "walk", "stats": {"2026-11-11": true, "2026-11-10": true, "2026-11-12": false},
              "goal": true, "auto": false},
             {"type": "Count", "name": "Pages read", "stats": {"2026-11-10": 12}, "goal": 20},
             {"type": "Float", "name": "km", "stats": {"2026-11-10": {"value": 1234, "precision": 2}},
              "goal": {"value": 50, "precision": 1}, "precision": 2, "auto": true}]
            """)
        let day = { CalendarDay($0)! }
        #expect(
            history.habits == [
                ImportedHabit(
                    source: "dijo:walk", name: "walk", kind: .done, goal: AreaGoal(.logged),
                    days: [.init(day("2026-11-10"), .value(1)), .init(day("2026-11-11"), .value(1))]),
                ImportedHabit(
                    source: "dijo:Pages read", name: "Pages read", kind: .count, goal: AreaGoal(.atLeast(20)),
                    days: [.init(day("2026-11-10"), .value(12))]),
                ImportedHabit(
                    source: "dijo:km", name: "km", kind: .measure, goal: AreaGoal(.atLeast(5)),
                    days: [.init(day("2026-11-10"), .value(12.34))]),
            ])
    }

    @Test(arguments: [
        ("{}", "habit_record.json: it is not a list of habits, as dijo's habit_record.json is"),
        ("[{\"a\": 1,}]", "habit_record.json: it is not JSON as dijo writes it: invalid value at line 1, column 10"),
        (
            "[{\"type\": \"Bit\", \"name\": \"walk\"}]",
            "habit_record.json: habit 1 lacks a name, stats or a type of Bit, Count or Float, as dijo writes them"
        ),
        (
            "[{\"type\": \"Count\", \"name\": \"x\", \"stats\": {\"2026-11-10\": -1}}]",
            "habit_record.json: the habit 'x' has '2026-11-10', which is not a day like 2024-01-05 with a whole number from 0 to 1,000,000"
        ),
        (
            "[{\"type\": \"Bit\", \"name\": \"x\", \"stats\": {\"yesterday\": true}}]",
            "habit_record.json: the habit 'x' has 'yesterday', which is not a day like 2024-01-05 marked true or false"
        ),
        (
            "[{\"type\": \"Float\", \"name\": \"x\", \"stats\": {\"2026-11-10\": {\"value\": 1, \"precision\": 40}}}]",
            "habit_record.json: the habit 'x' has '2026-11-10', which is not a day like 2024-01-05 with a value and a precision of 0 to 9"
        ),
    ])
    func aFileNotAsDijoWritesItIsRefused(json: String, message: String) {
        #expect(Self.refusal(json) == message)
    }
}
