/// Dates and the names of weekdays and months as each language writes them: `Tuesday 24 November 2026`,
/// `вторник, 24 ноября 2026`. Russian weeks start on Monday too; a month after a day number takes the
/// genitive (`24 ноября`), a month on its own the nominative (`ноябрь`).
extension Messages {
    private static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let russianWeekdays = [
        "понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье",
    ]
    private static let russianShortWeekdays = ["пн", "вт", "ср", "чт", "пт", "сб", "вс"]
    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let russianMonths = [
        "январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь",
        "декабрь",
    ]
    private static let russianMonthsOfDay = [
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
        "декабря",
    ]
    /// Three letters each, for columns and chart labels (`янв`, `фев`, …), as Russian calendars head their months.
    private static let russianShortMonths = [
        "янв", "фев", "мар", "апр", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек",
    ]

    /// `Monday` / `понедельник`, for 0 (Monday) to 6 (Sunday).
    public func weekday(_ fromMonday: Int) -> String {
        (language == .ru ? Self.russianWeekdays : Self.englishWeekdays)[fromMonday]
    }

    /// `Mon` / `пн`: two letters in Russian, as its calendars write them.
    public func shortWeekday(_ fromMonday: Int) -> String {
        language == .ru ? Self.russianShortWeekdays[fromMonday] : String(Self.englishWeekdays[fromMonday].prefix(3))
    }

    /// `November` / `ноябрь`, for 1 to 12: the month on its own.
    public func month(_ month: Int) -> String {
        (language == .ru ? Self.russianMonths : Self.englishMonths)[month - 1]
    }

    /// `Nov` / `ноя`: three letters, for columns and chart labels.
    public func shortMonth(_ month: Int) -> String {
        language == .ru ? Self.russianShortMonths[month - 1] : String(Self.englishMonths[month - 1].prefix(3))
    }

    /// `24 November` / `24 ноября`.
    public func dayAndMonth(_ day: CalendarDay) -> String {
        language == .ru
            ? "\(day.day) \(Self.russianMonthsOfDay[day.month - 1])" : "\(day.day) \(Self.englishMonths[day.month - 1])"
    }

    /// `Tuesday 24 November 2026` / `вторник, 24 ноября 2026`.
    public func longDate(_ day: CalendarDay) -> String {
        weekday(day.weekdayFromMonday) + (language == .ru ? ", " : " ") + dayAndMonth(day) + " \(day.year)"
    }

    /// `Tue 24 Nov` / `вт, 24 ноя`.
    public func shortDate(_ day: CalendarDay) -> String {
        language == .ru
            ? "\(Self.russianShortWeekdays[day.weekdayFromMonday]), \(day.day) \(Self.russianShortMonths[day.month - 1])"
            : "\(shortWeekday(day.weekdayFromMonday)) \(day.day) \(shortMonth(day.month))"
    }
}
