import Storage

/// Daylio's mood journal: entries with a mood, activities and a note, several a day if the person likes. coach keeps
/// one check-in a day, so a day's entries are combined: the average mood, every activity as a tag, every note with
/// its time, the time of the last. Read from its CSV export (`DaylioHistory+CSV`) or its backup
/// (`DaylioHistory+Backup`).
public enum DaylioHistory {
    /// One entry as Daylio keeps it.
    struct Entry {
        var day: CalendarDay
        var time: Date
        /// `08:30`, shown before its note when the day has several entries.
        var clock: String
        /// 1 awful … 5 great.
        var mood: Int
        var activities: [String]
        var title: String, note: String
        /// Where it was read: the CSV's line; nil for the backup's.
        var line: Int?
        /// Its place in the file, to keep entries of the same minute in order.
        var order: Int
    }

    /// The most entries read: over 50 a day for a hundred years.
    public static let mostEntries = 2_000_000

    /// The entries a day at a time, each day one check-in.
    static func history(_ entries: [Entry], file: String, remarks: [ImportRemark] = []) throws -> ImportedHistory {
        var history = ImportedHistory(remarks: remarks)
        let days = Dictionary(grouping: entries, by: \.day)
        var combined = 0
        for day in days.keys.sorted() {
            let entries = days[day, default: []].sorted { ($0.time, $0.order) < ($1.time, $1.order) }
            guard let last = entries.last else { continue }
            func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
                HistoryImportError(file: file, line: entries.first?.line ?? nil, said: said)
            }
            let tags: [String]
            do { tags = try CheckInTags.checked(entries.flatMap(\.activities)) } catch {
                switch error {
                case let .tooManyTags(count):
                    throw refuse {
                        $0.tr(
                            "%@ has %@ activities, more than the %@ a check-in keeps", day.text, $0.number(count),
                            $0.number(CheckInTags.most))
                    }
                default:
                    let shown = entries.flatMap(\.activities).first { (try? CheckInTags.checked([$0])) == nil } ?? ""
                    let activity = ControlCharacters.visible(String(shown.prefix(60)))
                    throw refuse {
                        $0.tr(
                            "the activity '%@' cannot be a tag: a tag is at most 40 characters and does not start with '-'; rename it in Daylio and export again",
                            activity)
                    }
                }
            }
            let notes = entries.compactMap { entry in
                let text = [plain(entry.title), plain(entry.note)].filter { !$0.isEmpty }.joined(separator: ": ")
                return text.isEmpty ? nil : entries.count > 1 ? entry.clock + " " + text : text
            }
            let note = notes.joined(separator: " / ")
            guard note.count <= CheckInNote.longestImported else {
                let count = note.count
                throw refuse {
                    $0.tr(
                        "the notes of %@ come to %@ characters, more than the %@ coach keeps for a day", day.text,
                        $0.number(count), $0.number(CheckInNote.longestImported))
                }
            }
            if entries.count > 1 { combined += 1 }
            let mood = Int((Double(entries.map(\.mood).reduce(0, +)) / Double(entries.count)).rounded())
            history.checkIns.append(
                ImportedCheckIn(
                    app: HistorySource.daylio.rawValue, day: day, time: last.time, mood: mood, tags: tags,
                    note: note.isEmpty ? nil : note))
        }
        if combined > 0 {
            let days = combined
            history.remarks.append(
                ImportRemark {
                    $0.trn(
                        "%d day had several entries: it became one check-in with their average mood, every activity and every note after its time.",
                        "%d days had several entries: each became one check-in with their average mood, every activity and every note after its time.",
                        days)
                })
        }
        return history
    }

    /// A note as Daylio writes it (HTML: `<br>`, `<b>`, `&amp;`) made one plain line: each line break or paragraph a
    /// ` / `, other tags gone, entities read, control characters spaces.
    static func plain(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close].lowercased().filter { $0.isLetter }
            if ["br", "p", "div", "li"].contains(tag) { text += "\n" }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        let lines = entities(text).split(whereSeparator: \.isNewline).map { line in
            String(line.map { $0.unicodeScalars.contains(where: ControlCharacters.isControl) ? " " : $0 })
                .trimmed(\.isSpace)
        }
        return lines.filter { !$0.isEmpty }.joined(separator: " / ")
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&nbsp;` and `&#39;` / `&#x27;` as the characters they stand for.
    static func entities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: Character] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "&") {
            result += rest[..<start]
            let after = rest.index(after: start)
            guard let end = rest[after...].prefix(10).firstIndex(of: ";") else {
                result += "&"
                rest = rest[after...]
                continue
            }
            let name = rest[after..<end]
            let number =
                name.hasPrefix("#x")
                ? UInt32(name.dropFirst(2), radix: 16)
                : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            if let character = named[name] ?? number.flatMap(Unicode.Scalar.init).map(Character.init) {
                result.append(character)
                rest = rest[rest.index(after: end)...]
            } else {
                result += "&"
                rest = rest[after...]
            }
        }
        return result + rest
    }
}
