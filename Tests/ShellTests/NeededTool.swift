import Foundation
import Testing

/// A program a test needs, which `make test` installs (scripts/ensure-deps.sh). Outside CI a test whose
/// program is missing is skipped with the reason; in CI (`CI=true`) it runs and fails, so a green CI
/// means every test ran.
struct NeededTool {
    let path: String

    init(_ path: String) { self.path = path }

    static let inCI = ["true", "1", "yes"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

    var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    /// The trait for a test that needs these tools: skipped only outside CI, saying which one is missing.
    static func needed(_ tools: NeededTool...) -> ConditionTrait {
        let missing = tools.filter { !$0.isInstalled }.map(\.path)
        return .enabled(
            if: missing.isEmpty || inCI, "\(missing.joined(separator: " and ")) not installed: 'make test' installs it")
    }

    /// The path, or a failure naming what is missing; the first line of a test that runs in CI without it.
    func require() throws -> String {
        try #require(isInstalled, "\(path) is not installed; scripts/ensure-deps.sh (run by 'make test') installs it")
        return path
    }
}
