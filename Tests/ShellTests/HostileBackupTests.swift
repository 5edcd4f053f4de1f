import Foundation
import Testing

/// A backup is read as hostile input: one that tries to write outside the data directory, lies about its
/// sizes, repeats a path, comes from a newer coach, nests without end or is too large is refused with
/// the reason, and the data directory is exactly as it was.
struct HostileBackupTests {
    /// A backup of one file, `path` with `contents`, as `backup` writes them (`size` may lie).
    static func bundle(
        _ files: [(path: String, contents: String, size: Int?)], version: Int = 1,
        created: String = "\"2026-03-01T08:00:00\""
    ) -> String {
        let listed = files.map { file in
            "{\"path\": \"\(file.path)\", \"size\": \(file.size ?? file.contents.utf8.count), \"base64\": \"\(Data(file.contents.utf8).base64EncodedString())\"}"
        }
        return
            "{\"format\": \"coach-backup\", \"version\": \(version), \"created\": \(created), \"files\": [\(listed.joined(separator: ", "))]}"
    }

    static let meals = "{\"version\": 1, \"meals\": []}"
    static let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

    static let cases: [(name: String, bundle: String, error: String)] = [
        (
            "up", bundle([("../outside.json", meals, nil)]),
            "damaged: ../outside.json: not a path inside the data directory"
        ),
        (
            "absolute", bundle([("/tmp/outside.json", meals, nil)]),
            "damaged: /tmp/outside.json: not a path inside the data directory"
        ),
        (
            "hidden", bundle([("meals/.sync/x.json", meals, nil)]),
            "damaged: meals/.sync/x.json: not a path inside the data directory"
        ),
        (
            "size", bundle([("goals.json", "{\"version\": 1}", 3)]),
            "damaged: goals.json: its contents do not match its size"
        ),
        (
            "two gigabytes", bundle([("goals.json", "{\"version\": 1}", 2_000_000_000)]),
            "damaged: goals.json: its contents do not match its size"
        ),
        (
            "twice", bundle([("goals.json", "{\"version\": 1}", nil), ("goals.json", "{\"version\": 1}", nil)]),
            "damaged: goals.json: listed twice"
        ),
        (
            "newer", bundle([], version: 2),
            "a version 2 backup, newer than this coach reads (1); update coach first. Nothing was restored"
        ),
        (
            "newer file", bundle([("goals.json", "{\"version\": 99}", nil)]),
            "damaged: goals.json: version 99 is newer than this coach reads; update coach first"
        ),
        ("deep file", bundle([("goals.json", deep, nil)]), "damaged: goals.json: not a JSON object"),
    ]

    @Test(arguments: cases.map(\.name))
    func aHostileBackupIsRefusedAndChangesNothing(_ name: String) throws {
        let hostile = try #require(Self.cases.first { $0.name == name })
        let coach = CoachProcess()
        #expect(try coach.run(["meal", "add", "Cake 450", "--date", "2026-03-01", "--time", "12:00"]).status == 0)
        let before = try Self.tree(coach.dataDirectory)
        let file = coach.home.appendingPathComponent("b.json")
        try hostile.bundle.write(to: file, atomically: true, encoding: .utf8)
        let restored = try coach.run(["restore", file.path])
        #expect(restored.status == 1)
        let ending = hostile.error.hasSuffix("Nothing was restored") ? "\n" : "; nothing was restored\n"
        #expect(restored.err == "Error: '\(file.path)' is \(hostile.error)\(ending)")
        #expect(try Self.tree(coach.dataDirectory) == before)
    }

    @Test func aBackupNestedWithoutEndIsNotABackup() throws {
        let coach = CoachProcess()
        let file = coach.home.appendingPathComponent("b.json")
        try Self.bundle([], created: Self.deep).write(to: file, atomically: true, encoding: .utf8)
        let restored = try coach.run(["restore", file.path])
        #expect(restored.status == 1)
        #expect(
            restored.err
                == "Error: '\(file.path)' is not a coach backup (nested too deeply at line 1, column 564); nothing was restored\n"
        )
        #expect(!FileManager.default.fileExists(atPath: coach.dataDirectory.path))
    }

    @Test func aBackupLargerThanTwoGigabytesIsRefusedUnread() throws {
        let coach = CoachProcess()
        let file = coach.home.appendingPathComponent("huge.json")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 2_000_000_001)  // sparse: no disk is used
        try handle.close()
        let restored = try coach.run(["restore", file.path])
        #expect(
            restored.err
                == "Error: '\(file.path)' is larger than a backup can be (2,000,000,001 bytes or more); nothing was restored\n"
        )
    }

    /// A folder of the data directory that is a symbolic link to elsewhere is not written through.
    @Test func aLinkedFolderInTheDataDirectoryIsNotWrittenThrough() throws {
        let coach = CoachProcess()
        #expect(try coach.run(["goal", "calories", "2000"]).status == 0)
        let elsewhere = coach.home.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: coach.dataDirectory.appendingPathComponent("meals"), withDestinationURL: elsewhere)
        let file = coach.home.appendingPathComponent("b.json")
        try Self.bundle([("meals/2026-03.json", Self.meals, nil)]).write(to: file, atomically: true, encoding: .utf8)
        let restored = try coach.run(["restore", file.path])
        let link = coach.dataDirectory.appendingPathComponent("meals").path
        #expect(restored.status == 1)
        #expect(
            restored.err.hasPrefix("Error: \(link) is a symbolic link, and coach writes only files it made itself"),
            "\(restored.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// Every file under `folder`, path → bytes.
    static func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            let full = folder.appendingPathComponent(path).path
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: full)
            }
        }
        return files
    }
}
