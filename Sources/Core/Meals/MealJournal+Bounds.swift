import Storage

/// Meals out of bounds (`MealEntry.outOfBounds`) are left out of every list and sum, and numbered after
/// the day's other meals so `meal delete` can still reach them.
extension MealJournal {
    /// The entries of `records` (one month's, named) within bounds; the others are reported with the `meal delete`
    /// that removes each, found together: each is said only if it is named. Each record's day is found once: a month
    /// of a synced log can hold tens of thousands of meals on as many days, and counting each day's anew took minutes.
    func kept(_ records: [MealEntry], in month: LogMonth) -> [MealEntry] {
        let within = records.map(\.isWithinBounds)
        let kept = records.indices.filter { within[$0] }.map { records[$0] }
        guard kept.count < records.count else { return kept }
        var shown: [CalendarDay: Int] = [:]
        var outside: [CalendarDay: [Int]] = [:]
        for index in records.indices {
            let day = CalendarDay(records[index].time, in: calendar)
            if within[index] { shown[day, default: 0] += 1 } else { outside[day, default: []].append(index) }
        }
        // Numbered as `meal delete` numbers them: after the day's meals shown, by time (ties in logging order).
        var found: [(index: Int, number: Int, day: CalendarDay)] = []
        for (day, indices) in outside.sorted(by: { $0.key < $1.key }) {
            let byTime = indices.sorted { (records[$0].time, $0) < (records[$1].time, $1) }
            for (rank, index) in byTime.enumerated() { found.append((index, shown[day, default: 0] + rank + 1, day)) }
        }
        let path = MonthLog<MealEntry>.path(of: month)
        StoredValueWarnings.report(
            FoundTogether(file: path, count: found.count) { [found] place in
                let (index, number, day) = found[place]
                return OutOfBounds.said(file: path) { words in
                    records[index].problem(in: words).map {
                        (
                            $0,
                            words.tr(
                                "Delete it with 'meal delete %@ --date %@ --yes' or fix the file", String(number),
                                day.text)
                        )
                    }
                } ?? OutOfBounds(file: path, problem: "", fix: "")
            })
        return kept
    }

    /// The meals of `day` as `meal delete` numbers them: those `meal list` shows, then those out of bounds.
    public func dayToDelete(_ day: CalendarDay) throws(StoreError) -> MealDay {
        let shown = try self.day(day)
        var month = try log.storedRecords(in: day.logMonth)
        Self.nameUnnamed(&month, in: day.logMonth)
        return MealDay(day: day, entries: shown.entries + Self.outOfBounds(month, on: day, calendar: calendar))
    }

    private static func outOfBounds(
        _ records: [MealEntry], on day: CalendarDay, calendar: LocalCalendar
    ) -> [MealEntry] {
        let month = records.filter { !$0.isWithinBounds }
        return month.indices(of: day, calendar: calendar).map { month[$0] }
    }
}
