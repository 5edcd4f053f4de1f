import Core
import Storage
import TestSupport

/// Every kind of stored document with values drawn from the fuzzer (`DocumentValues`), read and summed the
/// way `today`, `streaks`, `insights`, `export`, `meal history`, `breathe stats` and `sights map` do:
/// nothing may trap, and every record a summary is given is within the bounds typed input has.
enum DocumentChecks {
    static let calendar = LocalCalendar(timeZone: .utc)
    static let today = CalendarDay(year: 2026, month: 3, day: 5)
    static let now = Timestamp.read("2026-03-05T20:00:00Z")!

    static func documents(_ bytes: UnsafeBufferPointer<UInt8>) {
        var values = DocumentValues(bytes)
        let store = MemoryStore()
        let documents = write(&values)
        for (path, text) in documents { store.setContents(Data(text.utf8), at: path) }
        mealAdded(to: Data(documents[0].1.utf8))
        StoredValueWarnings.$collector.withValue(StoredValueWarnings.Collector()) {
            meals(store)
            sessions(store)
            days(store)
            places(store)
            try? _ = TimerShelf(store: store).all().map {
                require($0.outOfBounds() == nil, "a timer out of bounds: \($0)")
            }
            if let watch = try? store.load(Stopwatch.self) { _ = watch.elapsed(at: now) }
            for problem in StoredValueWarnings.collector!.problems {
                require(
                    !problem.file.isEmpty && problem.message.hasSuffix("."), "a warning without its file: \(problem)")
            }
        }
    }

    /// One document of each kind, its values drawn from `values`.
    static func write(_ values: inout DocumentValues) -> [(String, String)] {
        let meals = values.list(4) { v in
            "{\"name\": \(v.text()), \"calories\": \(v.integer()), \"quantity\": \(v.integer()), \"time\": \(v.time())}"
        }
        let pattern = { (v: inout DocumentValues) in
            "{\"inhale\": \(v.real()), \"hold\": \(v.real()), \"exhale\": \(v.real()), \"rest\": \(v.real())}"
        }
        let breathing = values.list(4) { v in
            "{\"start\": \(v.time()), \"technique\": \(v.text()), \"pattern\": \(pattern(&v)), \"cyclesPlanned\": \(v.integer()), "
                + "\"cyclesDone\": \(v.integer()), \"seconds\": \(v.real()), \"completed\": true}"
        }
        let relax = values.list(3) { v in
            "{\"start\": \(v.time()), \"practice\": \"fire\", \"seconds\": \(v.real()), \"shown\": \(v.integer()), \"interactions\": \(v.integer())}"
        }
        let checkIns = values.list(3) { v in
            "{\"day\": \(v.day()), \"time\": \(v.time()), \"mood\": \(v.integer()), \"energy\": \(v.integer()), \"note\": \(v.text())}"
        }
        let reviews = values.list(3) { v in "{\"id\": \(v.text()), \"date\": \(v.time()), \"grade\": \"good\"}" }
        let places = values.list(4) { v in
            "{\"id\": \"p\(v.byte()).my\", \"name\": \(v.text()), \"category\": \"park\", \"latitude\": \(v.real()), "
                + "\"longitude\": \(v.real()), \"address\": \(v.text()), \"year\": \(v.integer()), \"about\": \(v.text())}"
        }
        let visits = values.list(3) { v in "{\"id\": \"p\(v.byte()).my\", \"day\": \(v.day())}" }
        let timers = values.list(3) { v in
            "{\"id\": \(v.integer()), \"label\": \(v.text()), \"milliseconds\": \(v.integer()), \"ends\": \(v.time())}"
        }
        let laps = values.list(3) { v in v.real() }
        let goals =
            "{\"version\": 2, \"calories\": \(values.integer()), \"breathing\": \(values.integer()), \"study\": \(values.integer())}"
        return [
            ("meals/2026-03.json", "{\"version\": 1, \"entries\": \(meals)}"),
            ("breathing/2026-03.json", "{\"version\": 1, \"sessions\": \(breathing)}"),
            ("relax/2026-03.json", "{\"version\": 1, \"sessions\": \(relax)}"),
            ("checkins/2026-03.json", "{\"version\": 1, \"checkins\": \(checkIns)}"),
            ("formulas/reviews/2026-03.json", "{\"version\": 1, \"reviews\": \(reviews)}"),
            ("sights/imported.json", "{\"version\": 1, \"places\": \(places)}"),
            ("sights/me.json", "{\"version\": 1, \"favourites\": [], \"notes\": {}, \"visits\": \(visits)}"),
            ("timers.json", "{\"version\": 1, \"timers\": \(timers)}"),
            ("stopwatch.json", "{\"version\": 1, \"banked\": \(values.real()), \"laps\": \(laps), \"hidden\": false}"),
            ("goals.json", goals),
        ]
    }

    static func meals(_ store: MemoryStore) {
        let journal = MealJournal(store: store, calendar: calendar)
        if let day = try? journal.day(today) {
            _ = day.total
            day.entries.forEach(inBounds)
        }
        if let history = try? journal.history(days: MealHistory.dayRange.upperBound, today: today) { _ = history }
        _ = try? journal.dailyTotals(from: CalendarDay(year: 1970, month: 1, day: 1), through: today)
        _ = try? journal.foods(today: today)
        if let entries = try? journal.meals(from: today.adding(days: -40), through: today) {
            entries.forEach(inBounds)
            _ = ExportTable.meals(entries, calendar: calendar).rows.map { $0.map(\.csvText) }
        }
    }

    /// A meal added to a month as read is written into the month's bytes, the rest kept as it stands: what is
    /// written must read back, by coach and by Foundation's decoder, as the month with the meal added.
    static func mealAdded(to file: Data) {
        typealias Month = MonthFile<MealEntry>
        guard var month = try? DocumentCoder.decode(Month.self, from: file, path: "meals/2026-03.json") else { return }
        let meal = MealEntry(ParsedMeal(name: "Tea \"x\"", calories: 5, quantity: 1), time: now, id: "added")
        month.records.append(meal)
        let written = try? DocumentCoder.encode(month)
        let read = written.flatMap { try? DocumentCoder.decode(Month.self, from: $0, path: "meals/2026-03.json") }
        require(
            read == month && written.flatMap { FoundationCoders.read(Month.self, from: $0) } == month,
            "a meal added to a month read does not read back: \(written.map { String(decoding: $0, as: UTF8.self) } ?? "nothing written")"
        )
    }

    static func sessions(_ store: MemoryStore) {
        let breathing = BreathingJournal(store: store, calendar: calendar)
        if let sessions = try? breathing.sessions() {
            sessions.forEach(inBounds)
            _ = BreathingStats(sessions, now: now, calendar: calendar)
            _ = ExportTable.breathing(sessions, calendar: calendar).rows.map { $0.map(\.csvText) }
        }
        if let relax = try? RelaxJournal(store: store, calendar: calendar).sessions() {
            relax.forEach(inBounds)
            let stats = RelaxStats(relax)
            _ = (stats.seconds, stats.sessions)
            _ = ExportTable.relax(relax, calendar: calendar).rows.map { $0.map(\.csvText) }
        }
        if let reviews = try? StudyJournal(store: store, calendar: calendar).reviews() {
            _ = ExportTable.study(reviews, calendar: calendar).rows.map { $0.map(\.csvText) }
        }
    }

    /// Today's summary, streaks, strength and five weeks of insights (by month) over every area, trackers too.
    static func days(_ store: MemoryStore) {
        let first = AreaSpan.firstDay
        let checkIns = CheckInJournal(store: store)
        let goals = (try? GoalBook(store: store).all()) ?? .empty
        let trackers = ((try? TrackerBook(store: store, calendar: calendar).active()) ?? []).map {
            TrackerArea($0) as any Area
        }
        let areas: [any Area] =
            [CheckInArea(), BreathingArea(), CaloriesArea(), StudyArea(), SightsArea(), RelaxArea()] + trackers
        let sources = AreaSources(store: store, calendar: calendar)
        let spans = areas.compactMap { try? AreaSpan($0, goals: goals, from: first, through: today, in: sources) }
        let all = (try? checkIns.allCheckIns()) ?? []
        all.forEach(inBounds)
        _ = ExportTable.mood(all, calendar: calendar).rows.map { $0.map(\.csvText) }
        let byDay = Dictionary(all.map { ($0.calendarDay, $0) }, uniquingKeysWith: { $1 })
        for span in spans {
            let judged = span.days(rest: [], today: today)
            _ = (judged.streak, judged.strength, span.stillToDo(span.values[today]))
            let period = PeriodInsight(
                span, from: today.adding(days: -34), through: today, judged: judged, monthly: true)
            _ = (period.average, period.total, period.best)
            _ = try? span.area.exportTable(from: first, through: today, in: sources)?.rows.map { $0.map(\.csvText) }
        }
        _ = MoodComparison.all(spans, checkIns: byDay, from: first, through: today)
        _ = MoodComparison.tags(checkIns: byDay, from: first, through: today)
        _ = ActivityHeatMap(spans, weeks: 5, endingOn: today)
    }

    static func places(_ store: MemoryStore) {
        let guide = SightGuide(store: store)
        guard let sights = try? guide.all() else { return }
        let imported = sights.filter(\.isImported)
        for sight in imported { require(sight.outOfBounds() == nil, "a place out of bounds: \(sight.location)") }
        _ = SightMap(sights: imported, width: 60, height: 20)
    }

    static func inBounds(_ record: some BoundedRecord) {
        require(record.outOfBounds() == nil, "a record out of bounds reached a summary: \(record)")
    }
}
