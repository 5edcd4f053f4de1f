import Storage

/// Loop Habit Tracker's habits, from its CSV export or its SQLite backup, made habits with their days. A yes-or-no
/// habit is done or not: `YES_MANUAL` done, `SKIP` skipped (the streak kept, as on a rest day), `YES_AUTO` (a day
/// Loop filled in itself, not due) skipped too, `NO` and `UNKNOWN` nothing; a numerical one is counted, its values
/// stored ×1000.
public enum LoopHistory {
    /// A habit as Loop keeps it.
    public struct Habit: Sendable, Equatable {
        /// Its `uuid` in a backup; in a CSV export, which has none, its name.
        public var key: String
        public var name: String
        public var numerical: Bool
        /// Done `times` in `days` days.
        public var times: Int, days: Int
        public var unit: String
        /// A numerical habit's target, at most (rather than at least) when `atMost`.
        public var target: Double, atMost: Bool
        public var archived: Bool

        public init(
            key: String, name: String, numerical: Bool = false, times: Int = 1, days: Int = 1, unit: String = "",
            target: Double = 0, atMost: Bool = false, archived: Bool = false
        ) {
            (self.key, self.name, self.numerical, self.times, self.days) = (key, name, numerical, times, days)
            (self.unit, self.target, self.atMost, self.archived) = (unit, target, atMost, archived)
        }
    }

    /// Loop's own values of a day: `YES_MANUAL` 2, `YES_AUTO` 1, `NO` 0, `SKIP` 3, `UNKNOWN` -1.
    public static let values = ["YES_MANUAL": 2, "YES_AUTO": 1, "NO": 0, "SKIP": 3, "UNKNOWN": -1]

    /// `habit` with its `days` (Loop's values, a numerical habit's ×1000), and what the summary says of it.
    public static func history(of habit: Habit, days: [(CalendarDay, Int)], into history: inout ImportedHistory) {
        let shown = ControlCharacters.visible(habit.name)
        var marks: [CalendarDay: ImportedHabit.Mark] = [:]
        var filledIn = 0
        for (day, value) in days {
            if habit.numerical {
                if value > 0 || (value == 0 && habit.atMost) { marks[day] = .value(Double(value) / 1000) }
            } else if value == 2 {
                marks[day] = .value(1)
            } else if value == 3 || value == 1 {
                marks[day] = .skipped
                if value == 1 { filledIn += 1 }
            }
        }
        var goal: AreaGoal?
        if habit.numerical {
            if habit.target > 0, habit.days == 1, habit.times == 1 {
                goal = AreaGoal(habit.atMost ? .atMost(habit.target) : .atLeast(habit.target))
            } else if habit.target > 0 {
                let (target, days) = (AreaGoalNumber.text(habit.target), String(habit.days))
                let name = TrackerName.imported(habit.name)
                history.remarks.append(
                    ImportRemark {
                        $0.tr(
                            "'%@' aims at %@ in %@ days in Loop; coach's goals are a day's, so it has none here ('goal %@ N' sets one)",
                            shown, target, days, name)
                    })
            }
        } else if let found = ForeignFrequency.goal(times: habit.times, days: habit.days) {
            goal = found.goal
            if !found.exact {
                let (times, days) = (String(habit.times), String(habit.days))
                history.remarks.append(
                    ImportRemark {
                        $0.tr(
                            "'%@' is %@ times in %@ days in Loop; its goal here is %@, the nearest coach has", shown,
                            times, days, AreaGoalNumber.describe(found.goal, unit: "", in: $0))
                    })
            }
        }
        if filledIn > 0 {
            let filledIn = filledIn
            history.remarks.append(
                ImportRemark {
                    $0.tr(
                        "'%@' has %@ Loop filled in itself (YES_AUTO), kept as skipped, never as not done", shown,
                        $0.trn("%d day", "%d days", filledIn))
                })
        }
        if habit.archived {
            history.remarks.append(
                ImportRemark { $0.tr("'%@' is archived in Loop; it is imported all the same", shown) })
        }
        history.habits.append(
            ImportedHabit(
                source: "loop:" + habit.key, name: habit.name, kind: habit.numerical ? .count : .done,
                unit: habit.numerical && !habit.unit.isEmpty ? String(habit.unit.prefix(12)) : nil, goal: goal,
                days: marks.map { ImportedHabit.Day($0.key, $0.value) }.sorted { $0.day < $1.day }))
    }
}
