import ArgumentParser

/// The commands a line names with no words of their own (`stopwatch`, `today`, `goal`, `meal`), the lines people
/// and scripts send most, made as ArgumentParser makes them from no words, without its parse: that parse reflects
/// over the command's declarations each time, two milliseconds of a one-shot `coach stopwatch`. Each sets every
/// one of its command's values; `CommandPathTests` compares each with ArgumentParser's own parse, so a value added
/// to one of these commands and not set here fails there.
enum BareCommands {
    /// `command` made with its defaults, when it is one of these; nil otherwise. A comparison of types rather than a
    /// table by type, whose first use scans every conformance record of the binary (400,000 instructions).
    static func made(_ command: ParsableCommand.Type) -> ParsableCommand? {
        if command == StopwatchCommand.Status.self {
            var command = StopwatchCommand.Status()
            command.format = .text
            return command
        }
        if command == TodayCommand.self {
            var command = TodayCommand()
            command.date = nil
            command.format = .text
            return command
        }
        if command == GoalShow.self {
            var command = GoalShow()
            (command.area, command.value, command.format) = (nil, [], .text)
            return command
        }
        if command == MealList.self {
            var command = MealList()
            (command.date, command.format) = (nil, .text)
            return command
        }
        return nil
    }
}

extension OutputFormat {
    /// Without `--json`.
    static var text: OutputFormat {
        var format = OutputFormat()
        format.json = false
        return format
    }
}
