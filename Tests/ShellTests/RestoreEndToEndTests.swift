import Foundation
import Testing

/// A backup's whole life on the binary people run: taken, then restored into an empty data directory,
/// from any path a person might type; whatever comes back lists exactly as it did before.
struct RestoreEndToEndTests {
    @Test func aYearOfEveryAreaComesBackTheSameInEveryListing() throws {
        let source = CoachProcess()
        let copy = CoachProcess()
        try YearOfData.write(into: source)
        let file = source.home.appendingPathComponent("coach-backup.json")
        let backup = try source.run(["backup", file.path])
        #expect(backup.status == 0 && backup.out.hasPrefix("Backed up "), "\(backup.err)")
        let restored = try copy.run(["restore", file.path])
        #expect(restored.status == 0, "\(restored.err)")
        let files = try #require(Int(backup.out.dropFirst("Backed up ".count).prefix { $0.isNumber }))
        #expect(
            restored.out
                == "Restored \(file.path) into \(copy.dataDirectory.path): \(files) added, 0 already here, 0 conflicts.\n"
        )
        for listing in YearOfData.listings {
            let before = try source.run(listing)
            let after = try copy.run(listing)
            #expect(before.status == 0 && before.out.count > 2 && before.err.isEmpty, "\(listing): \(before.err)")
            #expect(before.out == after.out, "\(listing) differs after the restore")
        }
        let again = try copy.run(["restore", file.path])
        #expect(again.out.hasSuffix(": 0 added, \(files) already here, 0 conflicts.\n"), "\(again.out)")
    }

    /// `restore FILE` finds the file however it is written: absolute, relative to where coach runs,
    /// with spaces, in Cyrillic.
    @Test(arguments: ["absolute", "b.json", "my backups/coach backup.json", "резервные копии/коуч.json"])
    func restoreReadsTheBackupFromAnyPath(_ name: String) throws {
        let source = CoachProcess()
        let copy = CoachProcess()
        #expect(try source.run(["meal", "add", "Cake 450", "--date", "2026-03-01", "--time", "12:00"]).status == 0)
        let folder = copy.home.appendingPathComponent("work")
        let file = folder.appendingPathComponent(name == "absolute" ? "b.json" : name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(try source.run(["backup", file.path]).status == 0)
        let typed = name == "absolute" ? file.path : name
        let restored = try copy.run(["restore", typed], in: folder)
        #expect(restored.status == 0 && restored.err.isEmpty, "\(restored.err)")
        #expect(restored.out.hasPrefix("Restored \(typed) into \(copy.dataDirectory.path): "), "\(restored.out)")
        #expect(try copy.run(["meal", "list", "2026-03-01"]).out.contains("Cake"))
    }

    @Test func aMissingFileAndAFolderAreNamedAndNothingChanges() throws {
        let coach = CoachProcess()
        let missing = try coach.run(["restore", "nowhere.json"], in: coach.home)
        #expect(missing.status == 1)
        #expect(missing.err == "Error: cannot read 'nowhere.json': no such file\n")
        let folder = try coach.run(["restore", coach.home.path])
        #expect(folder.err == "Error: '\(coach.home.path)' is a folder; restore reads a file written by 'backup'\n")
        #expect(!FileManager.default.fileExists(atPath: coach.dataDirectory.appendingPathComponent("meals").path))
    }
}
