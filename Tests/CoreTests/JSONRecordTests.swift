import Core
import Foundation
import Testing

@testable import Storage

/// Every record's JSON is declared once, in its `fields(_:)`: each stored property is there (a property left out
/// would be lost on the first rewrite), each key once, and what is written reads back as it was.
struct JSONRecordTests {
    /// A record type, and the keys its stored properties are written under where a key is not the property's name
    /// (nil: a property that is not stored in the file).
    struct Declared: CustomTestStringConvertible, Sendable {
        let type: any JSONRecord.Type
        let keysOfProperties: [String: [String]]
        var testDescription: String { "\(type)" }
    }

    static let records: [Declared] = [
        Declared(type: MealEntry.self, keysOfProperties: [:]),
        Declared(type: CheckIn.self, keysOfProperties: [:]),
        Declared(type: BreathingSessionRecord.self, keysOfProperties: [:]),
        Declared(type: RelaxSessionRecord.self, keysOfProperties: [:]),
        Declared(type: TrackerEntry.self, keysOfProperties: [:]),
        Declared(type: FormulaReview.self, keysOfProperties: [:]),
        Declared(type: Goals.self, keysOfProperties: ["byArea": ["areas"]]),
        Declared(type: MealChange.self, keysOfProperties: [:]),
        Declared(type: PendingMealChange.self, keysOfProperties: [:]),
        Declared(type: MealUndoJournal.self, keysOfProperties: [:]),
        Declared(type: Tracker.self, keysOfProperties: [:]),
        Declared(type: Trackers.self, keysOfProperties: [:]),
        Declared(type: TrackerUndo.self, keysOfProperties: [:]),
        Declared(type: TrackerNamesTold.self, keysOfProperties: [:]),
        Declared(type: RestDay.self, keysOfProperties: [:]),
        Declared(type: RestDays.self, keysOfProperties: [:]),
        Declared(type: SavedBreathingPatterns.self, keysOfProperties: [:]),
        Declared(type: SightJournal.self, keysOfProperties: [:]),
        Declared(type: ImportedSights.self, keysOfProperties: [:]),
        Declared(type: FormulaProgress.self, keysOfProperties: [:]),
        Declared(type: FormulaRecord.self, keysOfProperties: [:]),
        Declared(type: UserFormulas.self, keysOfProperties: [:]),
        Declared(type: Stopwatch.self, keysOfProperties: [:]),
        Declared(type: StoredTimers.self, keysOfProperties: [:]),
        Declared(type: ShellState.self, keysOfProperties: [:]),
        Declared(type: Reminders.self, keysOfProperties: [:]),
        Declared(type: ReminderState.self, keysOfProperties: [:]),
        Declared(type: Settings.self, keysOfProperties: [:]),
        Declared(type: Formula.self, keysOfProperties: [:]),
        Declared(type: Flashcard.self, keysOfProperties: [:]),
        Declared(type: BreathingPattern.self, keysOfProperties: [:]),
        Declared(type: RenamedTracker.self, keysOfProperties: [:]),
        Declared(type: StoredTimer.self, keysOfProperties: [:]),
        Declared(type: Reminder.self, keysOfProperties: [:]),
        Declared(type: ReminderPause.self, keysOfProperties: [:]),
        Declared(type: SightVisit.self, keysOfProperties: [:]),
        Declared(
            type: Sight.self,
            keysOfProperties: [
                "location": ["latitude", "longitude"], "isApproximate": ["approximate"], "addressRU": [],
                "aboutRU": [],
            ]),
    ]

    static func keys(of type: any JSONRecord.Type) throws -> [String] {
        func visit<R: JSONRecord>(_ type: R.Type) throws -> [String] {
            var record = R()
            var keys = DeclaredKeys()
            try record.fields(&keys)
            return keys.keys
        }
        return try visit(type)
    }

    @Test(arguments: records)
    func everyStoredPropertyIsDeclaredOnce(_ declared: Declared) throws {
        let keys = try Self.keys(of: declared.type)
        #expect(Set(keys).count == keys.count, "\(declared.type) declares a key twice: \(keys)")
        func blank<R: JSONRecord>(_ type: R.Type) -> Any { R() }
        let properties = Mirror(reflecting: blank(declared.type)).children.compactMap(\.label)
            .filter { $0 != "unknownFields" }
        let expected = properties.flatMap { declared.keysOfProperties[$0] ?? [$0] }
        #expect(
            Set(keys) == Set(expected),
            """
            \(declared.type)'s fields(_:) declares \(keys.sorted()); its stored properties need \(expected.sorted()). \
            Declare each stored property there, once.
            """)
    }

    @Test func aRecordWrittenReadsBackAsItWas() throws {
        var meal = MealEntry(
            ParsedMeal(name: "Tea", calories: 5, quantity: 2), time: Date(timeIntervalSince1970: 1_795_000_000.25),
            photo: "2026-11-18-1.jpg", id: "a1")
        let fields = try meal.sortedFields()
        #expect(fields.map(\.key) == ["calories", "id", "name", "photo", "quantity", "time"])
        #expect(try MealEntry(fields: JSONFields(Dictionary(uniqueKeysWithValues: fields))) == meal)
        meal.id = ""
        #expect(try meal.sortedFields().map(\.key) == ["calories", "name", "photo", "quantity", "time"])
    }

    /// Fields a later coach wrote are kept through a rewrite of the month, in a record and at the file's top.
    @Test func fieldsThisBuildDoesNotKnowAreWrittenBackAsTheyWere() throws {
        let text = """
            {"entries": [{"calories": 450, "id": "a1", "name": "Cake", "quantity": 1, "rating": {"stars": [5, 4.5]},
            "time": "2026-11-20T08:00:00.000Z"}, {"calories": 5, "id": "a2", "name": "Tea", "photo": null,
            "time": "2026-11-20T09:00:00.000Z"}], "later": "kept", "version": 1}
            """
        var month = try MonthFile<MealEntry>(file: Array(text.utf8), path: "meals/2026-11.json")
        #expect(
            month.records[0].unknownFields.fields == ["rating": .object(["stars": .array([.int(5), .double(4.5)])])])
        #expect(month.records[1].unknownFields.isEmpty, "a declared key holding null is not unknown")
        #expect(month.unknownFields.fields == ["later": .string("kept")])
        month.records[1].calories = 7
        let written = try month.file()
        let reread = try MonthFile<MealEntry>(file: written, path: "meals/2026-11.json")
        #expect(reread == month)
        #expect(String(decoding: written, as: UTF8.self).contains(#""later" : "kept""#))
        let coded = try ValueDecoder.decode(MonthFile<MealEntry>.self, from: try ValueEncoder.encode(month))
        #expect(coded == month, "the Codable path keeps them too")
    }
}
