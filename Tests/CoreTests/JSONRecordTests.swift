import Core
import Foundation
import Testing

@testable import Storage

/// Every record's JSON is declared once, in its `fields(_:)`: each stored property is there (a property left out
/// would be lost on the first rewrite), each key once, and what is written reads back as it was.
struct JSONRecordTests {
    /// Names the keys a declaration visits, in order.
    struct Keys: RecordFields {
        var keys: [String] = []
        mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value) throws { keys.append(key) }
        mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value?) throws { keys.append(key) }
        mutating func field<Value: FieldValue>(_ key: String, _ value: inout Value, missing: Value) throws {
            keys.append(key)
        }
        mutating func field<Value: FieldValue & Equatable>(
            _ key: String, _ value: inout Value, omittedWhen omitted: Value
        ) throws { keys.append(key) }
    }

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
            var keys = Keys()
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
}
