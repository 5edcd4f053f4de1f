import Storage

/// A food diary's export, its rows made meals: Cronometer's `servings.csv` (a food a row: `Day,Time,Group,Food
/// Name,Amount,Energy (kcal),…`) or MyFitnessPal's nutrition summary (a meal a row: `Date,Meal,Calories,…`). Each
/// meal's id is made from the row, so a second import finds it and adds nothing.
public enum FoodDiaryHistory {
    /// Cronometer's servings: the food and its amount named (`Oats (80 g)`), its energy rounded to a calorie, at its
    /// time or, when the row has none, at its group's usual hour.
    public static func fromCronometer(_ bytes: [UInt8], file: String, calendar: LocalCalendar) throws
        -> ImportedHistory
    {
        let table = try ImportCSV(bytes, file: file, required: ["Day", "Food Name", "Energy (kcal)"])
        var diary = Diary(app: .cronometer, table: table, calendar: calendar)
        for row in table.rows where row.fields.contains(where: { !$0.trimmed(\.isSpace).isEmpty }) {
            let (food, amount) = (table.field("Food Name", in: row), table.field("Amount", in: row))
            try diary.add(
                row, day: table.field("Day", in: row), time: table.field("Time", in: row),
                group: table.field("Group", in: row), name: amount.isEmpty ? food : food + " (" + amount + ")",
                shorter: food, energy: table.field("Energy (kcal)", in: row))
        }
        return diary.finished()
    }

    /// MyFitnessPal's nutrition summary: a meal a row, named by its meal (`Breakfast`), at the meal's usual hour
    /// (the summary has no times); a row of the day's totals is left out.
    public static func fromMyFitnessPal(_ bytes: [UInt8], file: String, calendar: LocalCalendar) throws
        -> ImportedHistory
    {
        let table = try ImportCSV(bytes, file: file, required: ["Date", "Meal", "Calories"])
        var diary = Diary(app: .myfitnesspal, table: table, calendar: calendar)
        for row in table.rows where row.fields.contains(where: { !$0.trimmed(\.isSpace).isEmpty }) {
            let meal = table.field("Meal", in: row)
            if meal.lowercased().contains("total") || table.field("Date", in: row).lowercased().contains("total") {
                continue
            }
            try diary.add(
                row, day: table.field("Date", in: row), time: "", group: meal, name: meal, shorter: meal,
                energy: table.field("Calories", in: row))
        }
        return diary.finished()
    }

    /// The usual hour of a meal by its group's name, in English or in Russian; noon for any other.
    static func usualHour(_ group: String) -> Int {
        let name = group.lowercased()
        for (words, hour) in [
            (["breakfast", "завтрак"], 8), (["lunch", "обед"], 13), (["dinner", "supper", "ужин"], 19),
            (["snack", "перекус"], 16),
        ] where words.contains(where: name.contains) {
            return hour
        }
        return 12
    }
}

/// The rows of one diary as they become meals, with what was left out or made up counted for the summary.
private struct Diary {
    let app: HistorySource
    let table: ImportCSV
    let calendar: LocalCalendar
    var history = ImportedHistory()
    /// Rows of no energy (water, black coffee), those without a time, and names made shorter.
    var empty = 0, untimed = 0, shortened = 0
    /// How often each row's words came before, so two equal rows are two meals.
    var seen: [String: Int] = [:]

    init(app: HistorySource, table: ImportCSV, calendar: LocalCalendar) {
        (self.app, self.table, self.calendar) = (app, table, calendar)
    }

    mutating func add(
        _ row: CSVSplitter.Record, day text: String, time: String, group: String, name: String, shorter: String,
        energy: String
    ) throws {
        let (file, line) = (table.file, row.line)
        func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
            HistoryImportError(file: file, line: line, said: said)
        }
        guard let day = CalendarDay(text) else {
            let shown = ControlCharacters.visible(String(text.prefix(40)))
            throw refuse { $0.tr("'%@' is not a day like 2026-11-28", shown) }
        }
        let number = Double(energy.filter { $0 != "," && !$0.isWhitespace })
        guard let number, number.isFinite, number >= 0, number.rounded() <= Double(MealInput.calorieRange.upperBound)
        else {
            let shown = ControlCharacters.visible(String(energy.prefix(40)))
            throw refuse {
                $0.tr(
                    "'%@' is not a meal's calories, a number from 0 to %@", shown,
                    $0.number(MealInput.calorieRange.upperBound))
            }
        }
        guard Int(number.rounded()) >= MealInput.calorieRange.lowerBound else {
            empty += 1
            return
        }
        var clock = (FoodDiaryHistory.usualHour(group), 0)
        if time.isEmpty {
            untimed += 1
        } else {
            guard let read = ImportCSV.clock(time) else {
                let shown = ControlCharacters.visible(String(time.prefix(40)))
                throw refuse { $0.tr("'%@' is not a time like 13:48 or 1:48 pm", shown) }
            }
            clock = read
        }
        guard
            let moment = calendar.date(
                from: DateComponents(year: day.year, month: day.month, day: day.day, hour: clock.0, minute: clock.1))
        else { throw refuse { $0.tr("'%@' is not a day like 2026-11-28", day.text) } }
        var entry = MealEntry()
        entry.name = try mealName(name, shorter: shorter, refuse)
        entry.calories = Int(number.rounded())
        entry.time = moment
        let words = [app.rawValue, text, time, group, name, energy].joined(separator: "\u{1F}")
        seen[words, default: 0] += 1
        let print = fingerprint(Data((words + "\u{1F}" + String(seen[words, default: 0])).utf8))
        entry.id = String(repeating: "0", count: max(0, 16 - print.count)) + print
        history.meals.append(entry)
    }

    /// The meals, with what the summary says of the rows left out or made up.
    func finished() -> ImportedHistory {
        var history = history
        let (empty, untimed, shortened) = (empty, untimed, shortened)
        if empty > 0 {
            history.remarks.append(
                ImportRemark {
                    $0.trn(
                        "%d row of no calories (water, black coffee) is left out: a meal has 1 to 10000 kcal.",
                        "%d rows of no calories (water, black coffee) are left out: a meal has 1 to 10000 kcal.", empty)
                })
        }
        if untimed > 0 {
            history.remarks.append(
                ImportRemark {
                    $0.trn(
                        "%d meal has no time: it is put at its meal's usual hour (breakfast 08:00, lunch 13:00, snacks 16:00, dinner 19:00, others 12:00).",
                        "%d meals have no time: each is put at its meal's usual hour (breakfast 08:00, lunch 13:00, snacks 16:00, dinner 19:00, others 12:00).",
                        untimed)
                })
        }
        if shortened > 0 {
            history.remarks.append(
                ImportRemark {
                    $0.trn(
                        "%d name was longer than 100 characters: its amount, then its end, is left out.",
                        "%d names were longer than 100 characters: their amounts, then their ends, are left out.",
                        shortened)
                })
        }
        return history
    }

    /// `name` as a meal's name: control characters made spaces; past the longest name, `shorter`, then cut with `…`.
    private mutating func mealName(
        _ name: String, shorter: String, _ refuse: (@escaping @Sendable (Messages) -> String) -> HistoryImportError
    ) throws -> String {
        func clean(_ text: String) -> String {
            String(text.map { $0.unicodeScalars.contains(where: ControlCharacters.isControl) ? " " : $0 })
                .trimmed(\.isSpace)
        }
        let longest = MealInput.nameLength.upperBound
        var kept = clean(name)
        if kept.count > longest {
            shortened += 1
            kept = clean(shorter)
            if kept.count > longest { kept = String(kept.prefix(longest - 1)) + "…" }
        }
        guard kept.count >= MealInput.nameLength.lowerBound else {
            throw refuse { $0.tr("a food needs a name of at least 2 characters") }
        }
        return kept
    }
}
