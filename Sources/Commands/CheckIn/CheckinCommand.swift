import ArgumentParser
import Core

/// `checkin`: say how you are today, then do what is left of your goals.
public struct CheckinCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract:
            "Say how you are today (mood, energy, a note), then do what is left: a breath, the cards due, your meals.",
        discussion: """
            At a terminal 'checkin' asks mood and energy with single keys (1-5) and an optional note, then \
            offers what is left of your goals one at a time; Enter or n skips. Scripts give the answers: \
            'checkin --mood 4 --energy 3 --note "slept well"'. A second check-in the same day asks before \
            replacing the first (scripts: --replace). 'checkin rest' plans a rest day, which keeps every \
            streak as it is.
            """,
        subcommands: [CheckinNow.self, CheckinList.self, CheckinEdit.self, CheckinDelete.self, CheckinRest.self],
        defaultSubcommand: CheckinNow.self
    )

    public init() {}
}

/// The day a check-in command works on: `--date today|yesterday|YYYY-MM-DD`.
struct CheckInDayOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday(Messages.mark("check in for today or an earlier day")))
    var date: DayWord?

    func day(_ context: CommandContext) throws -> CalendarDay {
        try date?.day(context) ?? context.today
    }
}

/// Mood, energy and note as options, shared by `checkin` and `checkin edit`.
struct CheckInAnswers: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How you feel: 1 awful, 2 bad, 3 okay, 4 good, 5 great (the word works too).", valueName: "1-5"),
        completion: .list(CheckInScale.mood.words))
    var mood: String?
    @Option(
        help: ArgumentHelp("Your energy: 1 drained, 2 low, 3 steady, 4 lively, 5 full.", valueName: "1-5"),
        completion: .list(CheckInScale.energy.words))
    var energy: String?
    @Option(help: ArgumentHelp("A line about your day (up to 500 characters).", valueName: "text")) var note: String?
    @Option(
        name: .customLong("tag"),
        help: .completed(
            "Something you did today: --tag walk --tag friends (repeat it; edit replaces them).", from: .tag),
        completion: DynamicValues.tag.completion)
    var tags: [String] = []
    @Flag(name: .customLong("no-tags"), help: "Remove the tags (with 'checkin edit').") var noTags = false

    var isEmpty: Bool { mood == nil && energy == nil && note == nil && tags.isEmpty && !noTags }

    func validate() throws {
        if let mood { try OptionRange.checked { try CheckInScale.mood.parse(mood) } }
        if let energy { try OptionRange.checked { try CheckInScale.energy.parse(energy) } }
        try OptionRange.checked { try CheckInNote.checked(note) }
        try OptionRange.checked { try CheckInTags.checked(tags) }
    }
}

/// How check-ins are shown.
enum CheckInView {
    /// `today`, `yesterday` or `2026-11-19`, for sentences.
    static func when(_ day: CalendarDay, _ context: CommandContext, _ words: Messages = .english) -> String {
        CheckIn.when(day, today: context.today, in: words)
    }

    /// `mood 4 good, energy 3 steady, "slept well", tags walk, friends` (without the tags: `today` gives them a row).
    static func summary(_ checkIn: CheckIn, tags: Bool = true, _ words: Messages = .english) -> String {
        var parts = [words.tr("mood %@", CheckInScale.mood.describe(checkIn.mood, in: words))]
        if let energy = checkIn.energy {
            parts.append(words.tr("energy %@", CheckInScale.energy.describe(energy, in: words)))
        }
        // On one line, whatever they hold: a line break synced from elsewhere shows as ^J.
        if let note = checkIn.note { parts.append(words.tr("\"%@\"", TerminalText.oneLine(note))) }
        if tags, let tags = checkIn.tags {
            parts.append(words.tr("tags %@", tags.map(TerminalText.oneLine).joined(separator: ", ")))
        }
        return parts.joined(separator: ", ")
    }

    /// `Check-in streak: 3 days (best 9).`, when the check-in is a goal.
    static func streakLine(_ context: CommandContext, _ words: Messages = .english) throws -> String? {
        let (goal, days) = try AreaStreak.days(CheckInArea(), context: context)
        guard goal != nil else { return nil }
        return words.tr(
            "Check-in streak: %@ (best %@).", words.trn("%d day", "%d days", days.streak.current),
            words.number(days.streak.best))
    }
}
