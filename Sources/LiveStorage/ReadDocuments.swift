import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One version of a file: its inode, size and change time. Every save renames a new file into place, and a hand
/// edit in place moves the change time, so two reads with the same stamp read the same bytes.
struct FileStamp: Equatable {
    let inode: UInt64, size: Int64, seconds: Int, nanoseconds: Int

    init(_ info: stat) {
        let modified = SystemCalls.modified(info)
        (inode, size, seconds, nanoseconds) = (
            UInt64(info.st_ino), Int64(info.st_size), modified.seconds, modified.nanoseconds
        )
    }

    /// The stamp of the file at `path`; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

/// The documents this process decoded last, with the version of the file each came from: a command that reads a
/// document and then changes it under the lock (`meal add` reads the day, then adds to its month) decodes it once
/// when nobody changed the file in between. A few are kept; a document is a value, copied out.
final class ReadDocuments: Sendable {
    private struct Entry: @unchecked Sendable {
        let path: String
        let stamp: FileStamp
        let document: any StoredDocument
    }

    private static let kept = 8
    private let entries = Mutex<[Entry]>([])

    /// The document decoded from the file at `path` when it had `stamp`, if it is still kept.
    func document<D: StoredDocument>(_ type: D.Type, at path: String, stamp: FileStamp) -> D? {
        entries.withLock { entries in
            entries.last { $0.path == path }.flatMap { $0.stamp == stamp ? $0.document as? D : nil }
        }
    }

    /// Keeps `document` as the file at `path` with `stamp` holds it.
    func keep(_ document: some StoredDocument, at path: String, stamp: FileStamp?) {
        entries.withLock { entries in
            entries.removeAll { $0.path == path }
            guard let stamp else { return }
            entries.append(Entry(path: path, stamp: stamp, document: document))
            if entries.count > Self.kept { entries.removeFirst() }
        }
    }
}
