import Foundation
import Storage
import Testing

/// A log's parts: named so that no document's log is mistaken for another's part, laid out so that each part
/// stays within its size and the parts read one after another are the log, and compacted part by part.
struct LogPartsTests {
    @Test(arguments: [
        ("meals/2026-11.json.jsonl", "meals/2026-11.json", 1),
        ("sights/imported.json.2.jsonl", "sights/imported.json", 2),
        ("sights/imported.json.256.jsonl", "sights/imported.json", 256),
        ("meals/photos/a.2.jpg.jsonl", "meals/photos/a.2.jpg", 1),
        ("meals/photos/a.jpg.3.jsonl", "meals/photos/a.jpg", 3),
        ("v1.0/x.json.jsonl", "v1.0/x.json", 1),
    ])
    func aFileNamesItsDocumentAndPart(file: String, document: String, number: Int) {
        #expect(LogParts.part(file)! == (document, number))
        #expect(LogParts.file(of: document, part: number) == file)
    }

    @Test(arguments: ["x.json.1.jsonl", "x.json.02.jsonl", "x.json.257.jsonl", "x.json.1000.jsonl", "x.json"])
    func aFileOfNoPartIsNone(file: String) {
        #expect(LogParts.part(file) == nil)
    }

    @Test func partsStayWithinTheirSizeAndMakeTheLog() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 0..<40, using: &random)).map { _ in
                String(repeating: "a", count: Int.random(in: 0..<30, using: &random)) + "\n"
            }
            let log = Data(lines.joined().utf8)
            let size = Int.random(in: 1..<80, using: &random)
            let parts = LogParts.split(log, size: size)
            #expect(parts.reduce(Data(), +) == log)
            #expect(parts.allSatisfy { $0.last == 0x0A })
            #expect(parts.allSatisfy { $0.count <= size || $0.dropLast().firstIndex(of: 0x0A) == nil })
            // Growing the log keeps its full parts as they were.
            let grown = LogParts.split(log + Data("bb\n".utf8), size: size)
            #expect(Array(grown.prefix(max(0, parts.count - 1))) == Array(parts.dropLast()))
        }
    }

    @Test func compactionDropsLinesCountedThroughTheParts() {
        let parts = [Data("a\nb\n".utf8), Data("c\n".utf8), Data("d\ne\n".utf8)]
        #expect(LogCompaction.parts(parts, without: [1, 2]) == [Data("a\n".utf8), Data("d\ne\n".utf8)])
        #expect(LogCompaction.parts(parts, without: [4]) == [Data("a\nb\n".utf8), Data("c\n".utf8), Data("d\n".utf8)])
    }
}
