import Storage

/// The days each area met its goal, as the HabitBull CSV that Loop Habit Tracker imports with its history
/// (`HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`). Loop reads a row by position, takes
/// the date as `YYYY-MM-DD` and keeps only a value of 1, as a day done, each habit daily.
public enum LoopExport {
    /// An area and the days it met its goal.
    public struct Habit: Sendable {
        public var name: String
        /// Its goal in words; empty for none.
        public var description: String
        public var days: [CalendarDay]

        public init(name: String, description: String, days: [CalendarDay]) {
            (self.name, self.description, self.days) = (name, description, days)
        }
    }

    /// The days of `span` from `first` through `last` whose value met its goal (without one: anything logged), each
    /// by itself: a goal of days a week is met on the days done, as Loop, whose habits it makes daily, counts them;
    /// a ceiling (`at most`) counts today only once the day is over.
    public static func days(of span: AreaSpan, from first: CalendarDay, through last: CalendarDay, today: CalendarDay)
        -> [CalendarDay]
    {
        let goal = span.goal ?? .anything
        let end = min(last, goal.isCeiling ? today.adding(days: -1) : today).ordinal
        var days: [CalendarDay] = []
        span.values.forEachDay { ordinal, value in
            if ordinal >= first.ordinal, ordinal <= end, goal.isMet(by: value) {
                days.append(CalendarDay(ordinal: ordinal))
            }
        }
        return days.sorted()
    }

    /// The table: a row a habit's day, habits in the order given, days in order.
    public static func table(_ habits: [Habit]) -> ExportTable {
        ExportTable(
            name: "loop-habits",
            columns: ["HabitName", "HabitDescription", "HabitCategory", "CalendarDate", "Value", "CommentText"],
            rows: habits.flatMap { habit in
                habit.days.sorted().map { day in
                    [.text(habit.name), .text(habit.description), .text("coach"), .text(day.text), .number(1), .none]
                }
            })
    }
}
