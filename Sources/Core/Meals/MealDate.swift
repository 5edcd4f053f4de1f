import Storage

/// Reads the `--date` and `--time` of meal commands against an injected now and calendar.
public enum MealDate {
    /// `today`, `yesterday` or `YYYY-MM-DD`; a day after today is refused.
    public static func day(_ text: String, today: CalendarDay) throws(MealDateError) -> CalendarDay {
        let word = text.trimmed(\.isSpace)
        guard let day = CalendarDay(typed: word, today: today) else {
            throw .notADate(word, example: today.adding(days: -1))
        }
        guard day <= today else { throw .futureDate(word) }
        return day
    }

    /// The moment `HH:MM` (or `H:MM`, 24-hour clock) on `day`.
    public static func time(_ text: String, on day: CalendarDay, calendar: LocalCalendar) throws(MealDateError) -> Date
    {
        let word = text.trimmed(\.isSpace)
        guard let time = WallTime(word) else { throw .notATime(word) }
        return moment(on: day, at: time, calendar: calendar)
    }

    /// The moment `time` on `day`.
    public static func moment(on day: CalendarDay, at time: WallTime, calendar: LocalCalendar) -> Date {
        moment(on: day, hour: time.minutes / 60, minute: time.minutes % 60, calendar: calendar)
    }

    /// When a meal was eaten: the `--date` day (default today) at the `--time` (default now's
    /// time of day, so `--date yesterday` alone means this time yesterday).
    public static func moment(date: String?, time: String?, now: Date, calendar: LocalCalendar) throws(MealDateError)
        -> Date
    {
        let today = CalendarDay(now, in: calendar)
        let day = try date.map { text throws(MealDateError) in try self.day(text, today: today) }
        let word = time?.trimmed(\.isSpace)
        guard let word else { return moment(day: day, time: nil, now: now, calendar: calendar) }
        guard let time = WallTime(word) else { throw .notATime(word) }
        return moment(day: day, time: time, now: now, calendar: calendar)
    }

    /// When something was done: on `day` (default today) at `time` (default now's time of day).
    public static func moment(day: CalendarDay?, time: WallTime?, now: Date, calendar: LocalCalendar) -> Date {
        let today = CalendarDay(now, in: calendar)
        let day = day ?? today
        if let time { return moment(on: day, at: time, calendar: calendar) }
        if day == today { return now }
        let clock = calendar.dateComponents([.hour, .minute], from: now)
        return moment(on: day, hour: clock.hour ?? 12, minute: clock.minute ?? 0, calendar: calendar)
    }

    /// `hour:minute` within `day` as the calendar counts days: 01:30 of a day that starts at 04:00 is the night after.
    private static func moment(on day: CalendarDay, hour: Int, minute: Int, calendar: LocalCalendar) -> Date {
        calendar.date(on: day.civil, at: hour * 3600 + minute * 60)
    }
}

/// Why a `--date` or `--time` was refused.
public enum MealDateError: UserFacingError, Equatable {
    /// Not `today`, `yesterday` or a real `YYYY-MM-DD` day; `example` is yesterday.
    case notADate(String, example: CalendarDay)
    /// A day after today.
    case futureDate(String)
    /// Not `HH:MM` on a 24-hour clock.
    case notATime(String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notADate(text, example):
            return words.tr("'%@' is not a date; use today, yesterday or YYYY-MM-DD, e.g. %@", text, example.text)
        case let .futureDate(text):
            return words.tr("'%@' is in the future; meals are logged for today or earlier", text)
        case let .notATime(text):
            return words.tr("'%@' is not a time; use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30", text)
        }
    }
}
