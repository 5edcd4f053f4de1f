import Foundation
import Testing

/// Input from outside is bounded: a line, a script line and an imported file past their limits
/// are refused with what the limit is, and the rest of the input still runs.
struct InputLimitTests {
    static func longLineMessage(_ place: String, bytes: String) -> String {
        "Error: \(place)the line has \(bytes) bytes; coach reads lines of up to 65,536 bytes (64 KiB), so it was skipped\n"
    }

    @Test(arguments: [65_536, 65_537, 3_000_000])
    func aPipedLineOverTheLimitIsSkippedAndTheNextRuns(length: Int) throws {
        let long = String(repeating: "1+", count: length / 2) + (length % 2 == 0 ? "" : "1")
        let result = try CoachProcess().run(input: "2+2\n# \(long.dropFirst(2))\n3*3\n")
        #expect(result.out == "4\n9\n")
        if length <= 65_536 {
            #expect(result.status == 0)
            #expect(result.err == "")
        } else {
            #expect(result.status == 1)
            #expect(result.err == Self.longLineMessage("line 2: ", bytes: length == 65_537 ? "65,537" : "3,000,000"))
        }
    }

    @Test func aLastLineWithoutANewlineStillRuns() throws {
        #expect(try CoachProcess().run(input: "1+1\n2+2").out == "2\n4\n")
    }

    @Test func aScriptLineOverTheLimitIsSkipped() throws {
        let coach = CoachProcess()
        let script = coach.home.appendingPathComponent("long.coach")
        try ("1+1\n" + String(repeating: "x", count: 70_000) + "\n2+2\n").write(
            to: script, atomically: true, encoding: .utf8)
        let result = try coach.run(["source", script.path])
        #expect(result.out == "2\n4\n")
        #expect(result.err == Self.longLineMessage("\(script.path) line 2: ", bytes: "70,000"))
    }

    @Test func anImportOver256MiBIsRefusedUnread() throws {
        let coach = CoachProcess()
        let file = coach.home.appendingPathComponent("huge.geojson")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 257 << 20)
        try handle.close()
        let result = try coach.run(["sights", "import", file.path])
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: '\(file.path)' has 257 MiB; coach imports files of up to 256 MiB (150,000 places at most), "
                + "so split it and import the parts; nothing was imported\n")
    }
}
