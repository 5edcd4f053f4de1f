import Foundation
import LiveStorage
import Storage
import Testing

/// coach's temporary files are private from the first byte and named so that the next write into the
/// same folder knows which ones a killed coach left, and removes only those.
struct TemporaryFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "coach-temporary-\(UUID().uuidString.prefix(8))")

    /// The id of a process that has ended.
    static func endedProcess() throws -> Int32 {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        return finished.processIdentifier
    }

    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test(
        arguments: [
            (".backup.json.coach-tmp-4242-123456789", Int32(4242)), (".meals.csv.coach-tmp-7-1", 7),
            (".a.coach-tmp-b.coach-tmp-9-3", 9), (". spaced name.html.coach-tmp-12-0", 12),
            ("backup.json", nil), ("backup.json.coach-tmp-1-2", nil), (".coach-tmp-1-2", nil),
            (".x.coach-tmp-abc-1", nil), (".x.coach-tmp-1", nil), (".x.coach-tmp-1-2-3", nil),
            (".x.coach-tmp--1-2", nil),
            (".x.coach-tmp-+1-2", nil), (".x.coach-tmp-0-2", nil), (".x.coach-tmp-1-x", nil), (".x.coach-tmp-1-", nil),
            (".x.coach-tmp-99999999999-1", nil), (".x.coach-tmp-1-99999999999", nil), (".x.coach-tmp-١-1", nil),
            (".x.tmp-4242-1", nil),
        ] as [(String, Int32?)])
    func namesTellTheirWriter(name: String, pid: Int32?) {
        #expect(TemporaryFile.writer(of: name) == pid)
    }

    @Test func theDataDirectoryAlsoKnowsTheOlderNames() {
        #expect(TemporaryFile.writer(of: ".goals.json.tmp-4242-1", older: true) == 4242)
        #expect(TemporaryFile.writer(of: ".goals.json.coach-tmp-4242-1", older: true) == 4242)
        #expect(TemporaryFile.writer(of: ".notes.tmp-mine", older: true) == nil)
    }

    @Test func aNameForAFileIsHiddenAndTellsThisProcess() {
        let name = TemporaryFile.name(for: "backup.json")
        #expect(name.hasPrefix(".backup.json.coach-tmp-\(getpid())-"))
        #expect(TemporaryFile.writer(of: name) == getpid())
    }

    @Test func leftoversOfEndedWritersGoAndEverythingElseStays() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended = try Self.endedProcess()
        func file(_ name: String) -> URL { folder.appendingPathComponent(name) }
        let leftover = file(".backup.json.coach-tmp-\(ended)-12345")
        let running = file(".backup.json.coach-tmp-1-777")
        let mine = file(".backup.json.coach-tmp-\(getpid())-5")
        let older = file(".backup.json.tmp-\(ended)-12345")
        let someoneElses = file(".notes.coach-tmp-mine")
        let target = file("precious.txt")
        let link = file(".link.coach-tmp-\(ended)-1")
        let folderLeftover = file(".dir.coach-tmp-\(ended)-1")
        for url in [leftover, running, mine, older, someoneElses, target] { try Data("half".utf8).write(to: url) }
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        try FileManager.default.createDirectory(at: folderLeftover, withIntermediateDirectories: false)

        #expect(TemporaryFile.removeLeftovers(in: folder.path) == [leftover.lastPathComponent])
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        for kept in [running, mine, older, someoneElses, target, folderLeftover] {
            #expect(FileManager.default.fileExists(atPath: kept.path), "\(kept.lastPathComponent) was removed")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "half")
    }

    @Test func aFolderThatIsNotThereHasNoLeftovers() {
        #expect(TemporaryFile.removeLeftovers(in: folder.appendingPathComponent("absent").path) == [])
    }

    @Test func writingOutsideTheDataRemovesLeftoversAndMakesAPrivateFileUnderAnyUmask() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = folder.appendingPathComponent(".report.html.coach-tmp-\(try Self.endedProcess())-1")
        try Data("half".utf8).write(to: leftover)
        let report = folder.appendingPathComponent("nested/deeper/report.html")
        let old = umask(0)
        defer { umask(old) }
        try OutsideFile.makeFolder(report.deletingLastPathComponent())
        try OutsideFile.write(Data("whole".utf8), to: report)
        #expect(try String(contentsOf: report, encoding: .utf8) == "whole")
        #expect(Self.mode(report) == 0o600)
        #expect(Self.mode(folder.appendingPathComponent("nested")) == 0o700)
        #expect(Self.mode(report.deletingLastPathComponent()) == 0o700)
        try OutsideFile.write(Data("again".utf8), to: folder.appendingPathComponent("report.html"))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["nested", "report.html"])
    }

    @Test func aSymbolicLinkInThePlaceOfTheFileIsLeftAsItIs() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere.txt")
        try Data("theirs".utf8).write(to: target)
        let link = folder.appendingPathComponent("backup.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(throws: OutsideFile.WriteProblem.symbolicLink) {
            try OutsideFile.write(Data("mine".utf8), to: link)
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "theirs")
    }
}
