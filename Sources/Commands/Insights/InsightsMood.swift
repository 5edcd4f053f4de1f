import ArgumentParser
import Core

/// `insights mood [--days N]`: mood and energy on days with and without each practice.
struct InsightsMood: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "mood",
        abstract: "Your average mood and energy on days with and without breathing, over and within your calorie goal, with and without study.",
        discussion: "These are days that went together, not causes: a difference may have other reasons. Fewer than 7 days on a side is said plainly.")

    @Option(help: ArgumentHelp("Days to look at, ending today (default 365, at most 3650).", valueName: "n")) var days = 365
    @OptionGroup var format: OutputFormat

    struct Report: Encodable {
        struct Side: Encodable { var days: Int; var mood: Double?; var energy: Double? }
        struct Split: Encodable { var practice: String; var with: Side; var without: Side; var enoughDays: Bool }
        var from: String, to: String, checkedInDays: Int
        var splits: [Split]
    }

    func run(in context: CommandContext) async throws {
        guard (1...3650).contains(days) else { throw CommandFailure("--days takes a number of days from 1 to 3650, not \(days)") }
        let last = context.today, first = last.adding(days: 1 - days)
        let data = try InsightData.load(from: first, through: last, context: context)
        let comparison = MoodComparison(checkIns: data.checkIns, activity: data.activity, calorieGoal: data.goals.calories?.calories)
        func side(_ side: MoodComparison.Side) -> Report.Side {
            .init(days: side.days, mood: side.mood.map(InsightReport.rounded), energy: side.energy.map(InsightReport.rounded))
        }
        let report = Report(from: first.text, to: last.text, checkedInDays: comparison.days, splits: comparison.splits.map {
            .init(practice: $0.practice, with: side($0.with), without: side($0.without), enoughDays: $0.enough)
        })
        try await format.show(report, in: context) {
            let style = context.style
            context.output.line(style.bold("Mood beside your practices") + " · \(first.text) to \(last.text) · \(comparison.days.counted("checked-in day"))")
            guard comparison.days > 0 else {
                return context.output.line("No check-ins in these days yet: 'checkin' records your mood and energy.")
            }
            for split in comparison.splits {
                context.output.line("")
                context.output.line(style.bold(split.practice.prefix(1).uppercased() + split.practice.dropFirst()))
                for (label, side) in [(split.withLabel, split.with), (split.withoutLabel, split.without)] {
                    let mood = side.mood.map { "mood \(InsightChart.tenths($0))" } ?? "mood —"
                    let energy = side.energy.map { ", energy \(InsightChart.tenths($0))" } ?? ""
                    context.output.line("  " + Table.pad(label, 20) + " " + Table.padLeft(side.days.counted("day"), 8) + "  " + mood + energy)
                }
                if !split.enough {
                    context.output.line(style.dim("  Too few days to mean much: at least \(MoodComparison.fewestDays) on each side are needed."))
                }
            }
            context.output.line("")
            context.output.line(style.dim("Days that went together, not causes: other things may explain a difference."))
        }
    }
}
