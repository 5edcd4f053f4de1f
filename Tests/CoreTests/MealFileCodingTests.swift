import Core
import Foundation
import TestSupport
import Testing

@testable import Storage

/// A month of meals is read and written through `MealEntry`'s one declaration of its fields: the file must come out
/// as Foundation's encoder lays it out, the same entries must be read back, a `meal add` writes only what it added,
/// and a file edited by hand is read, or refused, saying what is wrong and where.
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
    func aMonthIsWrittenAsFoundationLaysItOutAndReadBack(seed: UInt64) throws {
        let month = Self.month(seed: seed)
        let written = try DocumentCoder.encode(month)
        #expect(written == (try FoundationCoders.document(month)), "seed \(seed)")
        #expect(
            try DocumentCoder.decode(Month.self, from: written, path: "meals/2026-11.json") == month, "seed \(seed)")
        #expect(FoundationCoders.read(Month.self, from: written) == month, "seed \(seed)")
    }

    /// A `meal add` writes only the meals added after those read: the file must be the one the whole month written
    /// anew gives, byte for byte, and any other change (an edit, a delete, a new id) writes the month anew.
    @Test(arguments: 0..<40)
    func mealsAddedToAMonthReadAreWrittenAsTheWholeMonthWould(seed: UInt64) throws {
        let original = Self.month(seed: seed)
        var month = try DocumentCoder.decode(
            Month.self, from: try FoundationCoders.document(original), path: "meals/2026-11.json")
        let added = Self.month(seed: seed + 1000).records
        month.records += seed % 2 == 0 ? Array(added.prefix(1)) : added
        var changed = month
        if let first = changed.records.indices.first {
            switch seed % 3 {
            case 0: changed.records[first].id = changed.records[first].id.isEmpty ? "named" : ""
            case 1: changed.records[first].calories &+= 1
            default: changed.records.remove(at: first)
            }
        }
        for written in [month, changed] {
            #expect(
                try DocumentCoder.encode(written) == FoundationCoders.document(Month(records: written.records)),
                "seed \(seed)")
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
        let read = try DocumentCoder.decode(Month.self, from: written, path: "meals/2026-11.json")
        #expect(read.records.map(\.name) == ["Tea", "Apple"] && read.records[1] == apple)
    }

    @Test func anEmptyMonthIsWrittenAsFoundationWritesIt() throws {
        #expect(try DocumentCoder.encode(Month()) == FoundationCoders.document(Month()))
    }

    static let apple = #"{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z""#

    /// Files a person may have edited by hand, read; the meals as read.
    @Test(arguments: [
        (#"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#, 1),
        (
            #"{"version": 1, "entries": [{"name": "Apple", "calories": 52.0, "quantity": 2e0, "time": "2026-11-21T08:12:00Z"}]}"#,
            2
        ),
        (
            #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "quantity": null, "time": "2026-11-21T08:12:00.000Z"}]}"#,
            1
        ),
        (
            #"{"version": 1, "entries": [{"id": null, "name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", "photo": null}]}"#,
            1
        ),
        (
            #"{"version": 1, "entries": [{"name": "Apple", "calories": 52, "time": "2026-11-21T08:12:00.000Z", "mood": 3}], "more": 1}"#,
            1
        ),
        (
            #"{"version": 1, "entries": [{"name": "\ud83c\udf4e \u0410\/", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#,
            1
        ),
        (#" {"entries":[ ],"version":1} "#, 0),
    ])
    func aFileEditedByHandIsRead(text: String, quantity: Int) throws {
        let data = Data(text.utf8)
        let month = try DocumentCoder.decode(Month.self, from: data, path: "meals/2026-11.json")
        #expect(month.records.allSatisfy { $0.calories == 52 && $0.quantity == quantity && $0.id.isEmpty })
        #expect(FoundationCoders.read(Month.self, from: data) == month)
    }

    /// A record with a bad value is set aside, saying what is wrong: the month's other records are read, and the
    /// record is written back as it stands, at its place.
    @Test(arguments: [
        ("\(apple.replacing("52", with: "\"52\""))}", "expected a number at calories"),
        ("\(apple.replacing("52", with: "52.5"))}", "expected a whole number, found 52.5 at calories"),
        ("\(apple.replacing("52", with: "1e308"))}", "1e+308 is out of range at calories"),
        (
            "\(apple.replacing("2026-11-21T08:12:00.000Z", with: "yesterday"))}",
            "'yesterday' is not a date like 2026-11-21T08:12:00.000Z at time"
        ),
        (#"{"name": "Apple", "calories": 52}"#, #"the field "time" is missing"#),
        (#"{"name": null, "calories": 52, "time": "2026-11-21T08:12:00.000Z"}"#, "expected text, found null at name"),
    ])
    func aRecordWithABadValueIsSetAsideSayingWhat(record: String, detail: String) throws {
        let pear = #"{"name": "Pear", "calories": 60, "time": "2026-11-21T09:00:00.000Z"}"#
        let text = #"{"version": 1, "entries": ["# + pear + ", " + record + ", " + pear + "]}"
        var month = try DocumentCoder.decode(Month.self, from: Data(text.utf8), path: "meals/2026-11.json")
        #expect(month.records.map(\.name) == ["Pear", "Pear"])
        let bad = try #require(month.setAside.first)
        #expect(month.setAside.count == 1 && bad.place == 1 && bad.detail == detail)
        #expect(bad.value == JSONValue.read(Data(record.utf8)))
        #expect(FoundationCoders.read(Month.self, from: Data(text.utf8)) == month)
        month.records[0].calories = 61
        let written = try DocumentCoder.encode(month)
        let reread = try DocumentCoder.decode(Month.self, from: written, path: "meals/2026-11.json")
        #expect(reread == month && reread.setAside[0].place == 1)
    }

    /// Damaged files, refused saying what is wrong and where.
    @Test(arguments: [
        ("\(apple), \"name\": \"Pear\"}]", #"the key "name" is given twice at line 1, column 98"#),
        ("7]", "expected an object at entries[0]"),
        ("\(apple)}, 7]", "expected an object at entries[1]"),
        ("}", "not valid JSON: invalid value at line 1, column 28"),
    ])
    func aDamagedRecordIsRefusedSayingWhere(entries: String, detail: String) {
        let text = #"{"version": 1, "entries": ["# + entries + "}"
        Self.expectRefused(text, .damaged(path: "meals/2026-11.json", detail: detail))
    }

    @Test(arguments: [
        (#"{"version": 1, "entries": {}}"#, "expected a list at entries"),
        (#"{"version": 1}"#, #"the field "entries" is missing"#),
        (#"{"version": "1", "entries": []}"#, "expected a number at version"),
        (#"{"entries": []}"#, #"it has no "version" field"#),
        (
            #"{"version": 1, "entries": [], "entries": []}"#,
            #"the key "entries" is given twice at line 1, column 31"#
        ),
        (#"[]"#, "expected an object"),
        ("", "not valid JSON: unexpected end of the file"),
        (
            #"{"version": 1, "entries": []} more"#,
            "not valid JSON: unexpected text after the end at line 1, column 31"
        ),
    ])
    func aDamagedMonthIsRefusedSayingWhere(text: String, detail: String) {
        Self.expectRefused(text, .damaged(path: "meals/2026-11.json", detail: detail))
    }

    /// A month from a newer coach is refused as one, whatever its records hold.
    @Test func aNewerMonthIsRefusedAsNewerBeforeItsRecordsAreRead() {
        Self.expectRefused(
            #"{"entries": [{"name": 7}], "version": 2}"#,
            .newerVersion(path: "meals/2026-11.json", found: 2, supported: 1))
    }

    @Test func textThatIsNotUTF8IsRefused() {
        var bytes = Array(#"{"version": 1, "entries": [{"name": "Apple"#.utf8)
        bytes += [0xFF, 0xC3]
        bytes += Array(#"", "calories": 52, "time": "2026-11-21T08:12:00.000Z"}]}"#.utf8)
        #expect(throws: StoreError.damaged(path: "meals/2026-11.json", detail: "not UTF-8 text")) {
            try DocumentCoder.decode(Month.self, from: Data(bytes), path: "meals/2026-11.json")
        }
    }

    static func expectRefused(_ text: String, _ refusal: StoreError, sourceLocation: SourceLocation = #_sourceLocation)
    {
        #expect(throws: refusal, sourceLocation: sourceLocation) {
            try DocumentCoder.decode(Month.self, from: Data(text.utf8), path: "meals/2026-11.json")
        }
    }
}
