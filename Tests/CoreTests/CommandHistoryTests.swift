import Core
import Foundation
import LiveStorage
import Storage
import Testing

struct CommandHistoryTests {
    @Test func skipsBlanksAndImmediateRepeats() {
        var history = CommandHistory()
        let added = ["stopwatch start", "stopwatch start", "   ", "timer 5m", "stopwatch start"].map { history.add($0) }
        #expect(added == [true, false, false, true, true])
        #expect(history.lines == ["stopwatch start", "timer 5m", "stopwatch start"])
    }

    @Test func keepsTheNewestThousandLines() {
        var history = CommandHistory()
        for number in 1...1005 { history.add("line \(number)") }
        #expect(history.lines.count == 1000)
        #expect(history.lines.first == "line 6")
        #expect(history.lines.last == "line 1005")
        #expect(CommandHistory(fileText: history.fileText) == history)
    }

    @Test func keepsNoMoreThanTheFileReadsBack() {
        var history = CommandHistory()
        for number in 1...10 { history.add("\(number) " + String(repeating: "y", count: 60_000)) }
        #expect(history.lines.map { $0.prefix(2) } == ["7 ", "8 ", "9 ", "10"])
        #expect(history.fileText.utf8.count <= LineFile.tailBytes)
    }

    @Test func savesAndReadsBackWithUnicode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-history-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state/history")
        #expect(CommandHistory.read(from: LineFile(url: file)).lines.isEmpty)
        var history = CommandHistory()
        history.add("meal add Яблоко 52")
        history.add("echo café")
        try history.write(to: LineFile(url: file))
        #expect(CommandHistory.read(from: LineFile(url: file)) == history)
        #expect(try String(contentsOf: file, encoding: .utf8) == "meal add Яблоко 52\necho café\n")
    }
}

/// The history file as two shells and a careless editor may leave it.
struct HistoryFileTests {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("coach-history-\(UUID())/history")

    @Test func twoShellsSavingInTurnKeepEachOthersLines() throws {
        var first = CommandHistory.read(from: LineFile(url: file))
        first.add("stale in-memory view")
        _ = try CommandHistory.append("stopwatch start", to: LineFile(url: file))
        _ = try CommandHistory.append("timer 5m tea", to: LineFile(url: file))
        let merged = try CommandHistory.append("meal list", to: LineFile(url: file))
        #expect(merged.lines == ["stopwatch start", "timer 5m tea", "meal list"])
        #expect(CommandHistory.read(from: LineFile(url: file)) == merged)
    }

    @Test func aHugeHistoryIsReadFromItsEndOnly() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let line = String(repeating: "x", count: 99) + "\n"
        try Data((String(repeating: line, count: 100_000) + "last one\n").utf8).write(to: file)
        let history = CommandHistory.read(from: LineFile(url: file))
        #expect(history.lines.count == 1000)
        #expect(history.lines.last == "last one")
        #expect(history.lines.allSatisfy { $0 == "last one" || $0.count == 99 })
        let saved = try CommandHistory.append("2+2", to: LineFile(url: file))
        #expect(saved.lines.suffix(2) == ["last one", "2+2"])
        #expect(try Data(contentsOf: file).count < 110_000)
    }

    @Test func aHistoryThatIsNotTextIsNeverRewritten() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let binary = Data([0x6C, 0x73, 0x0A, 0xFF, 0xFE, 0x00, 0x0A])
        try binary.write(to: file)
        #expect(CommandHistory.read(from: LineFile(url: file)).lines.isEmpty)
        #expect(throws: StoreError.notText(path: file.path)) {
            try CommandHistory.append("2+2", to: LineFile(url: file))
        }
        #expect(try Data(contentsOf: file) == binary)
        #expect(
            StoreError.notText(path: "/h/history").message
                == "/h/history holds bytes that are not text, so coach will not rewrite it "
                + "(that would lose them); move it aside (mv '/h/history' '/h/history.bad') to start a new one.")
    }
}

struct DataLocationsTests {
    @Test(
        arguments: [
            (nil, [String: String](), "/home/ann/.local/share/coach", "/home/ann/.local/state/coach/history"),
            (
                nil, ["XDG_DATA_HOME": "/x/data", "XDG_STATE_HOME": "/x/state"], "/x/data/coach",
                "/x/state/coach/history"
            ),
            (nil, ["COACH_HOME": "/c", "XDG_DATA_HOME": "/x/data", "COACH_HISTORY": "/h/hist"], "/c", "/h/hist"),
            ("/flag", ["COACH_HOME": "/c"], "/flag", "/home/ann/.local/state/coach/history"),
            (
                nil, ["COACH_HOME": "", "XDG_DATA_HOME": ""], "/home/ann/.local/share/coach",
                "/home/ann/.local/state/coach/history"
            ),
        ] as [(String?, [String: String], String, String)])
    func resolves(flag: String?, environment: [String: String], data: String, history: String) {
        let locations = DataLocations.resolve(dataDirFlag: flag, environment: environment, home: "/home/ann")
        #expect(locations.dataDirectory.path == data)
        #expect(locations.historyFile.path == history)
    }
}
