import Storage

/// Why a typed day was refused.
public enum DayInputError: UserFacingError, Equatable {
    /// Not a day, as typed, with an example of one.
    case notADate(String, example: CalendarDay)
    /// A day after today where only today or earlier makes sense.
    case future(String, purpose: String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notADate(text, example):
            words.tr(
                "'%@' is not a date; use today, yesterday or YYYY-MM-DD, e.g. %@", ControlCharacters.visible(text),
                example.text)
        case let .future(text, purpose):
            words.tr("'%@' is after today; %@", ControlCharacters.visible(text), words.tr(purpose))
        }
    }
}

/// A day as typed in an option, read before the clock is: `today`, `yesterday`, `tomorrow` (or `сегодня`,
/// `вчера`, `завтра`) or `2026-11-21`.
/// Which day it names waits for today (`day(today:)`), where a day after today is refused unless allowed. Two are the
/// same word when they name a day the same way: how a later day is refused is the reading's, not the word's.
public struct DayWord: Equatable, Sendable, CustomStringConvertible {
    /// As typed, trimmed.
    public let word: String
    /// Days from today for a word (`yesterday` is -1), or nil for a date.
    let fromToday: Int?
    let date: CalendarDay?
    /// Whether a day after today may be meant, and if not why (`meals are logged for today or an earlier day`).
    public let future: Bool
    public let purpose: String

    /// Reads `text`; `example` (yesterday, as a rule) goes into the message when it is not a day.
    public init(_ text: String, future: Bool = false, purpose: String = "", example: CalendarDay) throws(DayInputError)
    {
        word = text.trimmed(\.isSpace)
        self.future = future
        self.purpose = purpose
        switch word.lowercased() {
        case "today", "сегодня": (fromToday, date) = (0, nil)
        case "yesterday", "вчера": (fromToday, date) = (-1, nil)
        case "tomorrow", "завтра": (fromToday, date) = (1, nil)
        default:
            guard let day = CalendarDay(word) else { throw .notADate(word, example: example) }
            (fromToday, date) = (nil, day)
        }
    }

    public static func == (a: DayWord, b: DayWord) -> Bool {
        (a.word, a.fromToday, a.date) == (b.word, b.fromToday, b.date)
    }

    /// The word as typed.
    public var description: String { word }

    /// The day it names when today is `today`; a later day is refused unless `future` allows it.
    public func day(today: CalendarDay) throws(DayInputError) -> CalendarDay {
        let day = fromToday.map { today.adding(days: $0) } ?? date ?? today
        guard future || day <= today else { throw .future(word, purpose: purpose) }
        return day
    }
}
