import Core
import Testing

/// A zip's directory read from bytes: the entries as written, and every hostile zip refused before anything is
/// unpacked.
struct ZipArchiveTests {
    /// A zip of `files` (stored, not deflated) as zip writers lay it out; `method`, `flags` and `size` override what
    /// every entry's directory record says, and `count` the number of entries the end record says.
    static func zip(
        _ files: [(String, [UInt8])], method: Int = 0, flags: Int = 0, size: Int? = nil, count: Int? = nil
    ) -> [UInt8] {
        func number(_ value: Int, _ bytes: Int) -> [UInt8] {
            (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        var body: [UInt8] = []
        var directory: [UInt8] = []
        for (name, data) in files {
            let offset = body.count
            let sizes = number(data.count, 4) + number(size ?? data.count, 4)
            body += number(0x0403_4B50, 4) + number(20, 2) + number(flags, 2) + number(method, 2) + number(0, 8)
            body += sizes + number(name.utf8.count, 2) + number(0, 2) + Array(name.utf8) + data
            directory += number(0x0201_4B50, 4) + number(20, 2) + number(20, 2) + number(flags, 2) + number(method, 2)
            directory += number(0, 8) + sizes + number(name.utf8.count, 2) + number(0, 12) + number(offset, 4)
            directory += Array(name.utf8)
        }
        let end =
            number(0x0605_4B50, 4) + number(0, 4) + number(count ?? files.count, 2) + number(count ?? files.count, 2)
            + number(directory.count, 4) + number(body.count, 4) + number(0, 2)
        return body + directory + end
    }

    static func refusal(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ZipArchive(bytes, file: "loop.zip")
            return nil
        } catch { return error.message }
    }

    @Test func theEntriesAreListedWithWhereTheirBytesAre() throws {
        let bytes = Self.zip([("Habits.csv", Array("Name\nFloss\n".utf8)), ("001 Floss/Checkmarks.csv", [])])
        let zip = try ZipArchive(bytes, file: "loop.zip")
        #expect(zip.entries.map(\.name) == ["Habits.csv", "001 Floss/Checkmarks.csv"])
        let habits = try #require(zip.entry(named: "Habits.csv"))
        #expect(String(decoding: bytes[habits.packed], as: UTF8.self) == "Name\nFloss\n")
        #expect(habits.size == 11 && habits.method == 0)
        #expect(zip.entry(named: "habits.csv") == nil)
    }

    @Test(arguments: [
        (
            Array("Date,Value\n".utf8),
            "loop.zip: it is not a zip file, or its directory is damaged; give the export as the app wrote it"
        ),
        (
            Array(zip([("a", [1, 2, 3])]).dropFirst(3)),
            "loop.zip: it is not a zip file, or its directory is damaged; give the export as the app wrote it"
        ),
        (
            zip([("Habits.csv", [1])], flags: 1),
            "loop.zip: 'Habits.csv' in it is encrypted or packed in a way coach does not read; export it again"
        ),
        (
            zip([("Habits.csv", [1])], method: 12),
            "loop.zip: 'Habits.csv' in it is encrypted or packed in a way coach does not read; export it again"
        ),
        (
            zip([("../../etc/passwd", Array(repeating: 0, count: 100))], method: 8, size: 200 << 20),
            "loop.zip: '../../etc/passwd' in it would unpack to more than coach reads of one file (a zip bomb?); nothing was imported"
        ),
        (
            zip([("bomb", Array(repeating: 0, count: 1000))], method: 8, size: 40 << 20),
            "loop.zip: 'bomb' in it would unpack to more than coach reads of one file (a zip bomb?); nothing was imported"
        ),
        (zip([("a", [])], count: 10_001), "loop.zip: it holds more than 10,000 files, more than an export has"),
        (
            zip([("a", [])], count: 2),
            "loop.zip: it is not a zip file, or its directory is damaged; give the export as the app wrote it"
        ),
    ])
    func aHostileZipIsRefusedBeforeAnythingIsUnpacked(bytes: [UInt8], message: String) {
        #expect(Self.refusal(bytes) == message)
    }
}
