import Storage

/// Meals out of bounds (`MealEntry.outOfBounds`) are left out of every list and sum, and numbered after
/// the day's other meals so `meal delete` can still reach them.
extension MealJournal {
    /// The entries of `records` (one month's, named) within bounds; each other one is reported with
    /// the `meal delete` that removes it.
    func kept(_ records: [MealEntry], in month: LogMonth) -> [MealEntry] {
        let kept = records.filter { $0.outOfBounds() == nil }
        guard kept.count < records.count else { return kept }
        let path = MonthLog<MealEntry>.path(of: month)
        for day in Set(records.map { CalendarDay($0.time, in: calendar) }).sorted() {
            let shown = kept.indices(of: day, calendar: calendar).count
            for (rank, entry) in Self.outOfBounds(records, on: day, calendar: calendar).enumerated() {
                let number = String(shown + rank + 1)
                let problem = OutOfBounds.said(file: path) { words in
                    entry.problem(in: words).map {
                        (
                            $0,
                            words.tr(
                                "Delete it with 'meal delete %@ --date %@ --yes' or fix the file", number, day.text)
                        )
                    }
                }
                problem.map(StoredValueWarnings.report)
            }
        }
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
        let month = records.filter { $0.outOfBounds() != nil }
        return month.indices(of: day, calendar: calendar).map { month[$0] }
    }
}
