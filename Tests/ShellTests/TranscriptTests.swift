import Foundation
import Testing

/// Whole piped sessions: `Transcripts/NAME.coach` is fed to coach on stdin and everything it
/// prints must match `NAME.expected` (stdout, then `--- stderr`, then `--- exit N`).
/// `make transcripts` (scripts/record-transcripts.sh) re-records them the same way. A name ending in `.ru`
/// (`first-look.ru.coach`) runs in a Russian locale (`LANG=ru_RU.UTF-8`), the rest in `LANG=C.UTF-8`.
/// A script whose first line is `# clock: 2026-11-24 20:00:00` runs with the clock set to then, under
/// faketime, so what it shows of today, streaks and times of day stays the same from day to day.
struct TranscriptTests {
    static let folder = CoachProcess.packageRoot.appendingPathComponent("Tests/ShellTests/Transcripts")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".coach") }.map { String($0.dropLast(".coach".count)) }.sorted()
    }

    @Test(arguments: names)
    func transcript(name: String) throws {
        let script = try String(contentsOf: Self.folder.appendingPathComponent(name + ".coach"), encoding: .utf8)
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
        let locale = name.hasSuffix(".ru") ? "ru_RU.UTF-8" : "C.UTF-8"
        let environment = ["COLUMNS": "", "LANG": locale]
        let first = script.prefix { $0 != "\n" }
        // The clock starts at the time given and runs on.
        let clock =
            first.hasPrefix("# clock: ") ? FakeClock.running(from: String(first.dropFirst("# clock: ".count))) : [:]
        let result = try CoachProcess().run(input: script, environment: environment.merging(clock) { $1 })
        let actual = result.out + "--- stderr\n" + result.err + "--- exit \(result.status)\n"
        #expect(
            actual == expected, "if the new output is right, re-record with 'make transcripts' and review the git diff")
    }

    @Test func thereAreTranscripts() {
        #expect(Self.names.count >= 2)
    }
}
