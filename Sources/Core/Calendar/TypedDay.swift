import Storage

extension CalendarDay {
    /// Reads a day as people type it in options: `today`, `yesterday`, `tomorrow` or `2026-11-21`;
    /// a day after today is refused unless `future` allows it, with `purpose` saying why
    /// (`'today' shows today or an earlier day`).
    public static func typed(_ text: String, today: CalendarDay, future: Bool = false, purpose: String) throws(DayInputError) -> CalendarDay {
        let word = text.trimmed(\.isSpace)
        let day = word.lowercased() == "tomorrow" ? today.adding(days: 1) : CalendarDay(typed: word, today: today)
        guard let day else { throw .notADate(word, example: today.adding(days: -1)) }
        guard future || day <= today else { throw .future(word, purpose: purpose) }
        return day
    }
}

/// Why a typed day was refused.
public enum DayInputError: UserFacingError, Equatable {
    /// Not a day, as typed, with an example of one.
    case notADate(String, example: CalendarDay)
    /// A day after today where only today or earlier makes sense.
    case future(String, purpose: String)

    public var message: String {
        switch self {
        case let .notADate(text, example):
            "'\(ControlCharacters.visible(text))' is not a date; use today, yesterday or YYYY-MM-DD, e.g. \(example.text)"
        case let .future(text, purpose):
            "'\(ControlCharacters.visible(text))' is after today; \(purpose)"
        }
    }
}
