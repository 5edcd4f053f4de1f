import Core

/// How a day's areas are shown: one cell each for `today`, `goal` and the line above the prompt.
enum DayView {
    /// `mood 4 good, energy 3 steady, "slept well" (08:12)`.
    static func checkIn(_ checkIn: CheckIn, context: CommandContext, _ words: Messages = .english) -> String {
        CheckInView.summary(checkIn, tags: false, words) + " (\(CalendarDay.clock(checkIn.time, in: context.calendar)))"
    }

    /// An area's progress against its goal; the plain amount when it has no goal.
    static func progress(_ day: AreaToday, _ report: DayReport, context: CommandContext, _ words: Messages = .english)
        -> String
    {
        day.shown.view.progress(day, report: report, context: context, words)
    }

    /// `streak 3 days · best 9`, `best 9` between streaks, or nothing before the first met day or without a goal.
    static func streak(_ day: AreaToday, _ words: Messages = .english) -> String {
        guard day.goal != nil, let days = day.days, days.streak.best > 0 else { return "" }
        let best = words.tr("best %@", words.number(days.streak.best))
        guard days.streak.current > 0 else { return best }
        return words.tr("streak %@", words.trn("%d day", "%d days", days.streak.current)) + " · " + best
    }

    /// The one line above the first prompt: `Tue 24 Nov · not checked in yet · breathing 4/10 min · …`.
    static func line(_ report: DayReport, context: CommandContext) -> String {
        let words = context.messages
        var parts = [words.shortDate(report.day)]
        parts.append(
            report.checkIn.map { words.tr("mood %@", CheckInScale.mood.describe($0.mood, in: words)) }
                ?? (report.resting ? words.tr("rest day") : words.tr("not checked in yet")))
        parts += report.goalAreas.compactMap { $0.shown.view.glance($0, report: report, words) }
        let open = report.stillToDo.count
        let hint =
            report.checkIn == nil && report.goals.checksIn
            ? words.tr("'checkin' to begin")
            : open > 0 ? words.tr("%@ to do: 'today'", words.number(open)) : words.tr("all done")
        // One line at any width: the areas last on it give way to `…` ('today' shows them all).
        let width = context.output.width ?? Int.max
        var line = parts.joined(separator: " · ") + " — " + hint
        while TerminalText.width(of: line) > width, parts.count > 2 {
            parts.removeLast()
            line = (parts + ["…"]).joined(separator: " · ") + " — " + hint
        }
        return line
    }
}
