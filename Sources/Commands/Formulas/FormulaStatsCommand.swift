import ArgumentParser
import Core

/// `formula stats`: learned per week, reviews, study streak.
struct FormulaStatsCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats", abstract: "Formulas learned per week, reviews done and your streak of study days.")

    @Option(help: ArgumentHelp("Weeks in the chart (1–52).", valueName: "n")) var weeks = 8
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(weeks, 1...52, "--weeks", example: "formula stats --weeks 8")
    }

    func run(in context: CommandContext) async throws {
        let ids = Set(context.formulas.ids())
        var stats = FormulaStats(
            progress: try context.study.progress(), reviews: try context.study.reviews(),
            ids: ids, now: context.now(), calendar: context.calendar, weekCount: weeks)
        // The streak is the area's, as `streaks` and `today` count it: the card goal met, or any review without a goal.
        let streak = try AreaStreak.days(StudyArea(), context: context).days.streak
        (stats.currentStreak, stats.bestStreak) = (streak.current, streak.best)
        await format.show(stats, in: context) {
            let style = context.style
            let out = context.output
            let grades = RecallGrade.allCases.compactMap { grade in stats.grades[grade.rawValue].map { "\($0) \(grade.rawValue)" } }
            out.line(style.bold("Formula study") + ": \(stats.learned) of \(stats.total) learned · \(stats.reviews.counted("review"))"
                + (grades.isEmpty ? "" : " (" + grades.joined(separator: ", ") + ")"))
            out.line("Study streak: \(stats.currentStreak.counted("day")) (best \(stats.bestStreak)) · "
                + "\(stats.studyDays.counted("study day")) · \(stats.due.counted("card")) due")
            out.line("")
            let most = max(1, stats.weeks.map { max($0.learned, $0.reviews) }.max() ?? 1)
            // The header goes through the table too, so its columns sit over the numbers.
            let rows = [["week of", "learned", "reviews", ""]] + stats.weeks.map { week in
                let learned = String(repeating: "█", count: Int((Double(week.learned) / Double(most) * 20).rounded()))
                return [week.start, String(week.learned), String(week.reviews),
                        style.green(learned) + (week.learned > 0 || week.reviews > 0 ? "" : style.dim("·"))]
            }
            let lines = Table(alignments: [.left, .right, .right]).lines(rows)
            out.line(style.bold(lines[0]))
            lines.dropFirst().forEach(out.line)
            out.line("")
            out.line(stats.due > 0 ? "\(stats.due.counted("card")) \(stats.due == 1 ? "is" : "are") waiting: 'formula quiz'."
                     : stats.reviews == 0 ? "Your first 'formula quiz' starts the review schedule." : "Nothing due today. Well done.")
        }
    }
}
