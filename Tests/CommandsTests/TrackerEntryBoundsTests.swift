import Core
import Foundation
import LiveStorage
import Storage
import Testing

@testable import Commands

/// Each tracker reads only its own entries of a month and names only its own out of bounds, kept beside its summary
/// in one folder of the log's, so thousands of trackers neither write each problem thousands of times nor crowd the
/// folder every tracker lists its months from.
struct TrackerEntryBoundsTests {
    static func entry(_ id: String, _ tracker: String, _ value: String) -> String {
        "{\"id\": \"\(id)\", \"tracker\": \"\(tracker)\", \"time\": \"2026-11-21T08:00:00.000Z\", \"value\": \(value)}"
    }

    static let month =
        "{\"version\": 1, \"entries\": ["
        + [
            entry("1", "ghost", "1e9"), entry("2", "tea", "-5e6"), entry("3", "water", "1e9"), entry("4", "water", "2"),
        ].joined(separator: ",\n") + "]}"

    static func warning(_ name: String, _ value: String) -> String {
        "Warning: trackers/2026-11.json: an entry of '\(name)' has \(value), beyond ±1,000,000 (the most coach accepts); "
            + "it is left out of sums and lists. Remove it with 'track undo' if it is the last one logged, or fix the file.\n"
    }

    @Test func eachTrackerNamesItsOwnEntriesOutOfBounds() async throws {
        let harness = Harness(.files)
        #expect(await harness.run("track add water --goal 8").status == 0)
        #expect(await harness.run("track add tea").status == 0)
        let folder = (harness.store as! FileStore).directory.appendingPathComponent("trackers")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(Self.month.utf8).write(to: folder.appendingPathComponent("2026-11.json"))
        for _ in 1...2 {  // the second time from the summaries the first one kept
            let result = await harness.run("track list")
            #expect(result.status == 0)
            #expect(result.out.contains("  water          2   goal 8 a day"), "\(result.out)")
            #expect(result.err == Self.warning("water", "1000000000.0") + Self.warning("tea", "-5000000.0"))
        }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(hidden == [".days-UTC"])
        let summaries = try FileManager.default.contentsOfDirectory(
            atPath: folder.appendingPathComponent(".days-UTC").path)
        // Each tracker's values (`t-`) and its days skipped on purpose (`s-`, an imported habit's skips).
        #expect(summaries.sorted() == ["s-746561", "s-7761746572", "t-746561", "t-7761746572"])
    }
}
