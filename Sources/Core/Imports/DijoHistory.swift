import Storage

/// dijo's `habit_record.json`: a list of habits, each tagged by `type`: `Bit` (`stats` by day `true`, done or not),
/// `Count` (a whole number a day, `goal` a whole number) or `Float` (`{"value": 75, "precision": 1}` a day, which is
/// value / 10^precision: 7.5).
public enum DijoHistory {
    /// The most days one habit may hold: over 270 years.
    public static let mostDays = 100_000

    /// The habits and their days: a Bit becomes a done-or-not tracker, a Count a count with its goal as at least, a
    /// Float a measure with its goal as at least. A day marked `false` is not done: no entry.
    public static func read(_ bytes: [UInt8], file: String) throws -> ImportedHistory {
        func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
            HistoryImportError(file: file, said: said)
        }
        let json: JSONValue
        do { json = try JSONValue(parsing: bytes) } catch {
            throw refuse { $0.tr("it is not JSON as dijo writes it: %@", error.text) }
        }
        guard let list = json.arrayValue else {
            throw refuse { $0.tr("it is not a list of habits, as dijo's habit_record.json is") }
        }
        guard list.count <= HabitctlHistory.mostHabits else { throw HabitctlHistory.tooMany(file) }
        var history = ImportedHistory()
        for (index, item) in list.enumerated() {
            let number = String(index + 1)
            guard let fields = item.objectValue, let name = fields["name"]?.stringValue,
                let type = fields["type"]?.stringValue, ["Bit", "Count", "Float"].contains(type),
                let stats = fields["stats"]?.objectValue
            else {
                throw refuse {
                    $0.tr("habit %@ lacks a name, stats or a type of Bit, Count or Float, as dijo writes them", number)
                }
            }
            let checked = try HabitctlHistory.checked(name, file: file, line: nil)
            guard stats.count <= mostDays else {
                throw refuse { $0.tr("the habit '%@' has more than 100,000 days", ControlCharacters.visible(name)) }
            }
            func bad(_ day: String) -> HistoryImportError {
                let (shown, what) = (ControlCharacters.visible(name), ControlCharacters.visible(String(day.prefix(40))))
                return refuse { words in
                    switch type {
                    case "Bit":
                        words.tr(
                            "the habit '%@' has '%@', which is not a day like 2024-01-05 marked true or false", shown,
                            what)
                    case "Count":
                        words.tr(
                            "the habit '%@' has '%@', which is not a day like 2024-01-05 with a whole number from 0 to 1,000,000",
                            shown, what)
                    default:
                        words.tr(
                            "the habit '%@' has '%@', which is not a day like 2024-01-05 with a value and a precision of 0 to 9",
                            shown, what)
                    }
                }
            }
            var days: [ImportedHabit.Day] = []
            for (text, value) in stats {
                guard let day = CalendarDay(text) else { throw bad(text) }
                let amount: Double?
                switch type {
                case "Bit":
                    guard case let .bool(done) = value else { throw bad(text) }
                    amount = done ? 1 : nil
                case "Count":
                    guard let count = value.intValue, count >= 0, Double(count) <= TrackerEntry.largest else {
                        throw bad(text)
                    }
                    amount = Double(count)
                default:
                    guard let measure = float(value) else { throw bad(text) }
                    amount = measure
                }
                if let amount { days.append(ImportedHabit.Day(day, .value(amount))) }
            }
            let goal: AreaGoal?
            switch type {
            case "Bit": goal = AreaGoal(.logged)
            case "Count": goal = fields["goal"]?.intValue.flatMap { $0 > 0 ? AreaGoal(.atLeast(Double($0))) : nil }
            default: goal = fields["goal"].flatMap(float).flatMap { $0 > 0 ? AreaGoal(.atLeast($0)) : nil }
            }
            history.habits.append(
                ImportedHabit(
                    source: "dijo:" + checked, name: checked,
                    kind: type == "Bit" ? .done : type == "Count" ? .count : .measure, goal: goal,
                    days: days.sorted { $0.day < $1.day }))
        }
        return history
    }

    /// A Float's `{"value": 75, "precision": 1}` as 7.5: value / 10^precision; nil unless both are whole numbers,
    /// the precision 0 to 9 and the value within what an entry holds.
    static func float(_ json: JSONValue) -> Double? {
        guard let fields = json.objectValue, let value = fields["value"]?.intValue, value >= 0,
            let precision = fields["precision"]?.intValue, (0...9).contains(precision)
        else { return nil }
        var scale = 1.0
        for _ in 0..<precision { scale *= 10 }
        let amount = Double(value) / scale
        return amount <= TrackerEntry.largest ? amount : nil
    }
}
