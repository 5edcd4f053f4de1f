import Core
import Foundation
import Testing

struct BackupTests {
    static func json(_ text: String) -> Data { Data(text.utf8) }

    @Test func aRestoreAddsWhatIsMissingAndKeepsWhatIsHere() throws {
        let here = [
            "meals/2026-11.json": Self.json(#"{"version": 1, "entries": [{"id": "a", "name": "Apple", "calories": 52}, {"id": "b", "name": "Soup", "calories": 300}]}"#),
            "sights/me.json": Self.json(#"{"version": 1, "favourites": ["arena"], "visits": [{"id": "arena", "day": "2026-11-01"}]}"#),
            "stopwatch.json": Self.json(#"{"version": 1, "running": true}"#),
        ]
        let backup = [
            "meals/2026-11.json": Self.json(#"{"version": 1, "entries": [{"id": "a", "name": "Apple", "calories": 52}, {"id": "b", "name": "Soup", "calories": 350}, {"id": "c", "name": "Tea", "calories": 5}]}"#),
            "sights/me.json": Self.json(#"{"version": 1, "favourites": ["arena", "museum"], "visits": [{"id": "arena", "day": "2026-11-02"}]}"#),
            "checkins/2026-11.json": Self.json(#"{"version": 1, "checkins": [{"day": "2026-11-20", "mood": 4}]}"#),
            "stopwatch.json": Self.json(#"{"version": 1, "running": false}"#),
        ]
        let merge = BackupMerge(backup: backup, into: here, replace: false)
        #expect(merge.conflicts == ["meals/2026-11.json: b"])
        #expect(merge.leftAsHere == ["stopwatch.json"])
        #expect(merge.writes["checkins/2026-11.json"] == backup["checkins/2026-11.json"])  // a new file, as it is
        #expect(merge.writes["stopwatch.json"] == nil)
        let meals = try #require(BackupMerge.object(merge.writes["meals/2026-11.json"]!)?["entries"] as? [[String: Any]])
        #expect(meals.map { $0["id"] as? String } == ["a", "b", "c"])
        #expect(meals[1]["calories"] as? Int == 300)
        let sights = try #require(BackupMerge.object(merge.writes["sights/me.json"]!))
        #expect(sights["favourites"] as? [String] == ["arena", "museum"])
        #expect((sights["visits"] as? [[String: Any]])?.count == 2)  // one sight, two days
        // Added: tea, museum, the second visit and the check-in file's one record.
        #expect(merge.added == 4)
        #expect(merge.alreadyHere == 2)  // apple and the arena favourite

        let replaced = BackupMerge(backup: backup, into: here, replace: true)
        let taken = try #require(BackupMerge.object(replaced.writes["meals/2026-11.json"]!)?["entries"] as? [[String: Any]])
        #expect(taken[1]["calories"] as? Int == 350)
    }

    @Test func theSameBackupTwiceChangesNothing() {
        let files = ["goals.json": Self.json(#"{"version": 2, "calories": 2000}"#)]
        let merge = BackupMerge(backup: files, into: files, replace: false)
        #expect(merge.writes.isEmpty && merge.conflicts.isEmpty && merge.added == 0)
    }

    @Test func aBundleReadsBackWhatItHolds() throws {
        let files = ["goals.json": Self.json(#"{"version": 2, "calories": 2000}"#), "meals/photos/1.jpg": Data([0xFF, 0xD8, 0x00, 0x01])]
        let bundle = BackupBundle(files: files, created: "2026-11-24T22:30:00+03:00", dataDirectory: "/data")
        #expect(bundle.files.map(\.path) == ["goals.json", "meals/photos/1.jpg"])
        #expect(bundle.files[0].text != nil && bundle.files[1].base64 == "/9gAAQ==")
        let read = try BackupBundle.read(try bundle.encoded(), versions: BackupKinds.supportedVersion)
        #expect(read.files == files)
    }

    @Test(arguments: [
        (#"{"nope": 1}"#, "this is not a coach backup"),
        (#"{"format": "coach backup", "version": 2, "created": "", "dataDirectory": "", "files": []}"#, "this backup was made by a newer coach (backup format 2; this coach reads up to 1); update coach to restore it; nothing was restored"),
        (#"{"format": "coach backup", "version": 1, "created": "", "dataDirectory": "", "files": [{"path": ".lock", "text": ""}]}"#, "the backup names a file '.lock' outside the data directory or hidden; nothing was restored"),
        (#"{"format": "coach backup", "version": 1, "created": "", "dataDirectory": "", "files": [{"path": "goals.json", "text": "{"}]}"#, "goals.json in the backup is damaged: it is not a JSON object; nothing was restored"),
        (#"{"format": "coach backup", "version": 1, "created": "", "dataDirectory": "", "files": [{"path": "goals.json", "text": "{\"version\": 3}"}]}"#, "goals.json in the backup was written by a newer coach (format version 3; this coach knows up to 2); update coach to restore it; nothing was restored"),
        (#"{"format": "coach backup", "version": 1, "created": "", "dataDirectory": "", "files": [{"path": "meals/2026-11.json", "text": "{\"version\": 9}"}]}"#, "meals/2026-11.json in the backup was written by a newer coach (format version 9; this coach knows up to 1); update coach to restore it; nothing was restored"),
    ])
    func aBrokenOrNewerBackupIsRefusedWhole(text: String, message: String) {
        #expect {
            try BackupBundle.read(Data(text.utf8), versions: BackupKinds.supportedVersion)
        } throws: { error in
            (error as? BackupError)?.message.hasPrefix(message) == true
        }
    }
}
