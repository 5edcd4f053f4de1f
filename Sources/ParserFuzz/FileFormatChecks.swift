import Core
import Storage

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
        readsAsTheStandardDecoder(MonthFile<MealEntry>.self, bytes)
        readsAsTheStandardDecoder(MonthFile<CheckIn>.self, bytes)
        readsAsTheStandardDecoder(MealUndoJournal.self, bytes)
        guard let value = try? JSONValue(parsing: bytes) else { return }
        for text in [value.canonical, String(decoding: value.documentBytes, as: UTF8.self)] {
            require(JSONValue.read(Data(text.utf8)) == value, "\(text) did not read back")
        }
    }

    /// A document read past the standard decoder (a month of meals or check-ins, the meal undo journal) reads as the
    /// standard decoder reads it, or is refused as it refuses it.
    static func readsAsTheStandardDecoder<D: StoredDocument>(_ type: D.Type, _ bytes: UnsafeBufferPointer<UInt8>) {
        let data = Data(bytes)
        let read = try? DocumentCoder.decode(D.self, from: data, path: "fuzz.json")
        let standard = try? DocumentCoder.standardDecoded(D.self, from: data, path: "fuzz.json")
        let written = read.flatMap { try? DocumentCoder.standardEncoded($0) }
        require(written == standard.flatMap { try? DocumentCoder.standardEncoded($0) }, "\(D.self) read otherwise")
    }
}
