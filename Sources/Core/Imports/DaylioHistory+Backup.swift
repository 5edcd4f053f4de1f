import Storage

extension DaylioHistory {
    /// Daylio's backup: the JSON a `.daylio` file holds (base64 in the zip's `backup.daylio`). Its `customMoods` give
    /// each mood's group (`mood_group_id`, 1 rad … 5 awful, whatever the person renamed it), its `tags` the
    /// activities' names, and its `dayEntries` the entries: `year`, `month` (from 0), `day`, `hour` and `minute` as
    /// the person lived them, `datetime` the moment in ms, `mood` a mood's id, `tags` activities' ids, `note_title`
    /// and `note`.
    public static func fromBackup(_ json: JSONValue, file: String) throws -> ImportedHistory {
        func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
            HistoryImportError(file: file, said: said)
        }
        guard let list = json["dayEntries"]?.arrayValue, let moodList = json["customMoods"]?.arrayValue else {
            throw refuse { $0.tr("it lacks dayEntries or customMoods; give a backup Daylio made") }
        }
        guard list.count <= mostEntries else {
            throw refuse { $0.tr("more than 2,000,000 entries, more than coach imports") }
        }
        var moods: [Int: Int] = [:]
        for mood in moodList {
            guard let id = mood["id"]?.intValue,
                let group = mood["mood_group_id"]?.intValue ?? mood["predefined_name_id"]?.intValue,
                (1...5).contains(group)
            else { throw refuse { $0.tr("a mood lacks its id or a mood_group_id from 1 to 5") } }
            moods[id] = 6 - group
        }
        var names: [Int: String] = [:]
        for tag in json["tags"]?.arrayValue ?? [] {
            guard let id = tag["id"]?.intValue, let name = tag["name"]?.stringValue else {
                throw refuse { $0.tr("an activity lacks its id or name") }
            }
            names[id] = name
        }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            let number = String(index + 1)
            func field(_ key: String, _ range: ClosedRange<Int>) throws(HistoryImportError) -> Int {
                guard let value = item[key]?.intValue, range.contains(value) else {
                    throw refuse {
                        $0.tr(
                            "entry %@ has no %@ from %@ to %@", number, key, String(range.lowerBound),
                            String(range.upperBound))
                    }
                }
                return value
            }
            let (year, month) = (try field("year", 1...9999), try field("month", 0...11) + 1)
            let day = try field("day", 1...CivilDate.length(ofMonth: month, year: year))
            let (hour, minute) = (try field("hour", 0...23), try field("minute", 0...59))
            let moment = try field("datetime", -62_135_596_800_000...253_402_300_799_999)
            guard let mood = item["mood"]?.intValue.flatMap({ moods[$0] }) else {
                throw refuse { $0.tr("entry %@ has a mood the backup's customMoods lack", number) }
            }
            var activities: [String] = []
            for id in item["tags"]?.arrayValue ?? [] {
                guard let name = id.intValue.flatMap({ names[$0] }) else {
                    throw refuse { $0.tr("entry %@ has an activity the backup's tags lack", number) }
                }
                activities.append(name)
            }
            entries.append(
                Entry(
                    day: CalendarDay(year: year, month: month, day: day),
                    time: Date(timeIntervalSince1970: Double(moment) / 1000),
                    clock: CivilDate.two(hour) + ":" + CivilDate.two(minute), mood: mood, activities: activities,
                    title: item["note_title"]?.stringValue ?? "", note: item["note"]?.stringValue ?? "", line: nil,
                    order: index))
        }
        return try history(entries, file: file)
    }
}
