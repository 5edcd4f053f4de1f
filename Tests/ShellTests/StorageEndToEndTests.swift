import Foundation
import TestSupport
import Testing

/// The data directory under real processes: concurrent writers, damaged files, kills mid-write.
struct StorageEndToEndTests {
    func laps(in coach: CoachProcess, _ comment: Comment? = nil) throws -> Int {
        let data = try Data(contentsOf: coach.dataDirectory.appendingPathComponent("stopwatch.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["version"] as? Int == 1, comment)
        return (object?["laps"] as? [Any])?.count ?? -1
    }

    @Test func twoProcessesWritingAtOnceLoseNothing() throws {
        let coach = CoachProcess()
        try coach.run(["stopwatch", "start"])
        let script = String(repeating: "stopwatch lap\n", count: 150)
        let writers = (0..<2).map { coach.start([], input: script, tag: "\($0)") }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.map(\.terminationStatus) == [0, 0])
        #expect(try laps(in: coach) == 300)
    }

    @Test func aDamagedFileIsNeverOverwritten() throws {
        let coach = CoachProcess()
        try FileManager.default.createDirectory(at: coach.dataDirectory, withIntermediateDirectories: true)
        let file = coach.dataDirectory.appendingPathComponent("stopwatch.json")
        let damaged = Data("{\"version\": 1, \"banked\": 12,,}".utf8)
        try damaged.write(to: file)
        let result = try coach.run(input: "stopwatch start\nstopwatch reset\nstopwatch\n")
        #expect(result.status == 1)
        let message =
            "\(file.path) is damaged (not valid JSON: invalid value at line 1, column 29). coach left it untouched; "
            + "move it aside to start afresh (mv '\(file.path)' '\(file.path).bad') or repair stopwatch.json by hand."
        #expect(result.err == (1...3).map { "Error: line \($0): \(message)\n" }.joined())
        #expect(try Data(contentsOf: file) == damaged)
    }

    @Test func anUnusableDataDirectoryIsAClearErrorNotACrash() throws {
        let coach = CoachProcess()
        let blocker = coach.home.appendingPathComponent("blocker")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let result = try coach.run(["--data-dir", blocker.path, "stopwatch", "start"])
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: cannot create the data directory \(blocker.path): a file with that name is in the way. "
                + "Choose another with --data-dir DIR or COACH_HOME.\n")
    }

    /// Kills a busy writer at random moments; every time, the file must still decode. The seed draws the delays
    /// (how far a writer gets in one still depends on the machine).
    @Test func killingAWriterMidWriteNeverTearsTheFile() throws {
        let coach = CoachProcess()
        try coach.run(["stopwatch", "start"])
        let script = String(repeating: "stopwatch lap\n", count: 3000)
        let seed = TestSeed()
        var generator = seed.random
        /// The laps in the file, or nil, the failure naming the seed, when it does not read.
        func lapsRead(_ round: Int) -> Int? {
            do { return try laps(in: coach, "kill \(round), \(seed)") } catch {
                Issue.record(error, "stopwatch.json does not read at kill \(round), \(seed)")
                return nil
            }
        }
        var previous = 0
        for round in 0..<25 {
            let writer = coach.start([], input: script, tag: "k\(round)")
            // Kill while it is writing, however long the start takes on a loaded machine.
            let started = Date()
            while lapsRead(round) == previous, writer.isRunning, Date().timeIntervalSince(started) < 10 {
                usleep(2000)
            }
            usleep(UInt32.random(in: 0...40_000, using: &generator))
            kill(writer.processIdentifier, SIGKILL)
            writer.waitUntilExit()
            guard let count = lapsRead(round) else { break }
            #expect(count >= previous, "laps went backwards after kill \(round), \(seed)")
            previous = count
        }
        #expect(previous > 0, "\(seed)")
        #expect(try coach.run(["stopwatch"]).status == 0, "\(seed)")
    }
}

/// Every store problem names the file and what to do, never Foundation's "operation could not be completed".
struct BadStateWordsTests {
    @Test func aDataDirectoryInsideAFileIsNamed() throws {
        let coach = CoachProcess()
        let file = coach.home.appendingPathComponent("plain-file")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
        for home in [file.path, file.path + "/coach"] {
            var environment = coach.environment
            environment["COACH_HOME"] = home
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CoachProcess.binary)
            process.arguments = ["meal", "add", "Apple", "52"]
            process.environment = environment
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = Pipe()
            try process.run()
            process.waitUntilExit()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus == 1)
            #expect(!text.contains("could not be completed") && !text.contains("Domain"), "\(text)")
            #expect(
                text.contains(
                    home == file.path ? "a file with that name is in the way" : "\(file.path) is a file, not a folder"),
                "\(text)")
        }
    }
}
