import Foundation

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
    }

    /// The whole content of the file at `url`.
    public static func read(_ url: URL) throws(Problem) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { throw .missing }
        guard !isFolder.boolValue else { throw .folder }
        do { return try Data(contentsOf: url) } catch { throw .unreadable(reason: AtomicFile.reason(of: error)) }
    }
}
