import Storage

extension LoopHistory {
    /// Loop's CSV export (`Loop Habits CSV 2026-11-28.zip`): `Habits.csv`, a habit a line, and each habit's days in
    /// its folder's `Checkmarks.csv` (`Date,Value,Notes`), `checkmarks` by folder (`001 Floss`). A habit's folder
    /// starts with its `Position`. The export holds no ids, so a habit is known by its name.
    public static func fromCSV(habits: [UInt8], checkmarks: [String: [UInt8]], zip: String) throws -> ImportedHistory {
        let table = try ImportCSV(habits, file: zip + ": Habits.csv", required: ["Name"])
        guard table.rows.count <= HabitctlHistory.mostHabits else { throw HabitctlHistory.tooMany(table.file) }
        var history = ImportedHistory()
        var keys = Set<String>()
        for row in table.rows {
            func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
                HistoryImportError(file: table.file, line: row.line, said: said)
            }
            let name = try HabitctlHistory.checked(table.field("Name", in: row), file: table.file, line: row.line)
            let type = table.field("Type", in: row)
            guard ["", "YES_NO", "NUMERICAL"].contains(type) else {
                let shown = ControlCharacters.visible(String(type.prefix(40)))
                throw refuse { $0.tr("the Type '%@' is neither YES_NO nor NUMERICAL", shown) }
            }
            func whole(_ column: String) throws(HistoryImportError) -> Int {
                let text = table.field(column, in: row)
                guard !text.isEmpty else { return 1 }
                guard let number = Int(text), (0...10_000).contains(number) else {
                    let shown = ControlCharacters.visible(String(text.prefix(40)))
                    throw refuse { $0.tr("the %@ '%@' is not a whole number from 0 to 10,000", column, shown) }
                }
                return number
            }
            let unit = table.field("Unit", in: row)
            let position = table.field("Position", in: row)
            var key = name
            while keys.contains(key) { key += " (" + position + ")" }
            keys.insert(key)
            let habit = Habit(
                key: key, name: name, numerical: type == "NUMERICAL", times: try whole("FrequencyNumerator"),
                days: try whole("FrequencyDenominator"),
                unit: ControlCharacters.found(in: unit).isEmpty ? unit : "",
                target: Double(table.field("Target Value", in: row)).flatMap {
                    $0.isFinite && $0 >= 0 && $0 <= AreaGoal.largest ? $0 : nil
                } ?? 0,
                atMost: table.field("Target Type", in: row) == "AT_MOST",
                archived: table.field("Archived?", in: row).lowercased() == "true")
            let folder =
                checkmarks.keys.sorted().first { !position.isEmpty && $0.hasPrefix(position + " ") }
                ?? checkmarks.keys.sorted().first {
                    $0.split(separator: " ", maxSplits: 1).last.map(String.init) == name
                }
            var days: [(CalendarDay, Int)] = []
            if let folder, let bytes = checkmarks[folder] {
                days = try Self.checkmarks(bytes, file: zip + ": " + folder + "/Checkmarks.csv")
            }
            Self.history(of: habit, days: days, into: &history)
        }
        return history
    }

    /// A habit's `Checkmarks.csv`: `Date,Value,Notes`, a date `2026-11-28` and Loop's value by its name, or a
    /// numerical habit's number ×1000.
    static func checkmarks(_ bytes: [UInt8], file: String) throws -> [(CalendarDay, Int)] {
        let table = try ImportCSV(bytes, file: file, required: ["Date", "Value"])
        return try table.rows.map { row throws(HistoryImportError) in
            let (date, text) = (table.field("Date", in: row), table.field("Value", in: row))
            guard let day = CalendarDay(date),
                let value = values[text] ?? Int(text).flatMap({ abs($0) <= 1_000_000_000 ? $0 : nil })
            else {
                let shown = ControlCharacters.visible(String((date + "," + text).prefix(60)))
                throw HistoryImportError(file: file, line: row.line) {
                    $0.tr(
                        "'%@' is not a day of a habit; a line is a date like 2026-11-28 and YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number",
                        shown)
                }
            }
            return (day, value)
        }
    }
}
