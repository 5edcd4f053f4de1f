import Core
import Foundation
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

    @Test func savesAndReadsBackWithUnicode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-history-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("state/history")
        #expect(CommandHistory.read(from: file).lines.isEmpty)
        var history = CommandHistory()
        history.add("meal add Яблоко 52")
        history.add("echo café")
        try history.write(to: file)
        #expect(CommandHistory.read(from: file) == history)
        #expect(try String(contentsOf: file, encoding: .utf8) == "meal add Яблоко 52\necho café\n")
    }
}

struct DataLocationsTests {
    @Test(arguments: [
        (nil, [String: String](), "/home/ann/.local/share/coach", "/home/ann/.local/state/coach/history"),
        (nil, ["XDG_DATA_HOME": "/x/data", "XDG_STATE_HOME": "/x/state"], "/x/data/coach", "/x/state/coach/history"),
        (nil, ["COACH_HOME": "/c", "XDG_DATA_HOME": "/x/data", "COACH_HISTORY": "/h/hist"], "/c", "/h/hist"),
        ("/flag", ["COACH_HOME": "/c"], "/flag", "/home/ann/.local/state/coach/history"),
        (nil, ["COACH_HOME": "", "XDG_DATA_HOME": ""], "/home/ann/.local/share/coach", "/home/ann/.local/state/coach/history"),
    ] as [(String?, [String: String], String, String)])
    func resolves(flag: String?, environment: [String: String], data: String, history: String) {
        let locations = DataLocations.resolve(dataDirFlag: flag, environment: environment, home: "/home/ann")
        #expect(locations.dataDirectory.path == data)
        #expect(locations.historyFile.path == history)
    }
}
