import Foundation
import Testing

/// completions/ and man/ are generated from the command declarations, and the bundled sights
/// from data/, by `make generated`.
struct GeneratedFilesTests {
    static let root = CoachProcess.packageRoot

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptIsCurrent(shell: String) throws {
        let generated = try CoachProcess().run(["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let committed = try String(contentsOf: Self.root.appendingPathComponent("completions/coach.\(shell)"), encoding: .utf8)
        #expect(generated.out == committed, "completions/coach.\(shell) is stale: run 'make generated'")
    }

    @Test func manPageIsCurrent() throws {
        let tool = ProcessInfo.processInfo.environment["GENERATE_MANUAL"]
            ?? Self.root.appendingPathComponent(".build/debug/generate-manual").path
        try #require(FileManager.default.isExecutableFile(atPath: tool), "build it first: 'make test' does")
        let committed = try String(contentsOf: Self.root.appendingPathComponent("man/coach.1"), encoding: .utf8)
        // Regenerate with the committed page's date, so only a change in the commands shows.
        let dateLine = try #require(committed.split(separator: "\n").first { $0.hasPrefix(".Dd ") })
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.dateFormat = "MMMM d, yyyy"
        let date = try #require(parser.date(from: String(dateLine.dropFirst(4))))
        parser.dateFormat = "yyyy-MM-dd"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("coach-man-\(UUID())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [CoachProcess.binary, "--date", parser.string(from: date), "--output-directory", output.path]
        try process.run()
        process.waitUntilExit()
        let fresh = try String(contentsOf: output.appendingPathComponent("coach.1"), encoding: .utf8)
        #expect(fresh == committed, "man/coach.1 is stale: run 'make generated'")
    }

    @Test func sightsCatalogIsCurrent() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/generate-sights.py", "--stdout"]
        process.currentDirectoryURL = Self.root
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let generated = out.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/generate-sights.py failed: \(problem)")
        let path = "Sources/Core/Sights/Catalog/SaranskSights.swift"
        let committed = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        #expect(String(decoding: generated, as: UTF8.self) == committed, "\(path) is stale: run 'make generated'")
    }

    @Test func manPageDocumentsTheExitStatuses() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("man/coach.1"), encoding: .utf8)
        #expect(page.contains("Exit status: 0 when every command succeeded, 1 when a command failed, 64 for a usage error"))
    }
}
