import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// The data directory as an attacker or an accident may leave it: links where files should be,
/// read-only files, loose permissions, files of killed writers. coach never writes where it must
/// not, says so plainly, and tidies what is safe to tidy.
struct StoreSafetyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-safety-\(UUID())")
    var data: URL { folder.appendingPathComponent("data") }

    func startStopwatch(in directory: URL) throws {
        try FileStore(directory: directory).update(Stopwatch.self) { _ = $0.start(at: Date(timeIntervalSince1970: 1)) }
    }

    func mode(_ url: URL) -> mode_t {
        var info = stat()
        stat(url.path, &info)
        return info.st_mode & 0o777
    }

    @Test func aReadOnlyFileIsNeverReplaced() throws {
        try startStopwatch(in: data)
        let file = data.appendingPathComponent("stopwatch.json")
        let before = try Data(contentsOf: file)
        chmod(file.path, 0o400)
        #expect(throws: StoreError.readOnly(path: file.path)) {
            try FileStore(directory: data).update(Stopwatch.self) { _ = $0.reset(at: Date()) }
        }
        #expect(try Data(contentsOf: file) == before)
        #expect(
            StoreError.readOnly(path: "/d/stopwatch.json").message
                == "/d/stopwatch.json is read-only, so coach left it as it is; make it writable (chmod u+w '/d/stopwatch.json') to let coach change it."
        )
    }

    @Test func aFileThatIsASymbolicLinkIsNeverWrittenThrough() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try startStopwatch(in: folder.appendingPathComponent("other"))
        let elsewhere = folder.appendingPathComponent("other/stopwatch.json")
        let precious = try Data(contentsOf: elsewhere)
        let file = data.appendingPathComponent("stopwatch.json")
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: elsewhere)
        #expect(throws: StoreError.symbolicLink(path: file.path)) {
            try FileStore(directory: data).update(Stopwatch.self) { _ = $0.reset(at: Date()) }
        }
        #expect(try Data(contentsOf: elsewhere) == precious)
    }

    @Test func aLockThatIsASymbolicLinkIsRefusedAndCreatesNothing() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("planted")
        try FileManager.default.createSymbolicLink(at: data.appendingPathComponent(".lock"), withDestinationURL: target)
        #expect(throws: StoreError.symbolicLink(path: data.appendingPathComponent(".lock").path)) {
            try startStopwatch(in: data)
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func aLooseDataDirectoryIsMadePrivateAgain() throws {
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        chmod(data.path, 0o777)
        try startStopwatch(in: data)
        #expect(mode(data) == 0o700)
        #expect(mode(data.appendingPathComponent("stopwatch.json")) == 0o600)
    }

    @Test func temporaryFilesOfKilledWritersAreSweptAndARunningWritersKept() throws {
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let meals = data.appendingPathComponent("meals")
        try FileManager.default.createDirectory(at: meals, withIntermediateDirectories: true)
        let stale = meals.appendingPathComponent(".2026-11.json.tmp-\(finished.processIdentifier)-12345")
        // Deeper, in a cache's folder among the files of its months.
        let cache = meals.appendingPathComponent(".days-UTC")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let staleCache = cache.appendingPathComponent(".all.tsv.tmp-\(finished.processIdentifier)-9")
        let running = data.appendingPathComponent(".goals.json.tmp-1-777")
        let unrelated = data.appendingPathComponent(".notes.tmp-mine")
        let month = cache.appendingPathComponent("2026-11.tsv")
        for file in [stale, staleCache, running, unrelated, month] { try Data("half".utf8).write(to: file) }
        try startStopwatch(in: data)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(!FileManager.default.fileExists(atPath: staleCache.path))
        #expect(FileManager.default.fileExists(atPath: month.path))
        #expect(FileManager.default.fileExists(atPath: running.path))
        #expect(FileManager.default.fileExists(atPath: unrelated.path))
    }

    @Test func aFileInThePathOfTheDataDirectoryIsNamed() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("blocker")
        try Data().write(to: blocker)
        let inside = blocker.appendingPathComponent("coach")
        #expect(
            throws: StoreError.cannotCreateDirectory(
                path: inside.path, reason: "\(blocker.path) is a file, not a folder")
        ) {
            try startStopwatch(in: inside)
        }
    }

    @Test(
        arguments: [
            (".stopwatch.json.tmp-4242-123456789", Int32(4242)), (".2026-11.json.tmp-7-1", 7),
            ("stopwatch.json", nil), (".x.tmp-abc-1", nil), (".x.tmp-1", nil),
        ] as [(String, Int32?)])
    func temporaryFileNamesTellTheirWriter(name: String, pid: Int32?) {
        #expect(TemporaryFile.writer(of: name, older: true) == pid)
    }
}
