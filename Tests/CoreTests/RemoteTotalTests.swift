import Core
import Storage
import Testing

/// How much a remote may hold: the first file past a bound is named, counted in order of path, and only
/// operation logs count.
struct RemoteTotalTests {
    static let mib = 1 << 20

    @Test func filesWithinEveryBoundPass() {
        let files = [
            (path: "README", size: 60 << 10),
            (path: "ops/laptop/meals/2026-11.json.jsonl", size: 300 * Self.mib),
            (path: "ops/desktop/sights/imported.json.2.jsonl", size: 212 * Self.mib),
            (path: "ops/desktop/meals/photos/a.jpg.jsonl", size: 16 << 30),
        ]
        #expect(RemoteTotal.passed(by: files) == nil)
    }

    @Test func theFirstDocumentLogPastTheBoundIsNamed() {
        let files = (1...9).reversed().map { (path: "ops/mallory/x\($0).json.jsonl", size: 64 * Self.mib) }
        let passed = RemoteTotal.passed(by: files)
        #expect(passed?.path == "ops/mallory/x9.json.jsonl" && passed?.total == .documents)
    }

    @Test func photosCountApart() {
        let files = [
            (path: "ops/a/meals/photos/a.jpg.jsonl", size: 10 << 30),
            (path: "ops/a/meals/2026-11.json.jsonl", size: 500 * Self.mib),
            (path: "ops/b/meals/photos/b.png.jsonl", size: 7 << 30),
        ]
        let passed = RemoteTotal.passed(by: files)
        #expect(passed?.path == "ops/b/meals/photos/b.png.jsonl" && passed?.total == .photos)
    }

    @Test func theLogPastTheCountIsNamed() {
        let files = (0...20_000).map { (path: "ops/mallory/n\(100_000 + $0).json.jsonl", size: 34) }
        let passed = RemoteTotal.passed(by: files + [(path: "README", size: 10)])
        #expect(passed?.path == "ops/mallory/n120000.json.jsonl" && passed?.total == .logs)
    }

    @Test func theBoundsAreSaidInEitherLanguage() {
        let error = SyncError.remoteHoldsTooMuch(path: "ops/mallory/x9.json.jsonl", total: .documents)
        #expect(
            error.message(in: Messages(.en))
                == "the remote holds more than 512 MiB of documents' operation logs (ops/mallory/x9.json.jsonl passes "
                + "that), far more than a person's data makes: whoever can push to it sent it, by mistake or to fill "
                + "this disk. Nothing was taken in or sent; remove it from the remote ('git log' there shows who sent "
                + "it) and run 'sync' again")
        #expect(
            SyncError.wouldHoldTooMuch(path: "ops/laptop/meals/photos/a.jpg.jsonl", total: .photos).message
                == "with this machine's changes the remote would hold more than 16 GiB of photos' operation logs "
                + "(ops/laptop/meals/photos/a.jpg.jsonl passes that), more than other machines take in, so nothing "
                + "was sent. Remove what you no longer need here and run 'sync' again")
        let russian = SyncError.remoteHoldsTooMuch(path: "ops/m/a.json.jsonl", total: .logs).message(in: Messages(.ru))
        #expect(
            russian.hasPrefix("в удалённом репозитории больше 20\u{202F}000 журналов операций (ops/m/a.json.jsonl"),
            "\(russian)")
    }
}
