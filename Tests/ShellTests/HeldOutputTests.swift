import Foundation
import Testing

/// A piped script's output is written in blocks, yet never out of order with its errors and never
/// held back while coach waits.
struct HeldOutputTests {
    /// Runs coach on `input` with stdout and stderr into one file, as `coach < script > log 2>&1` does.
    func start(_ input: String, into log: URL, coach: CoachProcess) throws -> Process {
        let inputFile = coach.home.appendingPathComponent("script")
        try Data(input.utf8).write(to: inputFile)
        #expect(FileManager.default.createFile(atPath: log.path, contents: nil))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CoachProcess.binary)
        process.environment = coach.environment
        process.standardInput = FileHandle(forReadingAtPath: inputFile.path)
        let both = FileHandle(forWritingAtPath: log.path)
        process.standardOutput = both
        process.standardError = both
        try process.run()
        return process
    }

    @Test func errorsStayBetweenTheLinesAroundThem() throws {
        let coach = CoachProcess()
        let log = coach.home.appendingPathComponent("log")
        let process = try start("1+1\nbogus\n2+2\nstopwatch\n", into: log, coach: coach)
        process.waitUntilExit()
        #expect(
            String(decoding: try Data(contentsOf: log), as: UTF8.self) == """
                2
                Error: line 2: unknown command 'bogus'. Type 'help' to see the commands.
                4
                00:00:00 stopped

                """)
    }

    @Test func textBeforeAPauseIsWrittenBeforeThePause() throws {
        let coach = CoachProcess()
        let log = coach.home.appendingPathComponent("log")
        let process = try start("1+1\nbreathe --cycles 3 --plain\n", into: log, coach: coach)
        defer {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        // The session lasts 30 s; the sum and the first prompt must show up while it breathes.
        var seen = ""
        for _ in 0..<200 where !seen.contains("inhale 4s") {
            Thread.sleep(forTimeInterval: 0.05)
            seen = String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self)
        }
        #expect(seen.hasPrefix("2\n"))
        #expect(seen.contains("00:00 inhale 4s (cycle 1/3)"))
        #expect(process.isRunning)
    }
}
