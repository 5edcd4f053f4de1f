import Storage

extension LoopHistory {
    /// The SQL that reads a backup's habits, in Loop's order.
    public static let habitsQuery =
        "SELECT id, name, type, freq_num, freq_den, target_type, target_value, unit, uuid, archived FROM Habits ORDER BY position, id"
    /// The SQL that reads a backup's days.
    public static let repetitionsQuery = "SELECT habit, timestamp, value FROM Repetitions"
    /// The backup's format Loop writes now; a newer one is refused, as Loop refuses it.
    public static let backupVersion = 25
    /// The most days read from a backup.
    public static let mostRepetitions = 5_000_000

    /// Loop's SQLite backup (`Loop Habits Backup 2026-11-28.db`) as its rows: `Habits` as `habitsQuery` reads them,
    /// `Repetitions` as `repetitionsQuery` does (a timestamp is milliseconds at the day's midnight in UTC). A habit is
    /// known by its `uuid`, which stays the same when it is renamed.
    public static func fromBackup(version: Int, habits: [[JSONValue]], repetitions: [[JSONValue]], file: String)
        throws -> ImportedHistory
    {
        guard version <= backupVersion else {
            let shown = String(version)
            throw HistoryImportError(file: file) {
                $0.tr(
                    "it is a Loop backup of format %@, newer than the %@ coach reads; export it as CSV instead", shown,
                    "25")
            }
        }
        guard habits.count <= HabitctlHistory.mostHabits else { throw HabitctlHistory.tooMany(file) }
        var days: [Int: [(CalendarDay, Int)]] = [:]
        for row in repetitions {
            guard row.count == 3, let habit = row[0].intValue, let time = row[1].intValue, let value = row[2].intValue,
                abs(time) < 1 << 50, abs(value) <= 1_000_000_000
            else { throw damaged(file, "Repetitions") }
            let ordinal = time >= 0 ? time / 86_400_000 : -((-time + 86_399_999) / 86_400_000)
            days[habit, default: []].append((CalendarDay(ordinal: ordinal), value))
        }
        var history = ImportedHistory()
        for row in habits {
            guard row.count == 10, let id = row[0].intValue, let name = row[1].stringValue else {
                throw damaged(file, "Habits")
            }
            let checked = try HabitctlHistory.checked(name, file: file, line: nil)
            let number = { (index: Int, otherwise: Int) in row[index].intValue ?? otherwise }
            let unit = row[7].stringValue ?? ""
            let uuid = row[8].stringValue.flatMap { $0.isEmpty || $0.count > 64 ? nil : $0 } ?? "id-\(id)"
            let target = row[6].doubleValue.flatMap { $0.isFinite && $0 >= 0 && $0 <= AreaGoal.largest ? $0 : nil }
            let habit = Habit(
                key: uuid, name: checked, numerical: number(2, 0) == 1, times: min(max(number(3, 1), 0), 10_000),
                days: min(max(number(4, 1), 0), 10_000), unit: ControlCharacters.found(in: unit).isEmpty ? unit : "",
                target: target ?? 0, atMost: number(5, 0) == 1, archived: number(9, 0) != 0)
            Self.history(of: habit, days: days[id] ?? [], into: &history)
            // The tracker its CSV export made, known by the name, is the same habit.
            history.habits[history.habits.count - 1].aliases = ["loop:" + checked]
        }
        return history
    }

    static func damaged(_ file: String, _ table: String) -> HistoryImportError {
        HistoryImportError(file: file) {
            $0.tr("its %@ table holds a row not as Loop writes it; give a backup Loop made", table)
        }
    }
}
