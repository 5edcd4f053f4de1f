import ArgumentParser
import Core

/// `insights calendar [--year Y]`: the year as a heat map of weeks and weekdays.
struct InsightsCalendar: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "A heat map of the year, a column a week: how many of check-in, breathing, study and a logged meal each day had.")

    @Option(help: ArgumentHelp("The year (default: this one).", valueName: "year")) var year: Int?
    @OptionGroup var format: OutputFormat

    struct Report: Encodable {
        var year: Int
        var activeDays: Int
        /// Each week, Monday first; null for days outside the year.
        var weeks: [[Int?]]
    }

    /// From nothing to all four: a dot, then darker shades.
    static let shades: [Character] = ["·", "░", "▒", "▓", "█"]

    func run(in context: CommandContext) async throws {
        let year = self.year ?? context.today.year
        guard (1970...9999).contains(year) else { throw CommandFailure("'\(year)' is not a year coach can show; give one from 1970 to 9999") }
        let data = try InsightData.load(from: CalendarDay(year: year, month: 1, day: 1), through: CalendarDay(year: year, month: 12, day: 31), context: context)
        let grid = YearGrid(year: year, activity: data.activity)
        try await format.show(Report(year: year, activeDays: grid.activeDays, weeks: grid.weeks), in: context) {
            let style = context.style
            let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
            var header = Array(repeating: Character(" "), count: grid.weeks.count + 4)
            for (column, month) in grid.monthStarts where column + 4 + 3 <= header.count {
                for (offset, letter) in months[month - 1].enumerated() { header[column + 4 + offset] = letter }
            }
            context.output.line(style.bold("\(year)") + " · \(grid.activeDays.counted("day")) with something done")
            context.output.line(String(String(header).reversed().drop { $0 == " " }.reversed()))
            for weekday in 0..<7 {
                let row = grid.weeks.map { week -> String in
                    guard let count = week[weekday] else { return " " }
                    let cell = String(Self.shades[count])
                    return count == 0 ? style.dim(cell) : style.green(cell)
                }
                let cells = row.reversed().drop { $0 == " " }.reversed()
                context.output.line(InsightChart.weekdays[weekday] + " " + cells.joined())
            }
            context.output.line(style.dim("· nothing  ░ one  ▒ two  ▓ three  █ all four of check-in, breathing, study, a meal"))
        }
    }
}
