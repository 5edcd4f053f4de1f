import ArgumentParser
import Core
import Storage

/// `checkin`: asked at a terminal, or given as options by scripts.
struct CheckinNow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "Check in (the default): asked at a terminal, or given with --mood, --energy and --note.")

    @OptionGroup var answers: CheckInAnswers
    @OptionGroup var day: CheckInDayOption
    @Flag(help: "Replace a check-in already made that day without asking.") var replace = false
    @Option(
        help: ArgumentHelp(
            "Breaths in the breathing session offered (1–100); by default your goal's remaining minutes.",
            valueName: "n"))
    var cycles: Int?

    func validate() throws {
        try OptionRange.check(cycles, 1...100, "--cycles", example: "checkin --cycles 3")
    }

    func run(in context: CommandContext) async throws {
        let day = try self.day.day(context)
        let existing = try context.checkIns.checkIn(on: day)
        guard answers.isEmpty else { return try await record(day, existing: existing, context: context) }
        guard let terminal = context.terminal else { throw CheckInInputError.moodNeeded }
        let words = context.messages
        let guide = CheckInGuide(context: context, terminal: terminal)
        if let existing, !replace, await !guide.confirmReplacing(existing) {
            context.output.line(
                words.tr("Kept your check-in from %@.", CalendarDay.clock(existing.time, in: context.calendar)))
        } else {
            guard let checkIn = await guide.askFeelings(for: day) else {
                return context.output.line(words.tr("Nothing was saved."))
            }
            try save(checkIn, expected: existing, context: context)
        }
        guard day == context.today else { return }
        await guide.offerWhatIsLeft(cycles: cycles)
        context.output.line("")
        TodayCommand.show(DayReport.load(day, streaks: true, context: context), context: context)
    }

    /// Records the check-in the options give, asking first at a terminal when it replaces one.
    private func record(_ day: CalendarDay, existing: CheckIn?, context: CommandContext) async throws {
        guard let mood = answers.mood else { throw CheckInInputError.moodNeeded }
        let checkIn = CheckIn(
            day: day, time: context.now(), mood: try CheckInScale.mood.parse(mood),
            energy: try answers.energy.map(CheckInScale.energy.parse), note: try CheckInNote.checked(answers.note),
            tags: try CheckInTags.checked(answers.tags))
        if let existing, !replace {
            guard let terminal = context.terminal else { throw CheckInInputError.alreadyCheckedIn(existing) }
            guard await CheckInGuide(context: context, terminal: terminal).confirmReplacing(existing) else {
                return context.output.line(
                    context.messages.tr(
                        "Kept your check-in from %@.", CalendarDay.clock(existing.time, in: context.calendar)))
            }
        }
        try save(checkIn, expected: existing, context: context)
        if let streak = try? CheckInView.streakLine(context, context.messages) { context.output.line(streak) }
    }

    /// Saves `checkIn` in place of `expected` (the check-in the person agreed to replace); one made
    /// by another coach meanwhile is never replaced unasked.
    private func save(_ checkIn: CheckIn, expected: CheckIn?, context: CommandContext) throws {
        let replaced = try context.checkIns.record(checkIn) { $0 == expected }
        let clock = { (date: Date) in CalendarDay.clock(date, in: context.calendar) }
        let words = context.messages
        let made = CalendarDay(checkIn.time, in: context.calendar)
        // A check-in for an earlier day is made now: its day is said, not a time of that day.
        context.output.line(
            made == checkIn.calendarDay
                ? words.tr(
                    "Checked in for %@ at %@: %@.", CheckInView.when(checkIn.calendarDay, context, words),
                    clock(checkIn.time), CheckInView.summary(checkIn, words))
                : words.tr(
                    "Checked in for %@: %@ (recorded %@ at %@).", CheckInView.when(checkIn.calendarDay, context, words),
                    CheckInView.summary(checkIn, words), CheckInView.when(made, context, words), clock(checkIn.time)))
        if let replaced {
            context.output.line(
                words.tr("It replaces the one from %@: %@.", clock(replaced.time), CheckInView.summary(replaced, words))
            )
        }
    }
}
