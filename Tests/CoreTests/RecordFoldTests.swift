import Foundation
import Storage
import Testing

/// Documents taken apart into records and put back, and every device's operations folded into one document.
struct RecordFoldTests {
    static let documents: [(path: String, text: String)] = [
        (
            "meals/2026-11.json",
            #"{"entries":[{"calories":52,"id":"a1","name":"Apple"},{"calories":105,"id":"b2","name":"Banana"}],"version":1}"#
        ),
        ("goals.json", #"{"calories":2000,"checkin":true,"version":1}"#),
        (
            "sights/me.json",
            #"{"favourites":["cathedral","museum"],"notes":{"museum":"closed Mondays"},"version":1,"visits":[]}"#
        ),
        ("formulas/progress.json", #"{"progress":{"f1":{"box":2},"f2":{"box":1}},"version":1}"#),
        ("breathing-patterns.json", #"{"pattern":{"exhale":8,"hold":7,"inhale":4},"version":2}"#),
        (
            "checkins/2026-11.json",
            #"{"checkins":[{"day":"2026-11-01","mood":4},{"day":"2026-11-02","mood":3}],"version":1}"#
        ),
        ("meals/photos/a1.jpg", "\u{FF}\u{D8} not JSON at all"),
    ]

    /// Operations made by `device` from records, one a line, at `time`.
    static func operations(_ records: [(key: String, value: JSONValue)], device: String, time: Int64) -> [SyncOperation]
    {
        records.enumerated().map { index, record in
            var operation = SyncOperation(key: record.key, value: record.value, time: time, replaced: nil)
            (operation.device, operation.line) = (device, index)
            return operation
        }
    }

    @Test(arguments: documents)
    func aDocumentComesBackFromItsRecords(path: String, text: String) throws {
        let data = Data(text.utf8)
        let records = try #require(DocumentRecords.records(of: data, path: path))
        let folded = RecordFold(Self.operations(records, device: "laptop", time: 1))
        let rebuilt = try #require(DocumentRecords.document(from: folded.records))
        if path.hasSuffix(".json") {
            #expect(JSONValue.read(rebuilt) == JSONValue.read(data))
        } else {
            #expect(rebuilt == data)
        }
    }

    @Test func aDocumentThatDoesNotReadHasNoRecords() {
        #expect(DocumentRecords.records(of: Data("{\"entries\": [".utf8), path: "meals/2026-11.json") == nil)
    }

    @Test func theLaterEditOfARecordWinsWhateverTheOrderOperationsArriveIn() throws {
        let key = "i:entries\u{0}a1"
        var laptop = SyncOperation(key: key, value: .string("laptop"), time: 20, replaced: "10@desktop")
        laptop.device = "laptop"
        var desktop = SyncOperation(key: key, value: .string("desktop"), time: 30, replaced: "10@desktop")
        desktop.device = "desktop"
        var first = SyncOperation(key: key, value: .string("first"), time: 10, replaced: nil)
        first.device = "desktop"
        for order in [[first, laptop, desktop], [desktop, laptop, first], [laptop, first, desktop]] {
            let fold = RecordFold(order)
            #expect(fold.records.map(\.value) == [.string("desktop")])
            #expect(fold.clashes.map { "\($0.kept.id) over \($0.other.id)" } == ["30@desktop over 20@laptop"])
        }
    }

    /// An operation by `device` at `time` on the meal a1, made from the version `replaced`.
    static func meal(_ fields: [String: JSONValue]?, _ time: Int64, _ device: String, replaced: String?)
        -> SyncOperation
    {
        var operation = SyncOperation(
            key: "i:entries\u{0}a1", value: fields.map { .object($0) }, time: time, replaced: replaced)
        operation.device = device
        return operation
    }

    static let cake: [String: JSONValue] = ["id": .string("a1"), "name": .string("Cake"), "calories": .int(450)]

    @Test func editsOfDifferentFieldsOnTwoMachinesBothStayWhateverTheOrder() throws {
        let made = Self.meal(Self.cake, 10, "laptop", replaced: nil)
        var renamed = Self.cake
        var lighter = Self.cake
        renamed["name"] = .string("Cheesecake")
        lighter["calories"] = .int(300)
        let laptop = Self.meal(renamed, 20, "laptop", replaced: "10@laptop")
        let desktop = Self.meal(lighter, 30, "desktop", replaced: "10@laptop")
        var both = Self.cake
        (both["name"], both["calories"]) = (.string("Cheesecake"), .int(300))
        for order in [[made, laptop, desktop], [desktop, laptop, made], [laptop, made, desktop]] {
            let fold = RecordFold(order)
            #expect(fold.records.map(\.value) == [.object(both)])
            #expect(fold.clashes.isEmpty)
            // A later edit names the last operation folded, and starts from the merged record.
            #expect(fold.winners["i:entries\u{0}a1"]?.id == "30@desktop")
        }
        var again = both
        again["calories"] = .int(320)
        #expect(
            RecordFold([made, laptop, desktop, Self.meal(again, 40, "laptop", replaced: "30@desktop")]).records.map(
                \.value) == [.object(again)])
    }

    @Test func theSameFieldChangedOnTwoMachinesIsAClashOverThatFieldAlone() throws {
        let made = Self.meal(Self.cake, 10, "laptop", replaced: nil)
        var laptopEdit = Self.cake
        var desktopEdit = Self.cake
        (laptopEdit["calories"], laptopEdit["name"]) = (.int(999), .string("Cheesecake"))
        desktopEdit["calories"] = .int(300)
        let fold = RecordFold([
            made, Self.meal(desktopEdit, 30, "desktop", replaced: "10@laptop"),
            Self.meal(laptopEdit, 20, "laptop", replaced: "10@laptop"),
        ])
        var kept = Self.cake
        (kept["calories"], kept["name"]) = (.int(300), .string("Cheesecake"))
        #expect(fold.records.map(\.value) == [.object(kept)])
        let clash = try #require(fold.clashes.first)
        #expect(fold.clashes.count == 1 && clash.fields == ["calories"])
        #expect(clash.kept.id == "30@desktop" && clash.keptValue == .object(["calories": .int(300)]))
        #expect(clash.other.id == "20@laptop" && clash.otherValue == .object(["calories": .int(999)]))
    }

    @Test func anEditOfAVersionCompactedAwayReplacesTheRecordWithoutAClash() {
        var renamed = Self.cake
        renamed["name"] = .string("Torte")
        // 20@laptop, between these two, was dropped from the laptop's log when it was compacted.
        let fold = RecordFold([
            Self.meal(Self.cake, 10, "laptop", replaced: nil), Self.meal(renamed, 30, "laptop", replaced: "20@laptop"),
        ])
        #expect(fold.records.map(\.value) == [.object(renamed)])
        #expect(fold.clashes.isEmpty)
    }

    @Test func aDeletionAtOnceWithAnEditIsDecidedByTimeAndListed() {
        let made = Self.meal(Self.cake, 10, "laptop", replaced: nil)
        var edited = Self.cake
        edited["calories"] = .int(999)
        let deleted = Self.meal(nil, 30, "desktop", replaced: "10@laptop")
        let fold = RecordFold([made, Self.meal(edited, 20, "laptop", replaced: "10@laptop"), deleted])
        #expect(fold.records.isEmpty)
        #expect(
            fold.clashes.map { "\($0.kept.id) over \($0.other.id) \($0.fields)" } == ["30@desktop over 20@laptop []"])
        let restored = RecordFold([made, Self.meal(edited, 40, "laptop", replaced: "10@laptop"), deleted])
        #expect(restored.records.map(\.value) == [.object(edited)])
    }

    @Test func aDocumentThatLostItsListsIsNotTakenForDeletions() throws {
        let month = try #require(
            DocumentRecords.records(
                of: Data(#"{"entries":[{"id":"a1"}],"version":1}"#.utf8), path: "meals/2026-11.json"))
        for text in [#"{"version":1}"#, #"{"entries":[]}"#, "[]", "{}", "42"] {
            let now = try #require(DocumentRecords.records(of: Data(text.utf8), path: "meals/2026-11.json"))
            #expect(!DocumentRecords.keepsShape(of: month, in: now), "\(text)")
        }
        let emptied = try #require(
            DocumentRecords.records(of: Data(#"{"entries":[],"version":1}"#.utf8), path: "meals/2026-11.json"))
        #expect(DocumentRecords.keepsShape(of: month, in: emptied))
        #expect(DocumentRecords.keepsShape(of: [], in: emptied))
    }

    @Test func aRecordIsDescribedInWords() {
        let meal: JSONValue = .object([
            "id": .string("a1"), "name": .string("Plum"), "time": .string("2026-11-20T08:00:00.000Z"),
        ])
        #expect(
            DocumentRecords.describe("i:entries\u{0}a1", value: meal) == "the meal \"Plum\" of 2026-11-20 08:00 UTC")
        #expect(
            DocumentRecords.describe("i:checkins\u{0}2026-11-02", value: .object(["day": .string("2026-11-02")]))
                == "the check-in of 2026-11-02")
        #expect(DocumentRecords.describe("f:calories") == "the field \"calories\"")
        #expect(DocumentRecords.describe("m:notes\u{0}museum") == "\"museum\" in notes")
    }

    @Test func aDeletionLaterThanAnEditRemovesTheRecordAndAnEditLaterThanADeletionBringsItBack() {
        let key = "i:entries\u{0}a1"
        func operation(_ value: JSONValue?, _ time: Int64, _ device: String) -> SyncOperation {
            var operation = SyncOperation(key: key, value: value, time: time, replaced: nil)
            operation.device = device
            return operation
        }
        #expect(RecordFold([operation(.int(1), 1, "a"), operation(nil, 2, "b")]).records.isEmpty)
        #expect(
            RecordFold([operation(.int(1), 1, "a"), operation(nil, 2, "b"), operation(.int(3), 3, "a")]).records.map(
                \.value) == [.int(3)])
        // The same time: the greater device name decides, the same way on every machine.
        #expect(RecordFold([operation(.int(1), 5, "a"), operation(.int(2), 5, "b")]).records.map(\.value) == [.int(2)])
    }

    @Test func recordsKeepTheOrderTheyWereFirstMadeIn() throws {
        let data = Data(#"{"entries":[{"id":"z"},{"id":"a"},{"id":"m"}],"version":1}"#.utf8)
        let records = try #require(DocumentRecords.records(of: data, path: "meals/2026-11.json"))
        var later = SyncOperation(
            key: "i:entries\u{0}a", value: .object(["id": .string("a"), "note": .string("edited")]), time: 9,
            replaced: "1@laptop")
        later.device = "desktop"
        let folded = RecordFold(Self.operations(records, device: "laptop", time: 1) + [later])
        let rebuilt = try #require(DocumentRecords.document(from: folded.records))
        let ids = String(decoding: rebuilt, as: UTF8.self).split(separator: "\n").filter { $0.contains("\"id\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(ids == [#""id" : "z""#, #""id" : "a","#, #""id" : "m""#])
    }

    @Test func anOperationLineReadsBackAsWritten() {
        let operations = [
            SyncOperation(key: "f:calories", value: .int(2000), time: 1_795_590_434_178, replaced: nil),
            SyncOperation(
                key: "i:entries\u{0}a1", value: nil, time: 1_795_590_434_179, replaced: "1795590434178@laptop"),
        ]
        let text = SyncOperation.text(operations)
        #expect(
            String(decoding: text, as: UTF8.self) == """
                {"k":"f:calories","t":1795590434178,"v":2000}
                {"k":"i:entries\\u0000a1","r":"1795590434178@laptop","t":1795590434179,"x":true}

                """)
        let read = SyncOperation.lines(text + Data("not json\n".utf8), device: "laptop")
        #expect(
            read.map(\.key) == operations.map(\.key) && read.map(\.value) == [.int(2000), nil]
                && read.map(\.line) == [0, 1])
        let some = SyncOperation.lines(text + text, device: "laptop", keys: ["i:entries\u{0}a1"])
        #expect(some.map(\.line) == [1, 3] && some.allSatisfy { $0.value == nil })
    }

    static let jsonTexts = [
        #"{"a": [1, -2, 3.5, 1e3, -0.25E-2, true, false, null], "b": {"c": "d"}, "e": []}"#,
        #"["line\nbreak", "tab\t", "quote \" and \\ and \/", "\u00e9t\u00E9", "\ud83d\ude00", "эт😀", "\u0000\u001b"]"#,
        #"  {"nested": [[[{"x": {}}]]], "big": 12345678901234567890, "small": -9223372036854775808}  "#,
        #""just a string""#, "42", "null",
    ]

    @Test(arguments: jsonTexts)
    func jsonReadByHandEqualsTheStandardDecoder(text: String) throws {
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let read = try #require(JSONValue.read(Data(text.utf8)))
        #expect(read == expected)
        #expect(JSONValue.read(Data(read.canonical.utf8)) == read)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(read.canonical.utf8)) == read)
    }

    @Test(arguments: [
        #"{"a": 1"#, #"{"a" 1}"#, "[1,]x", #""unterminated"#, #""bad \q escape""#, "tru", "{} {}", "",
        "{\"a\":\"raw\u{1}control\"}",
    ])
    func textThatIsNotJSONIsNotRead(text: String) {
        #expect(JSONValue.read(Data(text.utf8)) == nil)
    }

    @Test(
        arguments: jsonTexts + [
            #"{"empty": [], "none": {}, "nested": [[]], "text": "é/\u0001\b\f\n\"\t", "small": 0.1, "tiny": 1e-7, "huge": 1e21}"#
        ])
    func aDocumentIsLaidOutAsTheStandardEncoderLaysItOut(text: String) throws {
        let value = try #require(JSONValue.read(Data(text.utf8)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(
            String(decoding: value.documentBytes, as: UTF8.self)
                == String(decoding: try encoder.encode(value) + Data("\n".utf8), as: UTF8.self))
    }

    @Test func aReplicaStateWrittenBeforeAFieldExistedStillReads() throws {
        let state = try JSONDecoder().decode(
            SyncState.self, from: Data(#"{"device": "laptop", "fingerprints": {"goals.json": "1f"}}"#.utf8))
        #expect(
            state.device == "laptop" && state.fingerprints == ["goals.json": "1f"] && state.unfolded.isEmpty
                && !state.auto)
    }
}
