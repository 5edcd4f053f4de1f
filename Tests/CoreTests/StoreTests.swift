import Core
import Foundation
import LiveStorage
import Storage
import TestSupport
import Testing

/// The same behaviour from the file store and the in-memory store.
enum StoreKind: CaseIterable, CustomTestStringConvertible {
    case files, memory

    var testDescription: String { self == .files ? "FileStore" : "MemoryStore" }

    /// A fresh store, with raw access to what it saved.
    func make() -> (store: any Store, read: (String) -> Data?, write: (String, Data) -> Void, folder: URL?) {
        switch self {
        case .memory:
            let store = MemoryStore()
            return (store, { store.contents(at: $0) }, { store.setContents($1, at: $0) }, nil)
        case .files:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-store-\(UUID())/data")
            return (
                FileStore(directory: folder),
                { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) },
                { path, data in
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    #expect(
                        FileManager.default.createFile(atPath: folder.appendingPathComponent(path).path, contents: data)
                    )
                },
                folder
            )
        }
    }

    /// How the store names a file in messages.
    func shownPath(_ path: String, folder: URL?) -> String {
        folder.map { $0.appendingPathComponent(path).path } ?? path
    }
}

struct StoreTests {
    let noon = Date(timeIntervalSince1970: 1_795_262_400)

    @Test(arguments: StoreKind.allCases)
    func missingFileIsEmptyAndNothingIsWrittenByReading(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        #expect(try store.load(Stopwatch.self) == .empty)
        #expect(read("stopwatch.json") == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func updateSavesReadableVersionedJSON(kind: StoreKind) throws {
        let (store, read, _, _) = kind.make()
        let outcome = try store.update(Stopwatch.self) { $0.start(at: noon) }
        #expect(outcome == .started(from: 0))
        let text = String(decoding: read("stopwatch.json") ?? Data(), as: UTF8.self)
        #expect(
            text == """
                {
                  "banked" : 0,
                  "hidden" : false,
                  "laps" : [

                  ],
                  "runningSince" : "2026-11-21T12:00:00.000Z",
                  "version" : 1
                }

                """)
        #expect(try store.load(Stopwatch.self).runningSince == noon)
    }

    @Test(arguments: StoreKind.allCases)
    func aThrowingChangeWritesNothing(kind: StoreKind) throws {
        struct Refused: Error {}
        let (store, read, _, _) = kind.make()
        _ = try store.update(Stopwatch.self) { $0.start(at: noon) }
        let before = read("stopwatch.json")
        #expect(throws: Refused.self) {
            try store.update(Stopwatch.self) { watch in
                _ = watch.reset(at: noon)
                throw Refused()
            }
        }
        #expect(read("stopwatch.json") == before)
    }

    @Test(arguments: StoreKind.allCases)
    func aDamagedFileIsReportedAndLeftUntouched(kind: StoreKind) throws {
        let (store, read, write, folder) = kind.make()
        let garbage = Data("{\"version\": 1, \"banked\": \"lots\"".utf8)
        write("stopwatch.json", garbage)
        let path = kind.shownPath("stopwatch.json", folder: folder)
        let error = #expect(throws: StoreError.self) { try store.update(Stopwatch.self) { $0.start(at: noon) } }
        guard case let .damaged(reported, detail, _)? = error else {
            Issue.record("expected .damaged, got \(String(describing: error))")
            return
        }
        #expect(reported == path)
        #expect(detail.hasPrefix("not valid JSON"))
        #expect(
            error?.message.contains(
                "coach left it untouched; move it aside to start afresh (mv '\(path)' '\(path).bad')") == true)
        #expect(read("stopwatch.json") == garbage)
    }

    @Test(arguments: StoreKind.allCases)
    func aWrongFieldTypeSaysWhichField(kind: StoreKind) throws {
        let (store, _, write, folder) = kind.make()
        write("stopwatch.json", Data(#"{"version": 1, "banked": "lots", "laps": [], "hidden": false}"#.utf8))
        #expect(
            throws: StoreError.damaged(
                path: kind.shownPath("stopwatch.json", folder: folder), detail: "expected a number at banked")
        ) {
            try store.load(Stopwatch.self)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aFileWithoutVersionIsDamaged(kind: StoreKind) throws {
        let (store, _, write, folder) = kind.make()
        write("stopwatch.json", Data("{}".utf8))
        #expect(
            throws: StoreError.damaged(
                path: kind.shownPath("stopwatch.json", folder: folder), detail: "it has no \"version\" field")
        ) {
            try store.load(Stopwatch.self)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func aNewerVersionIsRefusedForWriting(kind: StoreKind) throws {
        let (store, read, write, folder) = kind.make()
        let newer = Data(#"{"version": 7, "banked": 1, "laps": [], "hidden": false, "future": true}"#.utf8)
        write("stopwatch.json", newer)
        let path = kind.shownPath("stopwatch.json", folder: folder)
        #expect(throws: StoreError.newerVersion(path: path, found: 7, supported: 1)) {
            try store.update(Stopwatch.self) { $0.start(at: noon) }
        }
        #expect(read("stopwatch.json") == newer)
        #expect(
            StoreError.newerVersion(path: "/d/s.json", found: 7, supported: 1).message
                == "/d/s.json was written by a newer coach (format version 7; this coach knows up to 1). coach will not overwrite it; update coach to change it."
        )
    }

    @Test func filesArePrivateAndTheFolderIsCreated() throws {
        let (store, _, _, folder) = StoreKind.files.make()
        _ = try store.update(Stopwatch.self, at: "logs/2026-11.json") { $0.start(at: noon) }
        let manager = FileManager.default
        let folderMode = try manager.attributesOfItem(atPath: folder!.path)[.posixPermissions] as? Int
        let fileMode =
            try manager.attributesOfItem(atPath: folder!.appendingPathComponent("logs/2026-11.json").path)[
                .posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(fileMode == 0o600)
        let leftovers = try manager.contentsOfDirectory(atPath: folder!.appendingPathComponent("logs").path)
        #expect(leftovers == ["2026-11.json"])
    }

    @Test func anUnwritableDataDirectoryIsAClearError() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("coach-blocker-\(UUID())")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let store = FileStore(directory: blocker.appendingPathComponent("data"))
        #expect(throws: StoreError.self) { try store.update(Stopwatch.self) { $0.start(at: noon) } }
        let inTheWay = FileStore(directory: blocker)
        #expect(
            throws: StoreError.cannotCreateDirectory(path: blocker.path, reason: "a file with that name is in the way")
        ) {
            try inTheWay.update(Stopwatch.self) { $0.start(at: noon) }
        }
    }

    @Test func unchangedDocumentsAreNotRewritten() throws {
        let (store, _, _, folder) = StoreKind.files.make()
        _ = try store.update(Stopwatch.self) { $0.start(at: noon) }
        let file = folder!.appendingPathComponent("stopwatch.json").path
        let before = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        _ = try store.update(Stopwatch.self) { $0.start(at: noon + 5) }
        let after = try FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? Int
        #expect(before == after)
    }
}

struct DerivedDataTests {
    @Test func isBuiltOnceThenRebuiltWhenItsSourceChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-derived-\(UUID())")
        let store = FileStore(directory: folder)
        nonisolated(unsafe) var builds = 0
        func index() throws -> String {
            let data = try store.derived(at: "formulas/index.tsv", from: UserFormulas.defaultPath) {
                builds += 1
                return Data("build \(builds)".utf8)
            }
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try index() == "build 1")
        #expect(try index() == "build 1")
        try store.update(UserFormulas.self) { $0.formulas = [FormulaCatalog.bundled[0]] }
        #expect(try index() == "build 2")
        #expect(try index() == "build 2")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("formulas/index.tsv"))
        #expect(try index() == "build 3")
    }
}

struct TimestampTests {
    @Test func writesWhatFoundationWritesAndReadsItBack() {
        let seed = TestSeed()
        var generator = seed.random
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for _ in 0..<2000 {
            let milliseconds = Int.random(in: -2_000_000_000_000...4_000_000_000_000, using: &generator)
            // 0.4 ms past a whole millisecond, where Foundation's truncation and coach's rounding agree.
            let date = Date(timeIntervalSince1970: (Double(milliseconds) + 0.4) / 1000)
            let stored = MealEntry(ParsedMeal(name: "Apple", calories: 52), time: date, id: "a1")
            let month = MonthFile<MealEntry>(records: [stored])
            do {
                let data = try DocumentCoder.encode(month)
                #expect(
                    String(decoding: data, as: UTF8.self).contains("\"time\" : \"\(date.formatted(style))\""),
                    "\(milliseconds) ms, \(seed)")
                let read = try DocumentCoder.decode(MonthFile<MealEntry>.self, from: data, path: "m.json")
                #expect(
                    read.records.first?.time == Date(timeIntervalSince1970: Double(milliseconds) / 1000),
                    "\(milliseconds) ms, \(seed)")
            } catch {
                Issue.record(error, "\(milliseconds) ms, \(seed)")
            }
        }
    }
}
