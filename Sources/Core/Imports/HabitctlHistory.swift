import Storage

/// habitctl's folder (`~/.habitctl`): `habits`, a habit a line as `N Name` (done every N days, 0 only tracked,
/// `#` a comment), and `log`, a day's answer a line as `YYYY-MM-DD<TAB>Name<TAB>y|n|s`.
public enum HabitctlHistory {
    /// The most habits read; habitctl asks about each one every day.
    public static let mostHabits = 1000
    /// The longest habit name, in characters.
    public static let longestName = 200

    /// The habits and their days: `y` done, `s` skipped (the streak kept, as on a rest day), `n` not done (no entry).
    /// A habit in the log but no longer in `habits` is kept, without a goal. A day answered twice keeps the last.
    public static func read(habits: [UInt8], log: [UInt8], habitsFile: String, logFile: String) throws
        -> ImportedHistory
    {
        var history = ImportedHistory()
        var order: [String] = []
        var goals: [String: Int] = [:]
        for (number, line) in lines(of: habits) {
            let text = line.trimmed(\.isSpace)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let parts = text.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let every = Int(parts[0]), every >= 0, every <= 3660 else {
                let shown = ControlCharacters.visible(String(text.prefix(80)))
                throw HistoryImportError(file: habitsFile, line: number) {
                    $0.tr("'%@' is not a habit; a line is the days between times and the name, like '1 Floss'", shown)
                }
            }
            let name = try checked(String(parts[1]).trimmed(\.isSpace), file: habitsFile, line: number)
            if goals[name] == nil { order.append(name) }
            goals[name] = every
            guard order.count <= mostHabits else { throw tooMany(habitsFile) }
        }
        var days: [String: [CalendarDay: ImportedHabit.Mark?]] = [:]
        for (number, line) in lines(of: log) where !line.trimmed(\.isSpace).isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let day = CalendarDay(fields[0]), ["y", "n", "s"].contains(fields[2]) else {
                let shown = ControlCharacters.visible(String(line.prefix(80)))
                throw HistoryImportError(file: logFile, line: number) {
                    $0.tr(
                        "'%@' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'",
                        shown)
                }
            }
            let name = try checked(fields[1], file: logFile, line: number)
            if days[name] == nil, goals[name] == nil {
                order.append(name)
                guard order.count <= mostHabits else { throw tooMany(logFile) }
            }
            days[name, default: [:]][day] = fields[2] == "y" ? .value(1) : fields[2] == "s" ? .skipped : .some(nil)
        }
        for name in order {
            let found = goals[name].flatMap { ForeignFrequency.goal(times: 1, days: $0) }
            if let every = goals[name], let found, !found.exact {
                history.remarks.append(
                    ImportRemark {
                        $0.tr(
                            "'%@' is every %@ days in habitctl; its goal here is %@, the nearest coach has",
                            ControlCharacters.visible(name), String(every),
                            AreaGoalNumber.describe(found.goal, unit: "", in: $0))
                    })
            }
            if goals[name] == nil {
                history.remarks.append(
                    ImportRemark {
                        $0.tr(
                            "'%@' is in the log but not in habits; it is kept without a goal",
                            ControlCharacters.visible(name))
                    })
            }
            let marks = (days[name] ?? [:]).compactMap { day, mark in mark.map { ImportedHabit.Day(day, $0) } }
            history.habits.append(
                ImportedHabit(
                    source: "habitctl:" + name, name: name, kind: .done, goal: found?.goal,
                    days: marks.sorted { $0.day < $1.day }))
        }
        return history
    }

    /// The lines of `bytes`, numbered from 1, a carriage return before a line feed dropped.
    static func lines(of bytes: [UInt8]) -> [(Int, String)] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated().map { index, line in
            (index + 1, String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
    }

    /// A habit's name, refused when empty, too long or holding a control character.
    static func checked(_ name: String, file: String, line: Int?) throws(HistoryImportError) -> String {
        guard !name.isEmpty, name.count <= longestName, ControlCharacters.found(in: name).isEmpty else {
            let shown = ControlCharacters.visible(String(name.prefix(80)))
            throw HistoryImportError(file: file, line: line) {
                $0.tr("the habit name '%@' is empty, longer than 200 characters or holds a control character", shown)
            }
        }
        return name
    }

    static func tooMany(_ file: String) -> HistoryImportError {
        HistoryImportError(file: file) { $0.tr("holds more than 1,000 habits, more than coach imports at once") }
    }
}
