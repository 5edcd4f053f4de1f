import Storage

extension DaylioHistory {
    /// Daylio's own mood labels, in English and in Russian, by their place on coach's scale: a label renamed in
    /// Daylio is said with `--mood` (its backup knows each mood's group and needs none).
    public static let moodLabels: [String: Int] = [
        "rad": 5, "good": 4, "meh": 3, "bad": 2, "awful": 1,
        "супер": 5, "хорошо": 4, "так себе": 3, "плохо": 2, "ужасно": 1,
    ]

    /// Daylio's CSV export, its columns by name: `full_date,date,weekday,time,mood,activities,note_title,note` (newer
    /// files add `scales`; the older `year,date,…` has a year and a day like `May 18`). `mood` is the person's label,
    /// found in `moods` (lowercased, with `moodLabels` for those not given); `time` is `13:48` or `1:48 pm`, on
    /// `calendar`'s clock.
    public static func fromCSV(_ bytes: [UInt8], file: String, moods: [String: Int], calendar: LocalCalendar) throws
        -> ImportedHistory
    {
        let table = try ImportCSV(bytes, file: file, required: ["date", "time", "mood"])
        let newer = table.columns["full_date"] != nil
        guard newer || table.columns["year"] != nil else {
            throw HistoryImportError(file: file, line: 1) {
                $0.tr("the header lacks full_date (or year, in older exports); give the CSV Daylio exports")
            }
        }
        let rows = table.rows.filter { $0.fields.contains { !$0.trimmed(\.isSpace).isEmpty } }
        guard rows.count <= mostEntries else {
            throw HistoryImportError(file: file) { $0.tr("more than 2,000,000 entries, more than coach imports") }
        }
        let labels = moodLabels.merging(moods) { $1 }
        var unknown: [String] = []
        for row in rows {
            let label = table.field("mood", in: row).lowercased()
            if labels[label] == nil, !unknown.contains(label) { unknown.append(label) }
        }
        guard unknown.isEmpty else {
            let shown = unknown.prefix(10).map { "'" + ControlCharacters.visible(String($0.prefix(40))) + "'" }
            let example = ControlCharacters.visible(String(unknown[0].prefix(40)))
            throw HistoryImportError(file: file) {
                $0.tr(
                    "the moods %@ are not Daylio's own (rad, good, meh, bad, awful); say where each is on coach's scale of 1 awful to 5 great, like --mood \"%@=4\", or import Daylio's backup (.daylio), which says it",
                    shown.joined(separator: ", "), example)
            }
        }
        var entries: [Entry] = []
        for row in rows {
            func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
                HistoryImportError(file: file, line: row.line, said: said)
            }
            let date = newer ? table.field("full_date", in: row) : table.field("date", in: row)
            guard
                let day = newer
                    ? CalendarDay(date) : localizedDay(date, year: table.field("year", in: row))
            else {
                let shown = ControlCharacters.visible(String(date.prefix(40)))
                throw refuse {
                    $0.tr("'%@' is not a day coach reads; Daylio's newer exports say it as 2026-11-28", shown)
                }
            }
            let clock = table.field("time", in: row)
            guard let (hour, minute) = time(clock),
                let time = calendar.date(
                    from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))
            else {
                let shown = ControlCharacters.visible(String(clock.prefix(40)))
                throw refuse { $0.tr("'%@' is not a time like 13:48 or 1:48 pm", shown) }
            }
            let activities = table.field("activities", in: row).split(separator: "|").map { $0.trimmed(\.isSpace) }
            entries.append(
                Entry(
                    day: day, time: time, clock: CivilDate.two(hour) + ":" + CivilDate.two(minute),
                    mood: labels[table.field("mood", in: row).lowercased()] ?? 3,
                    activities: activities.filter { !$0.isEmpty }, title: table.field("note_title", in: row),
                    note: table.field("note", in: row), line: row.line, order: entries.count))
        }
        var remarks: [ImportRemark] = []
        if rows.contains(where: { !table.field("scales", in: $0).isEmpty }) {
            remarks.append(ImportRemark { $0.tr("Daylio's scales are left out: a check-in has no place for them.") })
        }
        return try history(entries, file: file, remarks: remarks)
    }

    /// `13:48`, `1:48 pm`, `01:48 PM` or `1:48 p.m.` as an hour of 0 to 23 and a minute; nil for anything else.
    static func time(_ text: String) -> (Int, Int)? {
        var clock = text.lowercased().filter { $0 != "." && !$0.isWhitespace }
        var shift: Int?
        for (suffix, hours) in [("am", 0), ("pm", 12)] where clock.hasSuffix(suffix) {
            (clock, shift) = (String(clock.dropLast(2)), hours)
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }), let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...59).contains(minute)
        else { return nil }
        guard let shift else { return (0...23).contains(hour) ? (hour, minute) : nil }
        return (1...12).contains(hour) ? (hour % 12 + shift, minute) : nil
    }

    /// The older export's day: `May 18` or `18 May` (English, or Russian as `18 мая`) in `year`.
    static func localizedDay(_ text: String, year: String) -> CalendarDay? {
        let words = text.lowercased().split { $0.isWhitespace || $0 == "." || $0 == "," }
        guard words.count == 2, let year = Int(year), (1...9999).contains(year),
            let number = words.lazy.compactMap({ Int($0) }).first,
            let name = words.first(where: { Int($0) == nil }),
            let month = monthNames.first(where: { name.hasPrefix($0.key) })?.value,
            (1...CivilDate.length(ofMonth: month, year: year)).contains(number)
        else { return nil }
        return CalendarDay(year: year, month: month, day: number)
    }

    /// The first letters of each month's name, in English and in Russian (`мая` and `май` both May).
    private static let monthNames: [String: Int] = [
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10,
        "nov": 11, "dec": 12, "янв": 1, "фев": 2, "мар": 3, "апр": 4, "мая": 5, "май": 5, "июн": 6, "июл": 7,
        "авг": 8, "сен": 9, "окт": 10, "ноя": 11, "дек": 12,
    ]
}
