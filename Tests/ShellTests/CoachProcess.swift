import Foundation
import Testing

/// Runs the built `coach` binary the way a person or a script would.
struct CoachProcess {
    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// The package folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `$COACH_BINARY` (set by `make test`), else the release build that `make run` and `make install` make:
    /// the binary people run. `ShippedBinaryTests` fails when it is another build or older than the sources.
    static let binary: String =
        ProcessInfo.processInfo.environment["COACH_BINARY"]
        ?? packageRoot.appendingPathComponent(".build/release/coach").path

    /// A fresh data directory and history file for one test.
    let home: URL

    init() {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("coach-e2e-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    var dataDirectory: URL { home.appendingPathComponent("data") }
    var historyFile: URL { home.appendingPathComponent("history") }

    /// scripts/record-transcripts.sh (`make transcripts`) sets the same; change both together.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["COACH_HOME"] = dataDirectory.path
        environment["COACH_HISTORY"] = historyFile.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["LANG"] = "C.UTF-8"
        // LANG alone says the language (English); a test that wants Russian sets LANG itself.
        environment.removeValue(forKey: "LC_ALL")
        environment.removeValue(forKey: "LC_MESSAGES")
        // Piped lines wrap at $COLUMNS (80 without it). These tests check what the lines say, on any path length;
        // ScreenWidthTests and the transcripts check the 80-column layout a pipe gets without it.
        environment["COLUMNS"] = "250"
        environment.removeValue(forKey: "NO_COLOR")
        return environment
    }

    /// Runs `coach ARGS` (or another program) with `input` on stdin (a file, as `coach < script` would).
    @discardableResult
    func run(
        _ arguments: [String] = [], input: String = "", program: String = Self.binary, in folder: URL? = nil,
        environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = start(arguments, input: input, program: program, in: folder, environment: extra)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, out: read("out"), err: read("err"))
    }

    /// Starts `coach` without waiting, for concurrency and crash tests.
    func start(
        _ arguments: [String], input: String, tag: String = "", program: String = Self.binary, in folder: URL? = nil,
        environment extra: [String: String] = [:]
    ) -> Process {
        let inputFile = home.appendingPathComponent("in\(tag)")
        #expect(FileManager.default.createFile(atPath: inputFile.path, contents: Data(input.utf8)))
        for name in ["out", "err"] {
            #expect(FileManager.default.createFile(atPath: home.appendingPathComponent(name + tag).path, contents: nil))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle(forReadingAtPath: inputFile.path)
        process.standardOutput = FileHandle(forWritingAtPath: home.appendingPathComponent("out" + tag).path)
        process.standardError = FileHandle(forWritingAtPath: home.appendingPathComponent("err" + tag).path)
        try! process.run()
        return process
    }

    func read(_ name: String) -> String {
        String(
            decoding: FileManager.default.contents(atPath: home.appendingPathComponent(name).path) ?? Data(),
            as: UTF8.self)
    }
}
