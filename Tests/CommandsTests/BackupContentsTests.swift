import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// `backup` saves what it says it saves: data files, not the caches coach rebuilds, and it names the
/// symbolic links it does not follow instead of skipping them silently.
struct BackupContentsTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coach-backup-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The paths in the backup bundle at `file`.
    static func paths(in file: URL) throws -> [String] {
        let bundle = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        return (bundle["files"] as! [[String: Any]]).map { $0["path"] as! String }.sorted()
    }

    @Test func cachesAreLeftOutAndSymbolicLinksAreNamedInAWarning() async throws {
        let coach = Harness(.files)
        let data = (coach.context.store as! FileStore).directory
        let outside = try Self.folder()
        let places = outside.appendingPathComponent("places.geojson")
        try Data(
            #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [45.18, 54.18]}, "properties": {"name": "Quiet Bench"}}]}"#
                .utf8
        ).write(to: places)
        for line in [
            "sights import \(places.path)", "sights search bench",
            "formula add 'Plain speed' 'v = d / t' --category physics", "formula search speed",
            "meal add 'Soup 120'", "today",
        ] {
            #expect(await coach.run(line).status == 0, "\(line)")
        }
        for cache in ["sights/index.bin", "sights/details.tsv", "formulas/search-index.tsv"] {
            #expect(
                FileManager.default.fileExists(atPath: data.appendingPathComponent(cache).path),
                "no \(cache) to leave out")
        }
        let elsewhere = outside.appendingPathComponent("old-meals.json")
        try Data(#"{"version": 1, "entries": []}"#.utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent("meals/2020-01.json").path, withDestinationPath: elsewhere.path)
        try FileManager.default.createSymbolicLink(
            atPath: data.appendingPathComponent("photos-elsewhere").path, withDestinationPath: outside.path)

        let backup = outside.appendingPathComponent("backup.json")
        let result = await coach.run("backup \(backup.path)")
        #expect(
            result.err == """
                Warning: \(data.path)/meals/2020-01.json is a symbolic link; it was not backed up (coach does not follow links in its data directory). \
                To back it up, replace the link with the file it points to.
                Warning: \(data.path)/photos-elsewhere is a symbolic link; it was not backed up (coach does not follow links in its data directory). \
                To back it up, replace the link with the file it points to.

                """)
        #expect(result.out.hasPrefix("Backed up 4 files ("))
        #expect(
            try Self.paths(in: backup) == [
                "formulas/mine.json", "meals/2026-11.json", "meals/last-change.json", "sights/imported.json",
            ])
        #expect(result.status == 0)
    }

    @Test func aBackupFileThatIsASymbolicLinkIsLeftAsItIs() async throws {
        let coach = Harness(.files)
        #expect(await coach.run("meal add 'Soup 120'").status == 0)
        let outside = try Self.folder()
        let target = outside.appendingPathComponent("theirs.txt")
        let link = outside.appendingPathComponent("backup.json")
        try Data("theirs".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        let result = await coach.run("backup --force \(link.path)")
        #expect(
            result.err == """
                Error: '\(link.path)' is a symbolic link, and coach writes only files it makes itself, so the link and what it points to \
                were left as they are; remove the link (rm '\(link.path)') or choose another file

                """)
        #expect(result.status == 1)
        #expect(try String(contentsOf: target, encoding: .utf8) == "theirs")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted() == ["backup.json", "theirs.txt"])
    }
}
