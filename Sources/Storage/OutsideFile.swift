
/// A file a person points coach at from outside the data directory (a meal's photo, an import),
/// read whole, with the reason in plain words when it cannot be.
public enum OutsideFile {
    /// Why a file outside the data directory could not be read.
    public enum Problem: Error, Equatable {
        /// Nothing at the path.
        case missing
        /// The path is a folder.
        case folder
        /// It could not be read; the reason as the system gives it.
        case unreadable(reason: String)
        /// It is larger than the caller reads: its size and the limit, in bytes.
        case tooLarge(size: Int, limit: Int)
    }

    /// The whole content of the file at `url`, refused without reading when it has more than
    /// `limit` bytes, so memory stays bounded whatever is pointed at.
    public static func read(_ url: URL, limit: Int = .max) throws(Problem) -> Data {
        guard let kind = SystemCalls.target(of: url.path) else { throw .missing }
        guard kind != .folder else { throw .folder }
        if let size = SystemCalls.size(of: url.path), size > limit { throw .tooLarge(size: size, limit: limit) }
        do { return try Data(contentsOf: url) } catch { throw .unreadable(reason: AtomicFile.reason(of: error)) }
    }

    /// `16 MiB`, `512 KiB`: a limit as people read it.
    public static func size(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
