/// Why a reminder was refused.
public enum ReminderInputError: UserFacingError, Equatable {
    case nothingSaid
    case notATime(String)
    case notAnInterval(String)
    case intervalOutOfRange(String)
    case notAWindow(String)
    case notQuietHours(String)
    case noCommand
    case unknownCommand(String, suggestion: String?)
    case control(String, String)
    case noteTooLong(Int)
    case tooMany
    case noSuchReminder(String)
    case notAPause(String)
    case notADay(String, in: String)
    case daysTwice
    case nothingToChange(Int)
    case moreThanATime(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let example = words.tr(
            "e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'")
        switch self {
        case .nothingSaid:
            return words.tr("say when and what, %@", example)
        case let .notATime(text):
            return words.tr("'%@' is not a time; use HH:MM on a 24-hour clock or 'every', %@", shown(text), example)
        case let .notAnInterval(text):
            return text.isEmpty
                ? words.tr("say how often; use minutes or hours with their unit, e.g. 'every 90m' or 'every 2h'")
                : words.tr(
                    "'%@' is not an interval; use minutes or hours with their unit, e.g. 'every 90m' or 'every 2h'",
                    shown(text))
        case let .intervalOutOfRange(text):
            return words.tr("every %@ is out of range; choose from 5 minutes to 12 hours, e.g. 'every 2h'", shown(text))
        case let .notQuietHours(text):
            return words.tr(
                "'%@' are not quiet hours; give HH:MM-HH:MM (across midnight too, e.g. 22:00-07:00) or 'off'",
                shown(text))
        case let .notAWindow(text):
            return words.tr(
                "'%@' is not a window of the day; give HH:MM-HH:MM ending after it starts, e.g. 09:00-18:00",
                shown(text))
        case .noCommand:
            return words.tr("say what to do when it rings, a coach command, %@", example)
        case let .unknownCommand(name, suggestion):
            let guess = suggestion.map { words.tr(" Did you mean '%@'?", $0) } ?? ""
            return words.tr(
                "'%@' is not a coach command.%@ A reminder names the command to run, %@", shown(name), guess, example)
        case let .control(text, what):
            return ControlCharacters.refusal(of: text, as: what, in: words)
        case let .noteTooLong(count):
            return words.tr(
                "the note has %@ characters; keep it to %@", words.number(count),
                words.number(ReminderRequest.longestNote))
        case .tooMany:
            return words.tr(
                "you have %@ reminders, the most coach keeps; 'remind remove ID' makes room",
                words.number(Reminders.most))
        case let .noSuchReminder(text):
            return words.tr("there is no reminder '%@'; 'remind list' shows them with their numbers", shown(text))
        case let .notADay(word, text):
            return word == text
                ? words.tr(
                    "'%@' is not a day of the week; give days as mon,wed,fri, a range such as mon-fri, or weekdays",
                    shown(word))
                : words.tr(
                    "'%@' in '%@' is not a day of the week; give days as mon,wed,fri, a range such as mon-fri, or weekdays",
                    shown(word), shown(text))
        case .daysTwice:
            return words.tr("--weekdays is Monday to Friday; give it or --days, not both")
        case let .nothingToChange(id):
            return words.tr(
                "say what to change in reminder %@: a new time ('remind edit %@ 09:00'), days (--weekdays, --days mon,wed, --every-day), --what COMMAND or --note TEXT",
                String(id), String(id))
        case let .moreThanATime(word):
            return words.tr(
                "'%@' comes after the time; 'remind edit' changes the command with --what and the note with --note",
                shown(word))
        case let .notAPause(text):
            return words.tr(
                "'%@' is not a length; pause for minutes or hours, up to 7 days, e.g. 'remind pause 1h' or 'remind pause 30m'",
                shown(text))
        }
    }

    private func shown(_ text: String) -> String { ControlCharacters.visible(text) }
}
