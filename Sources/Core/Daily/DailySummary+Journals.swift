import Storage

// Each journal's days read through its summaries (`DailySummary`): what `today`, `streaks` and insights count.

extension MealJournal {
    /// Meals and calories of each day from `first` through `last`.
    public func dailyTotals(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: DayMeals] {
        try dailyTotals(from: first, through: last) { $0 }
    }

    /// Each day's meals made a value by `value` (nil leaves the day out), in one table (a dictionary or `DayValues`).
    public func dailyTotals<T: DayTable>(
        from first: CalendarDay, through last: CalendarDay, as value: (DayMeals) -> T.Value?
    ) throws -> T {
        try? finishPendingChange()
        var totals = T(room: min(last.ordinal - first.ordinal + 1, 4000))
        try DailySummary.forEachDay(
            MealEntry.self, store: store, calendar: calendar, from: first, through: last,
            records: { try storedRecords(in: $0) },
            count: { entries in
                var days: [CalendarDay: [Int]] = [:]
                for entry in entries {
                    let day = CalendarDay(entry.time, in: calendar)
                    DailySummary.add(1, at: 0, of: 2, to: &days, on: day)
                    DailySummary.add(entry.total, at: 1, of: 2, to: &days, on: day)
                }
                return days
            },
            { day, numbers in
                if numbers.count == 2, let shown = value(DayMeals(meals: numbers[0], calories: numbers[1])) {
                    totals.put(shown, on: day)
                }
            })
        return totals
    }
}

extension BreathingJournal {
    /// Milliseconds breathed in sessions started on each day from `first` through `last`.
    public func millisecondsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try millisecondsByDay(from: first, through: last, as: { $0 })
    }

    /// The same, each day's number made a value by `value`, in one table (a dictionary or `DayValues`).
    public func millisecondsByDay<T: DayTable>(
        from first: CalendarDay, through last: CalendarDay, as value: (Int) -> T.Value
    )
        throws -> T
    {
        try DailySummary.firstNumbers(
            BreathingSessionRecord.self, store: store, calendar: calendar, from: first, through: last,
            records: { try MonthLog<BreathingSessionRecord>(store: store).records(in: $0) },
            count: { sessions in
                var days: [CalendarDay: [Int]] = [:]
                for session in sessions {
                    DailySummary.add(
                        Int((session.seconds * 1000).rounded()), at: 0, of: 1, to: &days,
                        on: CalendarDay(session.start, in: calendar))
                }
                return days
            }, as: value)
    }
}

extension StudyJournal {
    /// Cards graded on each day from `first` through `last`.
    public func reviewsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try reviewsByDay(from: first, through: last, as: { $0 })
    }

    /// The same, each day's number made a value by `value`, in one table (a dictionary or `DayValues`).
    public func reviewsByDay<T: DayTable>(
        from first: CalendarDay, through last: CalendarDay, as value: (Int) -> T.Value
    )
        throws -> T
    {
        try DailySummary.firstNumbers(
            FormulaReview.self, store: store, calendar: calendar, from: first, through: last,
            records: { try MonthLog<FormulaReview>(store: store).records(in: $0) },
            count: { reviews in
                var days: [CalendarDay: [Int]] = [:]
                for review in reviews {
                    DailySummary.add(1, at: 0, of: 1, to: &days, on: CalendarDay(review.date, in: calendar))
                }
                return days
            }, as: value)
    }
}

extension CheckInJournal {
    /// The mood of each day from `first` through `last` that has a check-in.
    public func moodsByDay(from first: CalendarDay, through last: CalendarDay) throws -> [CalendarDay: Int] {
        try moodsByDay(from: first, through: last, as: { $0 })
    }

    /// The same, each day's number made a value by `value`, in one table (a dictionary or `DayValues`).
    public func moodsByDay<T: DayTable>(from first: CalendarDay, through last: CalendarDay, as value: (Int) -> T.Value)
        throws -> T
    {
        try DailySummary.firstNumbers(
            CheckIn.self, summary: "moods", store: store, calendar: LocalCalendar(timeZone: .utc), from: first,
            through: last,
            records: { try checkIns.records(in: $0) },
            count: { checkIns in
                Dictionary(checkIns.map { ($0.calendarDay, [$0.mood]) }, uniquingKeysWith: { _, later in later })
            }, as: value)
    }
}
