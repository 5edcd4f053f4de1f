import Core

/// `insights calendar --area mood`: a year in pixels, as Daylio draws it. A row a month, the last twelve, a cell a day
/// coloured by that day's mood; without colours (NO_COLOR, piped) each cell is the mood's number and the legend
/// says the words.
enum MoodYear {
    struct Summary: Encodable {
        struct Day: Encodable {
            var date: String
            var mood: Int
        }
        var from: String, to: String
        var days: [Day]
    }

    /// The first day of the month eleven months before `today`'s, and every mood from then through `today`.
    static func load(_ context: CommandContext) throws -> (first: CalendarDay, moods: [CalendarDay: Int]) {
        let today = context.today
        let months = today.year * 12 + today.month - 1 - 11
        let first = CalendarDay(year: months / 12, month: months % 12 + 1, day: 1)
        return (first, try context.checkIns.moodsByDay(from: first, through: today))
    }

    static func summary(_ first: CalendarDay, _ moods: [CalendarDay: Int], today: CalendarDay) -> Summary {
        Summary(
            from: first.text, to: today.text,
            days: moods.keys.sorted().map { Summary.Day(date: $0.text, mood: moods[$0] ?? 0) })
    }

    /// The year for a screen reader, from the same moods: a line a month with its check-ins and their average.
    static func say(_ first: CalendarDay, _ moods: [CalendarDay: Int], context: CommandContext) {
        let words = context.messages
        context.output.line(
            words.tr("Mood, a year from %@ to %@: ", first.text, context.today.text)
                + words.trn("%d day checked in", "%d days checked in", moods.count) + ".")
        context.output.line(
            words.tr("Mood scale: ")
                + CheckInScale.mood.words(in: words).enumerated().map { "\($0 + 1) \($1)" }.joined(separator: ", "))
        for month in 0..<12 {
            let index = first.year * 12 + first.month - 1 + month
            let (year, number) = (index / 12, index % 12 + 1)
            let days = moods.keys.filter { $0.year == year && $0.month == number }.sorted()
            let name = "\(words.shortMonth(number)) \(year)"
            guard !days.isEmpty else {
                context.output.line(words.tr("Mood in %@: no check-ins", name))
                continue
            }
            let values = days.map { moods[$0] ?? 0 }
            let average = words.number(Printf.format("%.1f", Double(values.reduce(0, +)) / Double(values.count)))
            let listed = days.map { words.tr("day %@: %@", words.number($0.day), words.number(moods[$0] ?? 0)) }
            context.output.line(
                words.tr("Mood in %@: average %@; ", name, average) + listed.joined(separator: ", "))
        }
    }

    static func show(_ first: CalendarDay, _ moods: [CalendarDay: Int], context: CommandContext) {
        guard !context.plain else { return say(first, moods, context: context) }
        let (style, today, words) = (context.style, context.today, context.messages)
        let names = (1...12).map(words.shortMonth)
        context.output.line(
            style.bold(words.tr("Mood"))
                + words.tr(
                    " · a year in pixels, %@ to %@", "\(names[first.month - 1]) \(first.year)",
                    "\(names[today.month - 1]) \(today.year)"))
        // Day numbers over their columns: 1, 5, 10 … 30.
        var header = Array(repeating: " ", count: 31 * 2)
        for day in [1, 5, 10, 15, 20, 25, 30] {
            for (offset, digit) in String(day).enumerated() { header[(day - 1) * 2 + offset] = String(digit) }
        }
        context.output.line("          " + header.joined().trimmingTrailingSpaces)
        for month in 0..<12 {
            let index = first.year * 12 + first.month - 1 + month
            let (year, number) = (index / 12, index % 12 + 1)
            let cells = (1...31).map { day -> String in
                // A day the month does not have (31 April) comes back from its ordinal as another day.
                let date = CalendarDay(year: year, month: number, day: day)
                guard CalendarDay(ordinal: date.ordinal) == date, date <= today else { return " " }
                guard let mood = moods[date] else { return style.dim("·") }
                return cell(mood, style)
            }
            context.output.line("\(names[number - 1]) \(year)  " + cells.joined(separator: " ").trimmingTrailingSpaces)
        }
        context.output.line("")
        let legend = CheckInScale.mood.words(in: words).enumerated().map { index, word in
            style.colors ? cell(index + 1, style) + " \(word)" : "\(index + 1) \(word)"
        }
        context.output.line(
            legend.joined(separator: "  ") + "  " + style.dim("·") + words.tr(" no check-in · ")
                + words.trn("%d day checked in", "%d days checked in", moods.count))
    }

    /// A day's cell: a coloured square, or the mood's number without colours.
    private static func cell(_ mood: Int, _ style: Style) -> String {
        guard style.colors else { return String(mood) }
        switch mood {
        case ...1: return style.red("■")
        case 2: return style.yellow("■")
        case 3: return "■"
        case 4: return style.cyan("■")
        default: return style.green("■")
        }
    }
}
