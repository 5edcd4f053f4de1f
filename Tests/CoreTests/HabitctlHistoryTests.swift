import Core
import Storage
import Testing

/// habitctl's `habits` and `log` read into habits with their days, and every way a line can be wrong.
struct HabitctlHistoryTests {
    static func read(_ habits: String, _ log: String) throws -> ImportedHistory {
        try HabitctlHistory.read(
            habits: Array(habits.utf8), log: Array(log.utf8), habitsFile: "h/habits", logFile: "h/log")
    }

    @Test func daysDoneSkippedAndNotDoneBecomeEntriesSkipsAndNothing() throws {
        let history = try Self.read(
            "# mine\n1 Floss\n3 Read\n\n0 Weight check\n",
            "2026-11-17\tFloss\ty\n2026-11-17\tRead\tn\n\n2026-11-18\tFloss\ts\r\n2026-11-19\tFloss\tn\n2026-11-19\tFloss\ty\n2026-11-19\tGone\ty\n"
        )
        let day = { CalendarDay($0)! }
        #expect(
            history.habits == [
                ImportedHabit(
                    source: "habitctl:Floss", name: "Floss", kind: .done, goal: AreaGoal(.logged),
                    days: [
                        .init(day("2026-11-17"), .value(1)), .init(day("2026-11-18"), .skipped),
                        .init(day("2026-11-19"), .value(1)),
                    ]),
                ImportedHabit(
                    source: "habitctl:Read", name: "Read", kind: .done, goal: AreaGoal(.logged, perWeek: 2), days: []),
                ImportedHabit(source: "habitctl:Weight check", name: "Weight check", kind: .done, goal: nil, days: []),
                ImportedHabit(
                    source: "habitctl:Gone", name: "Gone", kind: .done, goal: nil,
                    days: [.init(day("2026-11-19"), .value(1))]),
            ])
        #expect(
            history.remarks.map { $0.said(.english) } == [
                "'Read' is every 3 days in habitctl; its goal here is on 2 days a week, the nearest coach has",
                "'Gone' is in the log but not in habits; it is kept without a goal",
            ])
    }

    @Test(arguments: [
        (
            "1 Floss\nFloss\n", "",
            "h/habits, line 2: 'Floss' is not a habit; a line is the days between times and the name, like '1 Floss'"
        ),
        (
            "-1 Floss\n", "",
            "h/habits, line 1: '-1 Floss' is not a habit; a line is the days between times and the name, like '1 Floss'"
        ),
        (
            "1 Floss\n", "2026-11-17 Floss y\n",
            "h/log, line 1: '2026-11-17 Floss y' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'"
        ),
        (
            "1 Floss\n", "\n2026-02-30\tFloss\ty\n",
            "h/log, line 2: '2026-02-30^IFloss^Iy' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'"
        ),
        (
            "1 Floss\n", "2026-11-17\tFloss\tyes\n",
            "h/log, line 1: '2026-11-17^IFloss^Iyes' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'"
        ),
        (
            "1 \u{1B}[2JFloss\n", "",
            "h/habits, line 1: the habit name '^[[2JFloss' is empty, longer than 200 characters or holds a control character"
        ),
    ])
    func aBadLineIsNamedByFileAndLine(habits: String, log: String, message: String) {
        #expect(Self.refusal(habits, log) == message)
    }

    @Test func moreHabitsThanCoachTakesAtOnceAreRefused() {
        let habits = (1...1001).map { "1 Habit \($0)\n" }.joined()
        #expect(Self.refusal(habits, "") == "h/habits: holds more than 1,000 habits, more than coach imports at once")
        #expect(
            Self.refusal("", (1...1001).map { "2026-11-17\tHabit \($0)\ty\n" }.joined())?.hasPrefix("h/log: ") == true)
    }

    /// The message `read` refuses the files with; nil when it reads them.
    static func refusal(_ habits: String, _ log: String) -> String? {
        do {
            _ = try read(habits, log)
            return nil
        } catch { return (error as? HistoryImportError)?.message ?? "\(error)" }
    }

    @Test(arguments: [
        ("Floss", "floss"), ("Drink water!", "drink-water"), ("  Read  a book ", "read-a-book"),
        ("10k steps", "h-10k-steps"),
        ("Вода", "вода"), ("!!!", "habit"), ("a very long habit name that goes on", "a-very-long-habit-name-t"),
    ])
    func aHabitsNameBecomesATrackerName(name: String, tracker: String) throws {
        #expect(TrackerName.imported(name) == tracker)
        #expect(try TrackerName.checked(tracker, reserved: []) == tracker)
    }

    @Test(arguments: [
        (1, 1, AreaGoal(.logged), true), (1, 7, AreaGoal(.logged, perWeek: 1), true),
        (3, 7, AreaGoal(.logged, perWeek: 3), true), (1, 3, AreaGoal(.logged, perWeek: 2), false),
        (1, 30, AreaGoal(.logged, perWeek: 1), false), (13, 14, AreaGoal(.logged), false),
        (2, 1, AreaGoal(.logged), false),
    ])
    func aFrequencyBecomesTheNearestGoal(times: Int, days: Int, goal: AreaGoal, exact: Bool) {
        let found = ForeignFrequency.goal(times: times, days: days)
        #expect(found?.goal == goal && found?.exact == exact)
        #expect(ForeignFrequency.goal(times: 1, days: 0) == nil)
    }
}
