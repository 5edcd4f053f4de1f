import Core
import Storage
import TestSupport

/// Files coach reads that it did not write: zone files and TZ rules, and JSON of any shape.
enum FileFormatChecks {
    /// A zone file gives rules or its error; the rules give an offset within a day of UTC for any
    /// instant, and a TZ rule read from the same bytes does too.
    static func zone(_ bytes: UnsafeBufferPointer<UInt8>) {
        let instants: [Int64] = [Int64.min / 2, -1, 0, 1_000_000_000, 4_102_444_800, Int64.max / 2]
        func check(_ rules: ZoneRules) {
            for instant in instants {
                let offset = rules.secondsFromGMT(for: Date(timeIntervalSince1970: Double(instant)))
                require(abs(offset) <= 26 * 3600 + 167 * 3600, "offset \(offset) at \(instant)")
            }
        }
        if let rules = try? ZoneRules(zoneFile: bytes, identifier: "fuzz") { check(rules) }
        if let rules = ZoneRules(rule: String(decoding: bytes.prefix(256), as: UTF8.self)) { check(rules) }
    }

    /// JSON reads or says where it broke; what reads, written out (either way), reads back the same.
    static func json(_ bytes: UnsafeBufferPointer<UInt8>) {
        readsAsFoundationReadsIt(MonthFile<MealEntry>.self, bytes)
        readsAsFoundationReadsIt(MonthFile<CheckIn>.self, bytes)
        readsAsFoundationReadsIt(MealUndoJournal.self, bytes)
        readsAsFoundationReadsIt(Goals.self, bytes)
        guard let value = try? JSONValue(parsing: bytes) else { return }
        for text in [value.canonical, String(decoding: value.documentBytes, as: UTF8.self)] {
            require(JSONValue.read(Data(text.utf8)) == value, "\(text) did not read back")
        }
    }

    /// A document coach reads, Foundation's own decoder (an outside oracle) reads the same; what coach writes of it,
    /// both read back as it.
    /// Past 2^53, where a double no longer holds every whole number, Foundation is asked nothing: it reads a number
    /// by its text's own rules there (`9007199254740993.5` as the whole number 9007199254740993, `5.0e+16` as a whole
    /// number but `50013661046060852.00827` as a double), which no other JSON reader shares.
    static func readsAsFoundationReadsIt<D: StoredDocument>(_ type: D.Type, _ bytes: UnsafeBufferPointer<UInt8>) {
        let data = Data(bytes)
        guard let read = try? DocumentCoder.decode(D.self, from: data, path: "fuzz.json") else { return }
        let asked = !(JSONValue.read(data).map(holdsHugeNumber) ?? true)
        require(!asked || FoundationCoders.read(D.self, from: data) == read, "\(D.self) read otherwise by Foundation")
        guard let written = try? DocumentCoder.encode(read) else { return require(false, "\(D.self) not written") }
        require(
            (try? DocumentCoder.decode(D.self, from: written, path: "fuzz.json")) == read,
            "\(D.self) read back otherwise")
        require(
            !asked || FoundationCoders.read(D.self, from: written) == read, "\(D.self) written otherwise for Foundation"
        )
    }

    /// Whether `value` holds a number of 2^53 or more.
    static func holdsHugeNumber(_ value: JSONValue) -> Bool {
        switch value {
        case let .int(number): number.magnitude >= 1 << 53
        case let .double(number): number.magnitude >= 9_007_199_254_740_992
        case let .array(items): items.contains(where: holdsHugeNumber)
        case let .object(fields): fields.values.contains(where: holdsHugeNumber)
        case .null, .bool, .string: false
        }
    }
}
