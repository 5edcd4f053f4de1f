import Core
import Foundation
import TestSupport
import Testing

@testable import Storage

/// Documents are read and written by coach's own coders (`ValueDecoder`, `ValueEncoder`, `JSONWriter`) and months by
/// their records' declarations: what coach writes is what Foundation's encoder writes, and what coach reads of a file,
/// written or edited by hand, is what Foundation's decoder reads of it. Where Foundation reads a file coach refuses, the
/// file names a key twice in one object, which coach refuses on purpose (which of the two was meant cannot be known).
struct DocumentReadingTests {
    static let words = ["walk", "friends", "Борщ", "\"quoted\"", "back\\slash", "tab\there", "\u{1F34E}", "", " "]

    static func checkIns(seed: UInt64) -> MonthFile<CheckIn> {
        var random = SeededRandom(seed: seed)
        let checkIns = (0..<Int.random(in: 0...31, using: &random)).map { day in
            CheckIn(
                day: CalendarDay(year: 2026, month: 11, day: day % 30 + 1),
                time: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random)) / 7),
                mood: Int.random(in: -3...9, using: &random),
                energy: Bool.random(using: &random) ? Int.random(in: 1...5, using: &random) : nil,
                note: Bool.random(using: &random) ? words.randomElement(using: &random)! : nil,
                tags: Bool.random(using: &random) ? Array(words.shuffled(using: &random).prefix(3)) : nil)
        }
        return MonthFile(records: checkIns)
    }

    static func entry(_ random: inout SeededRandom) -> MealEntry? {
        guard Bool.random(using: &random) else { return nil }
        return MealEntry(
            ParsedMeal(
                name: words.randomElement(using: &random)!, calories: Int.random(in: 0...5000, using: &random),
                quantity: Int.random(in: 1...3, using: &random)),
            time: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random))),
            photo: Bool.random(using: &random) ? "2026-11-21-1.jpg" : nil,
            id: Bool.random(using: &random) ? MealFileCodingTests.id(&random) : "")
    }

    @Test(arguments: 0..<30)
    func aMonthOfCheckInsIsWrittenAndReadAsFoundationDoes(seed: UInt64) throws {
        try Self.expectWrittenAndReadAsFoundation(Self.checkIns(seed: seed), path: "checkins/2026-11.json", seed: seed)
    }

    @Test(arguments: 0..<30)
    func anUndoJournalIsWrittenAndReadAsFoundationDoes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var journal = MealUndoJournal(last: MealChange(before: Self.entry(&random), after: Self.entry(&random)))
        if seed % 5 == 0 { journal.last = nil }
        if seed % 3 == 0 {
            let change = MealChange(before: nil, after: Self.entry(&random))
            journal.pending = [PendingMealChange(token: "t\(seed)", process: 42, change: change, thenLast: nil)]
        }
        try Self.expectWrittenAndReadAsFoundation(journal, path: "meals/last-change.json", seed: seed)
    }

    /// Files a person may have edited by hand, and damaged ones.
    @Test(arguments: [
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00Z", "mood": 3.0, "energy": 2e0}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": 3, "energy": null}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": 3, "note": null, "tags": null}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": 3, "tags": ["a", 1]}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": 3, "tags": []}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": "3"}]}"#,
        #"{"version": 1, "checkins": [{"day": 21, "time": "2026-11-21T08:12:00.000Z", "mood": 3}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "tomorrow", "mood": 3}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "mood": 3, "mood": 4, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "checkins": [{"day": "2026-11-21", "time": "2026-11-21T08:12:00.000Z", "mood": 3, "sleep": 8}]}"#,
        #"{"version": 2, "checkins": []}"#, #"{"checkins": []}"#, #"{"version": 1, "checkins": [}"#,
    ])
    func aCheckInFileIsReadAsFoundationReadsIt(text: String) {
        Self.expectSameReading(MonthFile<CheckIn>.self, Data(text.utf8), path: "checkins/2026-11.json")
    }

    @Test(arguments: [
        #"{"version": 1}"#, #"{"version": 1, "last": null}"#, #"{"version": 1, "last": {}}"#,
        #"{"version": 1, "last": {"before": null, "after": {"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}}}"#,
        #"{"version": 1, "last": {"after": {"name": "Apple", "calories": "52", "time": "2026-11-21T08:12:00.000Z"}}}"#,
        #"{"version": 1, "last": {"after": 7}}"#, #"{"version": 1, "last": []}"#, #"{"version": 1, "pending": []}"#,
        #"{"version": 1, "pending": [{"token": "t", "process": 1, "change": {}}]}"#, #"{"version": 9}"#, #"{}"#,
    ])
    func anUndoJournalIsReadAsFoundationReadsIt(text: String) {
        Self.expectSameReading(MealUndoJournal.self, Data(text.utf8), path: "meals/last-change.json")
    }

    @Test(arguments: 0..<30)
    func goalsAreWrittenAndReadAsFoundationDoes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        func some<T>(_ make: () throws -> T) rethrows -> T? { Bool.random(using: &random) ? try make() : nil }
        var goals = Goals(
            calories: try some { try CalorieGoal(calories: Int.random(in: CalorieGoal.range, using: &random)) },
            breathing: try some { try BreathingGoal(minutes: Int.random(in: BreathingGoal.range, using: &random)) },
            study: try some { try StudyGoal(cards: Int.random(in: StudyGoal.range, using: &random)) },
            checkin: some { Bool.random(using: &random) })
        if seed % 4 == 0 { goals.byArea = ["water": AreaGoal(.atLeast(8))] }
        try Self.expectWrittenAndReadAsFoundation(goals, path: "goals.json", seed: seed)
    }

    /// Goals a person may have edited by hand, and damaged ones.
    @Test(arguments: [
        #"{"version": 2, "calories": 2000.0, "breathing": 1e1, "checkin": false}"#,
        #"{"version": 2, "calories": 499}"#, #"{"version": 2, "breathing": 181}"#, #"{"version": 2, "study": 0}"#,
        #"{"version": 2, "calories": null}"#, #"{"version": 2, "calories": "2000"}"#, #"{"version": 2, "checkin": 1}"#,
        #"{"version": 2, "checkin": null}"#, #"{"version": 2, "study": 10.5}"#, #"{"version": 1, "calories": 1800}"#,
        #"{"version": 3, "calories": 1800}"#, #"{"calories": 1800}"#, #"{"version": 2, "sleep": 8}"#,
        #"{"version": 2, "areas": {"water": {"atLeast": 8}}}"#, #"{"version": 2, "areas": null}"#,
        #"{"version": 2, "calories": 2000, "calories": 1500}"#, #"{"version": 2, "calories": 2000"#, #"[]"#,
    ])
    func goalsAreReadAsFoundationReadsThem(text: String) {
        Self.expectSameReading(Goals.self, Data(text.utf8), path: "goals.json")
    }

    /// A month of meals is read as field lists (`JSONReader.month`): shapes at its edges read as Foundation reads them.
    @Test(arguments: [
        #"{"version": 1, "entries": [], "version": 1}"#, #"{"version": 1, "entries": [], "entries": []}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", EXTRA}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", "x": {"y": [1, {"z": null}]}}]}"#,
        #"{"version": 1, "entries": []} more"#, #" {"entries":[ ],"version":1} "#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"} {"name": "B"}]}"#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z", "name": "B"}]}"#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z""#,
        // Keys the record before wrote at the same place, read again from their bytes: escaped, cut short, longer.
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}, {"n\u0061me": "B", "calories": 6, "time": "2026-11-21T09:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"n\"ame": "A", "name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}, {"n"ame": "B", "calories": 6, "time": "2026-11-21T09:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}, {"nam": "B", "calories": 6, "time": "2026-11-21T09:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}, {"names": "B", "name": "C", "calories": 6, "time": "2026-11-21T09:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "A", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}, {"name"#,
        // Names read in one walk up to their quote unless something in them needs more: an escape, a control
        // character, letters beyond ASCII, the end of the file.
        #"{"version": 1, "entries": [{"name": "Tea \"strong\" \\ \u0041\ud83c\udf4e", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        "{\"version\": 1, \"entries\": [{\"name\": \"Tea\tstrong\", \"calories\": 5, \"time\": \"2026-11-21T08:12:00.000Z\"}]}",
        #"{"version": 1, "entries": [{"name": "Борщ 🍎", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Tea \ud83c", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Tea \x", "calories": 5, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Tea"#, #"{"version": 1, "entries": [{"name": "Tea \"#,
    ])
    func aMonthOfMealsAtTheEdgesIsReadAsFoundationReadsIt(text: String) {
        Self.expectSameReading(
            MonthFile<MealEntry>.self,
            Data(
                text.replacing(
                    "EXTRA",
                    with:
                        #""k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k10": 10, "k11": 11, "k12": 12, "k13": 13, "k14": 14, "k15": 15, "k16": 16"#
                ).utf8), path: "meals/2026-11.json")
    }

    /// The ASCII check that lets a file skip UTF-8 validation reads eight bytes at a time: a byte above 0x7F
    /// anywhere, in a whole word or in the bytes after the last, is seen.
    @Test func aByteBeyondASCIIIsSeenWhereverItStands() {
        for count in 0..<20 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: count)
            #expect(DocumentCoder.isASCII(plain))
            for place in 0..<count {
                var bytes = plain
                bytes[place] = 0x80
                #expect(!DocumentCoder.isASCII(bytes), "\(count) bytes, 0x80 at \(place)")
            }
        }
    }

    /// A comma before a closing bracket is not JSON, and is refused where it stands (Foundation's decoder lets it pass).
    @Test(arguments: [
        (#"{"entries": [], "version": 1,}"#, "not valid JSON: invalid value at line 1, column 30"),
        (
            #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z"},]}"#,
            "not valid JSON: invalid value at line 1, column 98"
        ),
    ])
    func aCommaBeforeAClosingBracketIsRefused(text: String, detail: String) {
        #expect(throws: StoreError.damaged(path: "meals/2026-11.json", detail: detail)) {
            try DocumentCoder.decode(MonthFile<MealEntry>.self, from: Data(text.utf8), path: "meals/2026-11.json")
        }
    }

    /// The records before leave their keys at their places, one of them twice (`quantity` at the first and the last):
    /// a record whose keys are all those names it twice, and is refused for it.
    @Test func aKeyGivenTwiceAtPlacesTheRecordsBeforeLeftIsSeen() {
        let text =
            #"{"version": 1, "entries": [{"calories": 5, "name": "A", "time": "2026-11-21T08:12:00.000Z", "id": "a", "quantity": 1}, "#
            + #"{"quantity": 2, "name": "B", "calories": 6, "time": "2026-11-21T09:12:00.000Z"}, "#
            + #"{"quantity": 3, "name": "C", "calories": 7, "time": "2026-11-21T10:12:00.000Z", "quantity": 4}]}"#
        #expect(
            throws: StoreError.damaged(
                path: "meals/2026-11.json", detail: #"the key "quantity" is given twice at line 1, column 281"#)
        ) {
            try DocumentCoder.decode(MonthFile<MealEntry>.self, from: Data(text.utf8), path: "meals/2026-11.json")
        }
    }

    /// `value` is written as Foundation's encoder writes it, read back by coach as Foundation reads it, and what is
    /// read is written again as it was (a time is kept to the millisecond).
    static func expectWrittenAndReadAsFoundation<D: StoredDocument>(
        _ value: D, path: String, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let written = try DocumentCoder.encode(value)
        #expect(written == (try FoundationCoders.document(value)), "seed \(seed)", sourceLocation: sourceLocation)
        let read = try DocumentCoder.decode(D.self, from: written, path: path)
        #expect(FoundationCoders.read(D.self, from: written) == read, "seed \(seed)", sourceLocation: sourceLocation)
        #expect(try DocumentCoder.encode(read) == written, "seed \(seed)", sourceLocation: sourceLocation)
    }

    /// What coach reads of `data` is what Foundation's decoder reads; what it refuses, Foundation refuses too, but for
    /// a key given twice and a version newer than coach knows (Foundation's decoder reads no version).
    static func expectSameReading<D: StoredDocument>(
        _ type: D.Type, _ data: Data, path: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let foundation = FoundationCoders.read(D.self, from: data)
        do {
            let read = try DocumentCoder.decode(D.self, from: data, path: path)
            #expect(
                foundation == read, "Foundation reads \(String(describing: foundation))", sourceLocation: sourceLocation
            )
        } catch {
            guard foundation != nil else { return }
            if case let .damaged(_, detail, _) = error, detail.contains("is given twice") { return }
            if case .newerVersion = error { return }
            Issue.record("refused (\(error)), Foundation reads it", sourceLocation: sourceLocation)
        }
    }
}
