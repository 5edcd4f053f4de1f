import ArgumentParser
import Core
import Storage

/// `track NAME [AMOUNT] [--set N] [--date D] [--time T]`: log a tracker.
struct TrackLog: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract:
            "Log a tracker (the default): 'track water' adds 1, 'track water 3', 'track water --set 5', 'track weight 72.5', 'track stretch'."
    )

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name:
        String
    @Argument(
        help: ArgumentHelp("How much: added to a count (default 1), the value of a measure.", valueName: "amount"))
    var amount: String?
    @Option(help: ArgumentHelp("Set the day's count to N instead of adding.", valueName: "n")) var set: String?
    @Option(
        help: ArgumentHelp("today (the default), yesterday or YYYY-MM-DD.", valueName: "date"),
        transform: DayWord.upToToday(Messages.mark("log for today or an earlier day")))
    var date: DayWord?
    @Option(help: ArgumentHelp("The time, HH:MM (default now).", valueName: "time"), transform: WallTime.typed)
    var time: WallTime?

    func run(in context: CommandContext) async throws {
        let tracker = try context.trackers.tracker(named: name)
        let moment = MealDate.moment(
            day: try date?.day(context), time: time, now: context.now(), calendar: context.calendar)
        let entry = TrackerEntry(
            tracker: tracker.id, time: moment, value: try Self.value(amount, set: set, of: tracker), set: set != nil)
        let notice = AchievementNotice.tracker(tracker, context)
        try context.trackers.log(entry)
        context.output.line(
            try TrackView.today(tracker, on: CalendarDay(moment, in: context.calendar), context: context))
        notice.say()
    }

    func validate() throws {
        if let set, amount != nil {
            throw ValidationError("give an amount or --set N, not both, e.g. 'track \(name) --set \(set)'")
        }
        if let text = set ?? amount { try OptionRange.checked { try Self.number(text) } }
    }

    /// The entry's amount: 1 for a habit done or a count without one; the number typed otherwise.
    static func value(_ amount: String?, set: String?, of tracker: Tracker) throws -> Double {
        if tracker.kind == .done {
            guard amount == nil, set == nil else { throw TrackerError.doneTakesNoAmount(tracker.name) }
            return 1
        }
        guard let text = set ?? amount else {
            guard tracker.kind == .count else { throw TrackerCommandError.valueNeeded(tracker.name) }
            return 1
        }
        return try number(text)
    }

    /// A number as typed: `3`, `72.5`, `-1`, within ±1,000,000.
    static func number(_ text: String) throws -> Double {
        let word = text.trimmed(\.isSpace)
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(word), value.isFinite
        else { throw TrackerError.notANumber(text) }
        guard abs(value) <= TrackerEntry.largest else { throw TrackerError.outOfRange(text) }
        return value
    }
}
