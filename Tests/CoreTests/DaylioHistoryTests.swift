import Core
import Storage
import Testing

/// Daylio's CSV export and backup read into check-ins, a day's entries combined, and every way a file can be wrong.
struct DaylioHistoryTests {
    static let calendar = LocalCalendar(timeZone: .utc)

    static func csv(_ text: String, moods: [String: Int] = [:]) throws -> ImportedHistory {
        try DaylioHistory.fromCSV(Array(text.utf8), file: "d.csv", moods: moods, calendar: calendar)
    }

    static func time(_ text: String) -> Date { Timestamp.read(text)! }

    @Test func aDaysEntriesBecomeOneCheckInWithTheAverageMoodEveryTagAndEveryNote() throws {
        let history = try Self.csv(
            """
            note,note_title,activities,mood,time,weekday,date,full_date
            Late,,friends | Reading,good,9:30 pm,Monday,November 16,2026-11-16
            "Coffee, then <b>emails</b>.<br>Rain &amp; wind &#8212; &quot;cold&quot;",Slow start,work | friends,meh,08:05,Monday,November 16,2026-11-16
            ,,,awful,07:00,Sunday,November 15,2026-11-15

            """)
        #expect(
            history.checkIns == [
                ImportedCheckIn(
                    app: "daylio", day: CalendarDay(year: 2026, month: 11, day: 15),
                    time: Self.time("2026-11-15T07:00:00Z"), mood: 1, tags: [], note: nil),
                ImportedCheckIn(
                    app: "daylio", day: CalendarDay(year: 2026, month: 11, day: 16),
                    time: Self.time("2026-11-16T21:30:00Z"), mood: 4, tags: ["work", "friends", "reading"],
                    note: "08:05 Slow start: Coffee, then emails. / Rain & wind — \"cold\" / 21:30 Late"),
            ])
        #expect(
            history.remarks.map { $0.said(.english) } == [
                "1 day had several entries: it became one check-in with their average mood, every activity and every note after its time."
            ])
        #expect(history.checkIns[1].checkIn.source == "daylio@2026-11-16")
    }

    @Test func theOlderFormTwelveHourTimesAndRenamedMoods() throws {
        let history = try Self.csv(
            """
            year,date,weekday,time,mood,activities,note
            2019,Nov 9,Saturday,12:05 am,Sleepy,,
            2019,8 мая,Wednesday,12:40 PM,супер,,
            2020,29 Feb,Saturday,1:48 p.m.,Meh,,
            """, moods: ["sleepy": 2])
        #expect(
            history.checkIns.map { [$0.day.text, Timestamp.format($0.time), String($0.mood)] } == [
                ["2019-05-08", "2019-05-08T12:40:00.000Z", "5"], ["2019-11-09", "2019-11-09T00:05:00.000Z", "2"],
                ["2020-02-29", "2020-02-29T13:48:00.000Z", "3"],
            ])
    }

    @Test(arguments: [
        (
            "full_date,time\n",
            "d.csv, line 1: the header lacks date, mood; the first line names the columns, like date,time,mood"
        ),
        (
            "date,time,mood\n",
            "d.csv, line 1: the header lacks full_date (or year, in older exports); give the CSV Daylio exports"
        ),
        (
            "full_date,date,time,mood\n2026-11-31,,08:00,good\n",
            "d.csv, line 2: '2026-11-31' is not a day coach reads; Daylio's newer exports say it as 2026-11-28"
        ),
        (
            "year,date,time,mood\n2026,Nov 31,08:00,good\n",
            "d.csv, line 2: 'Nov 31' is not a day coach reads; Daylio's newer exports say it as 2026-11-28"
        ),
        (
            "full_date,date,time,mood\n2026-11-28,,13:48 pm,good\n",
            "d.csv, line 2: '13:48 pm' is not a time like 13:48 or 1:48 pm"
        ),
        (
            "full_date,date,time,mood\n2026-11-28,,24:00,good\n",
            "d.csv, line 2: '24:00' is not a time like 13:48 or 1:48 pm"
        ),
        (
            "full_date,date,time,mood\n2026-11-28,,08:00,Tired\n2026-11-27,,08:00,ok\u{1b}\n2026-11-26,,08:00,tired\n",
            "d.csv: the moods 'tired', 'ok^[' are not Daylio's own (rad, good, meh, bad, awful); say where each is on coach's scale of 1 awful to 5 great, like --mood \"tired=4\", or import Daylio's backup (.daylio), which says it"
        ),
        (
            "full_date,date,time,mood,activities\n2026-11-28,,08:00,good,-rm\n",
            "d.csv, line 2: the activity '-rm' cannot be a tag: a tag is at most 40 characters and does not start with '-'; rename it in Daylio and export again"
        ),
        (
            "full_date,date,time,mood,activities\n2026-11-28,,08:00,good,\((1...21).map { "a\($0)" }.joined(separator: " | "))\n",
            "d.csv, line 2: 2026-11-28 has 21 activities, more than the 20 a check-in keeps"
        ),
    ])
    func aBadFileIsNamedWithItsLine(text: String, message: String) {
        do {
            _ = try Self.csv(text)
            Issue.record("read")
        } catch { #expect((error as? HistoryImportError)?.message == message) }
    }

    @Test func aDaysNotesPastTheLimitAreRefusedNotShortened() {
        let long = String(repeating: "a", count: 6000)
        let text = "full_date,date,time,mood,note\n2026-11-28,,08:00,good,\(long)\n2026-11-28,,09:00,good,\(long)\n"
        do {
            _ = try Self.csv(text)
            Issue.record("read")
        } catch {
            #expect(
                (error as? HistoryImportError)?.message
                    == "d.csv, line 2: the notes of 2026-11-28 come to 12015 characters, more than the 10000 coach keeps for a day"
            )
        }
    }

    @Test func theBackupsMoodsByGroupNotByName() throws {
        let backup = try JSONValue(
            parsing: Array(
                """
                {"customMoods": [{"id": 1, "custom_name": "", "mood_group_id": 1}, {"id": 7, "custom_name": "awful", "mood_group_id": 2},
                 {"id": 9, "custom_name": "calm", "predefined_name_id": 4}],
                 "tags": [{"id": 3, "name": "Walk"}],
                 "dayEntries": [{"id": 1, "year": 2026, "month": 0, "day": 31, "hour": 23, "minute": 30, "datetime": 1769891400000,
                   "mood": 7, "tags": [3], "note_title": "T", "note": "n"},
                  {"id": 2, "year": 2026, "month": 1, "day": 1, "hour": 8, "minute": 0, "datetime": 1769932800000, "mood": 9, "tags": []},
                  {"id": 3, "year": 2026, "month": 1, "day": 2, "hour": 8, "minute": 0, "datetime": 1770019200000, "mood": 1}]}
                """.utf8))
        let history = try DaylioHistory.fromBackup(backup, file: "b.daylio")
        // `awful` renamed into the good group is good; a mood without a group is known by its predefined name.
        #expect(
            history.checkIns.map { [$0.day.text, String($0.mood), $0.tags.joined(), $0.note ?? "-"] } == [
                ["2026-01-31", "4", "walk", "T: n"], ["2026-02-01", "2", "", "-"], ["2026-02-02", "5", "", "-"],
            ])
        #expect(history.checkIns[0].time == Self.time("2026-01-31T20:30:00Z"))
    }

    @Test(arguments: [
        ("{\"dayEntries\": []}", "b.daylio: it lacks dayEntries or customMoods; give a backup Daylio made"),
        (
            "{\"customMoods\": [{\"id\": 1, \"mood_group_id\": 6}], \"dayEntries\": []}",
            "b.daylio: a mood lacks its id or a mood_group_id from 1 to 5"
        ),
        (
            "{\"customMoods\": [], \"dayEntries\": [{\"year\": 2026, \"month\": 12, \"day\": 1}]}",
            "b.daylio: entry 1 has no month from 0 to 11"
        ),
        (
            "{\"customMoods\": [], \"dayEntries\": [{\"year\": 2026, \"month\": 1, \"day\": 29, \"hour\": 1, \"minute\": 0, \"datetime\": 0}]}",
            "b.daylio: entry 1 has no day from 1 to 28"
        ),
        (
            "{\"customMoods\": [], \"dayEntries\": [{\"year\": 2026, \"month\": 1, \"day\": 2, \"hour\": 1, \"minute\": 0, \"datetime\": 0, \"mood\": 2}]}",
            "b.daylio: entry 1 has a mood the backup's customMoods lack"
        ),
        (
            "{\"customMoods\": [{\"id\": 2, \"mood_group_id\": 1}], \"dayEntries\": [{\"year\": 2026, \"month\": 1, \"day\": 2, \"hour\": 1, \"minute\": 0, \"datetime\": 0, \"mood\": 2, \"tags\": [5]}]}",
            "b.daylio: entry 1 has an activity the backup's tags lack"
        ),
    ])
    func aBadBackupIsNamed(json: String, message: String) throws {
        let value = try JSONValue(parsing: Array(json.utf8))
        do {
            _ = try DaylioHistory.fromBackup(value, file: "b.daylio")
            Issue.record("read")
        } catch { #expect((error as? HistoryImportError)?.message == message) }
    }
}
