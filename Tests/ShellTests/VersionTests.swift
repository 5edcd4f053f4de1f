import Foundation
import Testing

/// `coach --version` names VERSION's version and the commit the binary was built from (as `git describe` names
/// it), so a report of a bug says exactly what ran.
struct VersionTests {
    /// What the binary built from this checkout says.
    static func expected() throws -> String {
        let root = CoachProcess.packageRoot
        let version = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let described = try CoachProcess().run(
            ["describe", "--always", "--dirty", "--abbrev=12"], program: "/usr/bin/git", in: root)
        try #require(described.status == 0, "git describe: \(described.err)")
        return "coach \(version) (\(described.out.trimmingCharacters(in: .whitespacesAndNewlines)))\n"
    }

    @Test func theVersionNamesTheCommit() throws {
        let shown = try CoachProcess().run(["--version"])
        #expect(shown.status == 0 && shown.err == "")
        #expect(shown.out == (try Self.expected()), "rebuild with 'make build' after committing")
    }
}
