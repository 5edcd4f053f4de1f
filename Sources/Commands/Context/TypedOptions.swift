import ArgumentParser
import Core

/// The day a line is read on, so an option's day is checked while the line is parsed: a wrong one is a usage
/// mistake (exit 64, with the usage line), like a wrong option. `LineRunner` sets it from the context's clock,
/// worked out only when a value asks (a line that reads no day never reads the time zone).
enum ParseClock {
    @TaskLocal private static var day: ReadOnFirstUse<CalendarDay>?

    static var today: CalendarDay? { day?.value }

    /// Runs `parse`, working `today` out the first time a value asks for it.
    static func with<Result>(
        today: @autoclosure @escaping @Sendable () -> CalendarDay, _ parse: () throws -> Result
    ) rethrows -> Result {
        try $day.withValue(ReadOnFirstUse(today)) { try parse() }
    }
}

/// Why an option's value was refused, said after ArgumentParser's `The value 'x' is invalid for '--time <time>': `.
struct OptionValueProblem: Error, CustomStringConvertible {
    let description: String
}

extension DayWord {
    /// The refusals of a later day, whole, as messages: the parse error shows them translated as they stand.
    static let laterDayRefusals = [
        Messages.mark("it is after today; check in for today or an earlier day"),
        Messages.mark("it is after today; meals are logged for today or an earlier day"),
        Messages.mark("it is after today; mark a visit for today or an earlier day"),
        Messages.mark("it is after today; log for today or an earlier day"),
        Messages.mark("it is after today; 'today' shows today or an earlier day"),
        Messages.mark("it is after today; insights end on today or an earlier day"),
        Messages.mark("use today, yesterday or YYYY-MM-DD, e.g. %@"),
    ]

    /// Reads `--date` for `@Option(transform:)`: a day up to today, `purpose` saying why a later one is refused.
    static func upToToday(_ purpose: String) -> @Sendable (String) throws -> DayWord {
        { try read($0, future: false, purpose: purpose) }
    }

    /// Reads a day that may be after today (`checkin rest --date`, `export --to`).
    static let anyDay: @Sendable (String) throws -> DayWord = { try read($0, future: true, purpose: "") }

    private static func read(_ text: String, future: Bool, purpose: String) throws -> DayWord {
        let today = ParseClock.today
        do {
            let word = try DayWord(
                text, future: future, purpose: purpose, example: (today ?? CalendarDay(ordinal: 0)).adding(days: -1))
            if let today { _ = try word.day(today: today) }
            return word
        } catch {
            switch error {
            case let .notADate(_, example):
                throw OptionValueProblem(description: "use today, yesterday or YYYY-MM-DD, e.g. \(example.text)")
            case let .future(_, purpose): throw OptionValueProblem(description: "it is after today; \(purpose)")
            }
        }
    }

    /// The day it names in `context`.
    func day(_ context: CommandContext) throws -> CalendarDay { try day(today: context.today) }
}

extension DayWord: ExpressibleByArgument {
    /// A day up to today, as every day option takes one; a later day, or any day read without a clock, is left to the
    /// option's own reading, which says why it refuses it. So the command table (`CommandTable`) makes the commonest
    /// day options itself, and only where their own reading would take the same word.
    public init?(argument: String) {
        guard let today = ParseClock.today, let word = try? DayWord(argument, example: today),
            (try? word.day(today: today)) != nil
        else { return nil }
        self = word
    }
}

extension WallTime {
    /// Reads `--time` for `@Option(transform:)`: `HH:MM` on a 24-hour clock.
    static let typed: @Sendable (String) throws -> WallTime = { text in
        guard let time = WallTime(text) else {
            throw OptionValueProblem(description: "use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30")
        }
        return time
    }
}
