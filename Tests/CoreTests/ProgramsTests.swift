import Foundation
import LiveStorage
import Storage
import Testing

/// Running other programs: what they print, how they end, where and with what they run.
struct ProgramsTests {
    @Test func outputErrorsAndStatusAreKeptApart() async throws {
        let run = try #require(
            await Programs.run("sh", ["-c", "echo ' out '; echo err >&2; exit 3"], timeout: .seconds(30)))
        #expect(run == ToolRun(status: 3, output: "out", errors: "err"))
        #expect(run.said == "err")
    }

    @Test func runsInTheFolderWithTheEnvironmentGiven() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-programs-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try #require(
            await Programs.run(
                "sh", ["-c", "pwd; echo \"$COACH_TEST_WORD\""], in: folder, environment: ["COACH_TEST_WORD": "kept"],
                timeout: .seconds(30)))
        #expect(run.output == "\(folder)\nkept" && run.status == 0)
    }

    @Test func aProgramGivenByPathRunsWithoutPATH() async throws {
        let run = try #require(
            await Programs.run(
                "/bin/sh", ["-c", "echo by-path"], environment: ["PATH": "/nowhere"], timeout: .seconds(30)))
        #expect(run.output == "by-path" && run.status == 0)
    }

    @Test func aMissingProgramIsNil() async {
        #expect(await Programs.run("coach-no-such-program", [], timeout: .seconds(60)) == nil)
    }

    @Test func aProgramThatTakesTooLongIsStopped() async throws {
        let run = try #require(await Programs.run("sleep", ["600"], timeout: .milliseconds(200)))
        #expect(run.status == -1 && run.errors == "sleep took longer than 0.2 seconds and was stopped")
    }

    @Test func aSignalEndingAProgramIsItsStatus() async throws {
        let run = try #require(await Programs.run("sh", ["-c", "kill -TERM $$"], timeout: .seconds(30)))
        #expect(run.status == 128 + 15)
    }
}
