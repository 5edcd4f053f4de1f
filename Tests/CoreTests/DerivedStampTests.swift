import Foundation
import Testing

@testable import LiveStorage
@testable import Storage

#if canImport(Glibc)
import Glibc
#endif

/// A cache is stamped with its sources' inode, size and time: a source dated before 1970 is stamped like any
/// other (its time was made unsigned, which trapped), and the cache is then read, not built again.
struct DerivedStampTests {
    @Test func aSourceDatedBefore1970IsStampedAndItsCacheKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-stamp-\(UUID())")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("meals"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("meals/2016-01.json")
        try Data("{}".utf8).write(to: source)
        // 1960-01-01, a second and a half before midnight: both parts of the time matter.
        var times = [
            timespec(tv_sec: -315_619_202, tv_nsec: 500_000_000), timespec(tv_sec: -315_619_202, tv_nsec: 500_000_000),
        ]
        #expect(utimensat(AT_FDCWD, source.path, &times, 0) == 0)
        let store = FileStore(directory: folder)
        var builds = 0
        for _ in 0..<2 {
            let cached = try store.derived(at: "meals/.days/all.tsv", from: ["meals/2016-01.json"]) {
                builds += 1
                return Data("2016-01-01 1\n".utf8)
            }
            #expect(cached == Data("2016-01-01 1\n".utf8))
        }
        #expect(builds == 1)
    }
}

/// Sync notes a document's stamp to skip reading it next time, but not for one saved in the last two seconds:
/// saved again within the same tick at the same size, taking the inode the last save freed, it would keep its stamp.
struct SettledStampTests {
    @Test func aFileSavedJustNowHasNoStampUntilItSettles() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coach-settled-\(UUID()).json")
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(SyncReplica.settledStamp(of: file.path) == nil)
        let past = timespec(tv_sec: Int(Date().timeIntervalSince1970) - 10, tv_nsec: 0)
        var times = [past, past]
        #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
        #expect(SyncReplica.settledStamp(of: file.path) != nil)
        #expect(SyncReplica.settledStamp(of: file.path) == SyncReplica.stamp(of: file.path))
    }
}
