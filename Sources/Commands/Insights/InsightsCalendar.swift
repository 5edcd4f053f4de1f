import ArgumentParser
import Core

/// `insights calendar [--year]`: a grid of weeks × weekdays, each day shaded by how many areas it had.
struct InsightsCalendar: CoachRunnable {
    static let isLongView = true
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract:
            "A heat map of weeks × weekdays: each day shaded by how many of check-in, breathing, meals, study and your trackers it had.",
        discussion: """
            Shades: · none, ░ one area, ▒ two, ▓ three, █ all four (with more areas, shades stand for a share of them). \
            The last 26 weeks; --year shows 53. With --area mood, a year in pixels instead: a row a month, each day \
            coloured by its mood (its number without colours).
            """)

    @Flag(help: "Show the last 53 weeks instead of 26.") var year = false
    @Option(
        help: ArgumentHelp("mood: the last twelve months, a day a cell coloured by its mood.", valueName: "area"),
        completion: .list(["mood"]))
    var area: String?
    @OptionGroup var format: OutputFormat

    static let shades: [Character] = ["·", "░", "▒", "▓", "█"]

    struct Summary: Encodable {
        struct Day: Encodable {
            var date: String
            var level: Int
        }
        var from: String, to: String, activeDays: Int
        var days: [Day]
    }

    func validate() throws {
        guard let area, !["mood", "checkin"].contains(area.lowercased()) else { return }
        throw ValidationError(
            "the calendar of one area is drawn for mood: 'insights calendar --area mood'; without --area it shades the days by every area"
        )
    }

    func run(in context: CommandContext) async throws {
        if area != nil {
            let (first, moods) = try MoodYear.load(context)
            return try await format.show(MoodYear.summary(first, moods, today: context.today), in: context) {
                MoodYear.show(first, moods, context: context)
            }
        }
        let today = context.today
        let weeks = year ? 53 : 26
        let first = today.adding(days: -today.weekdayFromMonday - 7 * (weeks - 1))
        let (spans, _, _) = try InsightsData.load(
            context.areasWarning(), from: first, through: today, streaks: false, context: context)
        let map = ActivityHeatMap(spans, weeks: weeks, endingOn: today)
        let listed = map.weeks.enumerated().flatMap { week, levels in
            levels.enumerated().compactMap { weekday, level in
                level.map { Summary.Day(date: map.firstMonday.adding(days: week * 7 + weekday).text, level: $0) }
            }
        }
        try await format.show(
            Summary(from: map.firstMonday.text, to: today.text, activeDays: map.activeDays, days: listed), in: context
        ) {
            guard !context.plain else { return Self.say(listed, map: map, today: today, context: context) }
            let (style, words) = (context.style, context.messages)
            context.output.line(
                style.bold(words.tr("Activity")) + words.tr(" · %@ to %@", map.firstMonday.text, today.text))
            var months = Array(repeating: " ", count: weeks * 2)
            var free = 0
            for week in 0..<weeks {
                let monday = map.firstMonday.adding(days: week * 7)
                if monday.day <= 7, week * 2 >= free, week * 2 + 3 <= months.count {
                    let name = words.shortMonth(monday.month)
                    for (offset, letter) in name.enumerated() { months[week * 2 + offset] = String(letter) }
                    free = week * 2 + 4
                }
            }
            context.output.line("     " + months.joined().trimmingTrailingSpaces)
            for (weekday, name) in (0..<7).map({ Self.weekdayLabel($0, words) }).enumerated() {
                let cells = map.weeks.map { week in
                    week[weekday].map { level in paint(Self.shades[Self.shade(level, of: map.highest)], level, style) }
                        ?? " "
                }
                context.output.line("\(name)  " + cells.joined(separator: " ").trimmingTrailingSpaces)
            }
            context.output.line("")
            let legend =
                map.highest == 4
                ? words.tr("░ 1 area ▒ 2 ▓ 3 █ all 4")
                : words.tr("░ ▒ ▓ more of the %@ areas █ all", words.number(map.highest))
            context.output.line(
                words.trn("%d day with something logged", "%d days with something logged", map.activeDays)
                    + words.tr(" · · none %@", legend))
        }
    }

    /// The calendar for a screen reader, from the same days: a line a month, each day that had something with how
    /// many areas (`Activity in 2026-11: 3 days; 5th 2 areas, 12th 1 area, 29th 4 areas`).
    static func say(_ days: [Summary.Day], map: ActivityHeatMap, today: CalendarDay, context: CommandContext) {
        let words = context.messages
        context.output.line(
            words.tr("Activity, %@ to %@: ", map.firstMonday.text, today.text)
                + words.trn("%d day with something logged", "%d days with something logged", map.activeDays)
                + words.tr(", of %@ areas at most.", words.number(map.highest)))
        var months: [(month: String, days: [String])] = []
        for day in days {
            let month = String(day.date.prefix(7))
            if months.last?.month != month { months.append((month, [])) }
            guard day.level > 0, let number = Int(day.date.suffix(2)) else { continue }
            months[months.count - 1].days.append(
                words.tr("day %@: %@", words.number(number), words.trn("%d area", "%d areas", day.level)))
        }
        for (month, active) in months {
            context.output.line(
                words.tr("Activity in %@: ", month)
                    + (active.isEmpty
                        ? words.tr("nothing logged")
                        : words.trn("%d day", "%d days", active.count) + "; " + active.joined(separator: ", ")))
        }
    }

    /// The shade of `level` areas out of `highest`: one step an area up to four, a share of them beyond.
    /// `Mon`, or `пн ` padded to three columns so the weeks line up as in English.
    static func weekdayLabel(_ day: Int, _ words: Messages) -> String {
        let name = words.shortWeekday(day)
        return name + String(repeating: " ", count: max(0, 3 - name.count))
    }

    static func shade(_ level: Int, of highest: Int) -> Int {
        guard level > 0, highest > 4 else { return min(level, 4) }
        return level >= highest ? 4 : 1 + (level - 1) * 3 / (highest - 1)
    }

    private func paint(_ shade: Character, _ level: Int, _ style: Style) -> String {
        level == 0 ? style.dim(String(shade)) : style.green(String(shade))
    }
}

extension String {
    /// The text without spaces at its end.
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
