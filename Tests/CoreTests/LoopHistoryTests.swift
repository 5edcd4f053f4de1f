import Core
import Storage
import Testing

/// Loop's habits from its CSV export and its backup's rows: columns by name, values by Loop's own names, a habit
/// renamed between backups found by its uuid.
struct LoopHistoryTests {
    static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    @Test func theCSVExportIsReadByColumnNameInAnyOrder() throws {
        let habits = """
            Name,Position,Target Value,Type,Unit,FrequencyDenominator,FrequencyNumerator,Target Type,Extra
            Floss,001,,YES_NO,,7,3,,x
            "Water, cold",002,8,NUMERICAL,glasses,1,1,AT_MOST,

            """
        let checkmarks = [
            "001 Floss": Array(
                "Date,Value,Notes\n2026-11-12,YES_AUTO,\n2026-11-11,SKIP,\"a\tb, \"\"c\"\"\"\n2026-11-10,YES_MANUAL,\n2026-11-09,NO,\n2026-11-08,UNKNOWN,\n"
                    .utf8),
            "002 Water, cold": Array("Date,Value,Notes\n2026-11-10,2500,\n2026-11-11,0,\n2026-11-12,-1,\n".utf8),
        ]
        let history = try LoopHistory.fromCSV(habits: Array(habits.utf8), checkmarks: checkmarks, zip: "loop.zip")
        #expect(
            history.habits == [
                ImportedHabit(
                    source: "loop:Floss", name: "Floss", kind: .done, goal: AreaGoal(.logged, perWeek: 3),
                    days: [
                        .init(Self.day("2026-11-10"), .value(1)), .init(Self.day("2026-11-11"), .skipped),
                        .init(Self.day("2026-11-12"), .skipped),
                    ]),
                ImportedHabit(
                    source: "loop:Water, cold", name: "Water, cold", kind: .count, unit: "glasses",
                    goal: AreaGoal(.atMost(8)),
                    days: [.init(Self.day("2026-11-10"), .value(2.5)), .init(Self.day("2026-11-11"), .value(0))]),
            ])
        #expect(
            history.remarks.map { $0.said(.english) } == [
                "'Floss' has 1 day Loop filled in itself (YES_AUTO), kept as skipped, never as not done"
            ])
    }

    @Test(
        arguments: [
            (
                "Position,Title\n001,Floss\n", [:],
                "loop.zip: Habits.csv, line 1: the header lacks Name; the first line names the columns, like Name"
            ),
            (
                "Position,Name,Type\n001,Floss,BOOLEAN\n", [:],
                "loop.zip: Habits.csv, line 2: the Type 'BOOLEAN' is neither YES_NO nor NUMERICAL"
            ),
            (
                "Position,Name,FrequencyNumerator\n001,Floss,often\n", [:],
                "loop.zip: Habits.csv, line 2: the FrequencyNumerator 'often' is not a whole number from 0 to 10,000"
            ),
            (
                "Position,Name\n001,\"Floss\n", [:],
                "loop.zip: Habits.csv, line 2: a quoted field is never closed; end it with a double quote"
            ),
            (
                "Position,Name\n001,Floss\n", ["001 Floss": "Date,Value\n2026-11-10,YES_MANUAL\n10/11/2026,YES\n"],
                "loop.zip: 001 Floss/Checkmarks.csv, line 3: '10/11/2026,YES' is not a day of a habit; a line is a date like 2026-11-28 and YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number"
            ),
        ] as [(String, [String: String], String)])
    func aCSVNotAsLoopWritesItIsNamedByFileAndLine(habits: String, checkmarks: [String: String], message: String) {
        do {
            _ = try LoopHistory.fromCSV(
                habits: Array(habits.utf8), checkmarks: checkmarks.mapValues { Array($0.utf8) }, zip: "loop.zip")
            Issue.record("read \(habits)")
        } catch { #expect((error as? HistoryImportError)?.message == message) }
    }

    @Test func theBackupsRowsBecomeHabitsKnownByTheirUuid() throws {
        let habits: [[JSONValue]] = [
            [
                .int(1), .string("Floss teeth"), .int(0), .int(1), .int(1), .int(0), .double(0), .string(""),
                .string("4a6c"), .int(0),
            ],
            [.int(2), .string("Run"), .int(1), .int(1), .int(7), .int(0), .double(10), .string("km"), .null, .int(1)],
        ]
        let midnight = 1_794_700_800_000  // 2026-11-15 00:00 UTC, in ms
        let repetitions: [[JSONValue]] = [
            [.int(1), .int(midnight), .int(2)], [.int(1), .int(midnight + 86_400_000), .int(3)],
            [.int(2), .int(midnight), .int(5250)],
        ]
        let history = try LoopHistory.fromBackup(version: 25, habits: habits, repetitions: repetitions, file: "a.db")
        var floss = ImportedHabit(
            source: "loop:4a6c", name: "Floss teeth", kind: .done, goal: AreaGoal(.logged),
            days: [.init(Self.day("2026-11-15"), .value(1)), .init(Self.day("2026-11-16"), .skipped)])
        floss.aliases = ["loop:Floss teeth"]
        var run = ImportedHabit(
            source: "loop:id-2", name: "Run", kind: .count, unit: "km", goal: nil,
            days: [.init(Self.day("2026-11-15"), .value(5.25))])
        run.aliases = ["loop:Run"]
        #expect(history.habits == [floss, run])
        #expect(
            history.remarks.map { $0.said(.english) } == [
                "'Run' aims at 10 in 7 days in Loop; coach's goals are a day's, so it has none here ('goal run N' sets one)",
                "'Run' is archived in Loop; it is imported all the same",
            ])
        #expect(throws: HistoryImportError.self) {
            try LoopHistory.fromBackup(version: 26, habits: [], repetitions: [], file: "a.db")
        }
        #expect(throws: HistoryImportError.self) {
            try LoopHistory.fromBackup(version: 25, habits: [[.int(1)]], repetitions: [], file: "a.db")
        }
    }
}
