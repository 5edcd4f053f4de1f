import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a person points coach at from outside the data directory (a meal's photo, an import),
/// read whole, with the reason in plain words when it cannot be.
public enum OutsideFile {
    /// Why a file outside the data directory could not be read.
    public typealias Problem = OutsideReadProblem

    /// The whole content of the file at `url`, refused without reading when it has more than
    /// `limit` bytes, so memory stays bounded whatever is pointed at: a file that grows while it is
    /// read, or a pipe (`<(…)`), is read no further than one byte past the limit.
    public static func read(_ url: URL, limit: Int = .max) throws(Problem) -> Data {
        guard let kind = SystemCalls.target(of: url.path) else { throw .missing }
        guard kind != .folder else { throw .folder }
        if let size = SystemCalls.size(of: url.path), size > limit { throw .tooLarge(size: size, limit: limit) }
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason: AtomicFile.systemReason()) }
        defer { close(fd) }
        switch SystemCalls.readToEnd(fd, limit: limit) {
        case let .bytes(data): return data
        case let .tooLarge(size): throw .tooLarge(size: size, limit: limit)
        case let .failed(reason): throw .unreadable(reason: reason)
        }
    }

    /// The file at `url` to read a piece at a time, refused as `read` refuses it: larger than `limit` by its
    /// size, or, for a file that grows while it is read or a pipe, at the first piece past the limit.
    public static func pieces(_ url: URL, limit: Int) throws(Problem) -> FilePieces {
        guard let kind = SystemCalls.target(of: url.path) else { throw .missing }
        guard kind != .folder else { throw .folder }
        if let size = SystemCalls.size(of: url.path), size > limit { throw .tooLarge(size: size, limit: limit) }
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(reason: AtomicFile.systemReason()) }
        return FilePieces(source: FileSource(descriptor: fd), limit: limit)
    }

    /// The file a person typed, relative to the folder coach runs in unless it starts with `/`.
    public static func url(typed path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }

    /// `16 MiB`, `512 KiB`: a limit as people read it.
    public static func size(_ bytes: Int) -> String { FileSize.spoken(bytes) }
}
