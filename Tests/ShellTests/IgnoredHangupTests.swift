import Foundation
import Testing

/// A signal the parent ignored stays ignored: `nohup coach …` goes on when the terminal hangs up.
struct IgnoredHangupTests {
    @Test func nohupCoachSurvivesAHangup() throws {
        let coach = CoachProcess()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nohup", CoachProcess.binary]
        process.environment = coach.environment
        let input = Pipe()
        let output = coach.home.appendingPathComponent("out")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: output.path)
        process.standardError = FileHandle(forWritingAtPath: coach.home.appendingPathComponent("err").path)
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("meal add Apple 52 --date 2026-11-20\n".utf8))
        // Written before coach waits for the next line.
        for _ in 0..<400 where !coach.read("out").contains("Apple") { usleep(25_000) }
        kill(process.processIdentifier, SIGHUP)
        usleep(200_000)
        try #require(process.isRunning, "coach ended on SIGHUP though nohup ignored it")
        try input.fileHandleForWriting.write(contentsOf: Data("meal list 2026-11-20\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(coach.read("err"))")
        #expect(coach.read("out").contains("Apple     52 kcal"), "\(coach.read("out"))")
    }
}
