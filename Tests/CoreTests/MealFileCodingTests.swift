import Core
import Foundation
import Testing

@testable import Storage

/// A month of meals is read and written past the standard coders (`MealEntry.init(json:)`, `json`): the same
/// file must come out byte for byte, the same entries must be read back, and a file the fast reader does not
/// take must be read, or refused, exactly as the standard decoder reads or refuses it.
struct MealFileCodingTests {
    typealias Month = MonthFile<MealEntry>

    /// Names with every kind of character a file may hold: quotes, backslashes, slashes, control characters,
    /// Cyrillic, emoji.
    static let names = [
        "Apple", "Grilled Chicken", "Борщ", "\"quoted\"", "back\\slash", "a/b", "tab\there", "line\nbreak",
        "bell\u{7}", "\u{1F34E} apple", "é", "", " ",
    ]

    /// An id such as `MealEntry.newID()` makes, drawn from `random`: the same seed, the same month.
    static func id(_ random: inout SeededRandom) -> String {
        let digits = String(random.next(), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    static func month(seed: UInt64) -> Month {
        var random = SeededRandom(seed: seed)
        let entries = (0..<Int.random(in: 0...40, using: &random)).map { index in
            var entry = MealEntry(
                ParsedMeal(
                    name: names.randomElement(using: &random)!,
                    calories: Int.random(in: -5...1_000_000, using: &random),
                    quantity: Int.random(in: 0...12, using: &random)),
                time: Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random))),
                photo: Bool.random(using: &random) ? "2026-11-21-\(index).jpg" : nil,
                id: Bool.random(using: &random) ? Self.id(&random) : "")
            if index == 0 { entry.calories = .max }
            return entry
        }
        return Month(records: entries)
    }

    @Test(arguments: 0..<40)
    func aMonthIsWrittenAndReadAsTheStandardCodersDo(seed: UInt64) throws {
        let month = Self.month(seed: seed)
        let standard = try DocumentCoder.standardEncoded(month)
        #expect(try DocumentCoder.encode(month) == standard)
        let read = try DocumentCoder.decode(Month.self, from: standard, path: "meals/2026-11.json")
        let readAsBefore = try DocumentCoder.standardDecoded(Month.self, from: standard, path: "meals/2026-11.json")
        #expect(read.version == readAsBefore.version)
        #expect(read.records.count == readAsBefore.records.count)
        #expect(zip(read.records, readAsBefore.records).allSatisfy { $0.isIdentical(to: $1) })
        #expect(zip(read.records, month.records).allSatisfy { $0.isIdentical(to: $1) })
    }

    /// A `meal add` writes only the meals added after those read: the file must be the one the whole month written
    /// anew gives, byte for byte, and any other change (an edit, a delete, a new id) writes the month anew.
    @Test(arguments: 0..<40)
    func mealsAddedToAMonthReadAreWrittenAsTheWholeMonthWould(seed: UInt64) throws {
        let original = Self.month(seed: seed)
        var month = try DocumentCoder.decode(
            Month.self, from: try DocumentCoder.standardEncoded(original), path: "meals/2026-11.json")
        let added = Self.month(seed: seed + 1000).records
        month.records += seed % 2 == 0 ? added.prefix(1) : added[...]
        var changed = month
        if let first = changed.records.indices.first {
            switch seed % 3 {
            case 0: changed.records[first].id = changed.records[first].id.isEmpty ? "named" : ""
            case 1: changed.records[first].calories &+= 1
            default: changed.records.remove(at: first)
            }
        }
        for written in [month, changed] {
            #expect(try DocumentCoder.encode(written) == DocumentCoder.standardEncoded(Month(records: written.records)))
        }
    }

    /// A month laid out by hand keeps its layout, and the meals it does not know how to show, when one is added.
    @Test func aMealAddedToAMonthLaidOutByHandKeepsTheRestAsItStands() throws {
        let text =
            #"{"entries":[{"name":"Tea","calories":5,"time":"2026-11-21T08:12:00Z","mood":"calm"}] , "version":1}"#
        var month = try DocumentCoder.decode(Month.self, from: Data(text.utf8), path: "meals/2026-11.json")
        let apple = MealEntry(
            ParsedMeal(name: "Apple", calories: 52, quantity: 1), time: Date(timeIntervalSince1970: 1_795_000_000),
            id: "a1")
        month.records.append(apple)
        let written = try DocumentCoder.encode(month)
        let cut = text.firstRange(of: "}]")!.lowerBound
        #expect(
            String(decoding: written, as: UTF8.self)
                == text[...cut]
                + ",\n    {\n      \"calories\" : 52,\n      \"id\" : \"a1\",\n      \"name\" : \"Apple\",\n"
                + "      \"quantity\" : 1,\n      \"time\" : \"2026-11-18T11:06:40.000Z\"\n    }"
                + text[text.index(after: cut)...])
        let read = try DocumentCoder.standardDecoded(Month.self, from: written, path: "meals/2026-11.json")
        #expect(read.records.map(\.name) == ["Tea", "Apple"] && read.records[1].isIdentical(to: apple))
    }

    @Test func anEmptyMonthIsWrittenAsTheStandardEncoderWritesIt() throws {
        #expect(try DocumentCoder.encode(Month()) == DocumentCoder.standardEncoded(Month()))
    }

    /// A record that only reads itself: its months are still written whole, by the standard encoder.
    struct ReadOnlyRecord: MonthlyRecord {
        static let folder = "notes", listKey = "notes", currentVersion = 1
        static var readsOwnJSON: Bool { true }
        var text: String
        init(text: String) { self.text = text }
        init?(json fields: JSONFields) {
            guard case let .string(text)? = fields["text"] else { return nil }
            self.text = text
        }
        func outOfBounds() -> OutOfBounds? { nil }
    }

    @Test func aRecordThatDoesNotWriteItselfIsWrittenByTheStandardEncoder() throws {
        let month = MonthFile(records: [ReadOnlyRecord(text: "Walk")])
        #expect(month.fileBytes == nil)
        let written = try DocumentCoder.encode(month)
        #expect(written == (try DocumentCoder.standardEncoded(month)))
        #expect(
            try DocumentCoder.decode(MonthFile<ReadOnlyRecord>.self, from: written, path: "notes/2026-11.json") == month
        )
    }

    /// Files a person may have edited by hand, and damaged ones.
    @Test(arguments: [
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52.0, "quantity": 2e0, "time": "2026-11-21T08:12:00Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "quantity": null, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"id": null, "name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", "photo": null}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", "mood": 3}], "more": 1}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": "52", "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52.5, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 99999999999999999999, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "yesterday"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "calories": 52}]}"#,
        #"{"version": 1, "entries": [{"name": "\ud83c\udf4e \u0410\/", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [{"name": "Apple", "name": "Pear", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#,
        #"{"version": 1, "entries": [7]}"#, #"{"version": 1, "entries": {}}"#, #"{"version": 1}"#,
        #"{"version": 2, "entries": []}"#, #"{"version": "1", "entries": []}"#, #"{"entries": []}"#, #"[]"#,
        #"{"version": 1, "entries": [}"#, "",
    ])
    func aFileIsReadOrRefusedAsTheStandardDecoderDoes(text: String) {
        Self.expectSameReading(Data(text.utf8))
    }

    @Test func textThatIsNotUTF8IsRefusedAsBefore() {
        var bytes = Array(#"{"version": 1, "entries": [{"name": "Apple"#.utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array(#"", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#.utf8)
        Self.expectSameReading(Data(bytes))
    }

    static func expectSameReading(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "meals/2026-11.json"
        let fast = Result { () throws(StoreError) in try DocumentCoder.decode(Month.self, from: data, path: path) }
        let standard = Result { () throws(StoreError) in
            try DocumentCoder.standardDecoded(Month.self, from: data, path: path)
        }
        switch (fast, standard) {
        case let (.success(a), .success(b)):
            #expect(a.version == b.version, sourceLocation: sourceLocation)
            #expect(
                a.records.count == b.records.count && zip(a.records, b.records).allSatisfy { $0.isIdentical(to: $1) },
                sourceLocation: sourceLocation)
        case let (.failure(a), .failure(b)):
            #expect("\(a)" == "\(b)", sourceLocation: sourceLocation)
        default:
            Issue.record("read as \(fast), the standard decoder gives \(standard)", sourceLocation: sourceLocation)
        }
    }
}
