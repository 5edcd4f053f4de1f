import ArgumentParser
import Core

/// `formula stats`: learned per week, reviews, study streak.
struct FormulaStatsCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract:
            "Formulas learned per week, reviews done, your streak of study days, retention achieved and the cards due this week.",
        discussion: """
            Retention achieved is the share of reviews of cards you last reviewed on an earlier day that you did not \
            grade again (FSRS's "true retention"; a card's first review and a second one the same day are not \
            counted), shown against the retention the cards are scheduled for ('settings set retention', 0.9 by \
            default). Below it, the cards due on each of the next 7 days, today's with any overdue.
            """)

    @Option(help: ArgumentHelp("Weeks in the chart (1–52).", valueName: "n")) var weeks = 8
    @OptionGroup var format: OutputFormat

    func validate() throws {
        try OptionRange.check(weeks, 1...52, "--weeks", example: "formula stats --weeks 8")
    }

    func run(in context: CommandContext) async throws {
        let ids = Set(context.formulas.ids())
        var stats = FormulaStats(
            progress: try context.study.progress(), reviews: try context.study.reviews(),
            ids: ids, now: context.now(), calendar: context.calendar, weekCount: weeks,
            desiredRetention: context.settings.desiredRetention)
        // The streak is the area's, as `streaks` and `today` count it: the card goal met, or any review without a goal.
        let streak = try AreaStreak.days(StudyArea(), context: context).days.streak
        (stats.currentStreak, stats.bestStreak) = (streak.current, streak.best)
        try await format.show(stats, in: context) {
            let (style, out, words) = (context.style, context.output, context.messages)
            let grades = RecallGrade.allCases.compactMap { grade in
                stats.grades[grade.rawValue].map { "\(words.number($0)) \(grade.name(in: words))" }
            }
            out.line(
                style.bold(words.tr("Formula study")) + ": "
                    + words.tr(
                        "%@ of %@ learned · %@", words.number(stats.learned), words.number(stats.total),
                        words.trn("%d review", "%d reviews", stats.reviews))
                    + (grades.isEmpty ? "" : " (" + grades.joined(separator: ", ") + ")"))
            out.line(
                words.tr(
                    "Study streak: %@ (best %@) · %@ · %@ due", words.trn("%d day", "%d days", stats.currentStreak),
                    words.number(stats.bestStreak), words.trn("%d study day", "%d study days", stats.studyDays),
                    words.trn("%d card", "%d cards", stats.due)))
            let desired = FormulaView.share(stats.desiredRetention, words, plain: context.plain)
            out.line(
                stats.achievedRetention.map {
                    words.tr(
                        "Retention: %@ recalled (%@, desired %@)", FormulaView.share($0, words, plain: context.plain),
                        words.trn("%d review", "%d reviews", stats.retentionReviews), desired)
                } ?? words.tr("Retention: no card reviewed again on a later day yet (desired %@)", desired))
            let coming = stats.upcoming.enumerated().map { ahead, day in
                let name =
                    ahead == 0
                    ? words.tr("today") : CalendarDay(day.day).map { words.shortWeekday($0.weekdayFromMonday) } ?? ""
                return "\(name) \(words.number(day.due))"
            }
            out.line(words.tr("Due this week: %@", coming.joined(separator: " · ")))
            out.line("")
            let most = max(1, stats.weeks.map { max($0.learned, $0.reviews) }.max() ?? 1)
            // The header goes through the table too, so its columns sit over the numbers.
            let header = [words.tr("week of"), words.tr("learned"), words.tr("reviews"), ""]
            let rows =
                [header]
                + stats.weeks.map { week in
                    let learned = String(
                        repeating: "█", count: Int((Double(week.learned) / Double(most) * 20).rounded()))
                    return [
                        week.start, words.number(week.learned), words.number(week.reviews),
                        style.green(learned) + (week.learned > 0 || week.reviews > 0 ? "" : style.dim("·")),
                    ]
                }
            let lines = Table(alignments: [.left, .right, .right]).lines(rows)
            out.line(style.bold(lines[0]))
            lines.dropFirst().forEach(out.line)
            out.line("")
            out.line(
                stats.due > 0
                    ? words.trn(
                        "%d card is waiting: 'formula quiz'.", "%d cards are waiting: 'formula quiz'.", stats.due)
                    : stats.reviews == 0
                        ? words.tr("Your first 'formula quiz' starts the review schedule.")
                        : words.tr("Nothing due today. Well done."))
        }
    }
}
