/// Why a file outside the data directory (a meal's photo, a backup to restore, an import) could not be read.
public enum OutsideReadProblem: Error, Equatable, Sendable {
    /// Nothing at the path.
    case missing
    /// The path is a folder.
    case folder
    /// It could not be read; the reason as the system gives it.
    case unreadable(reason: String)
    /// It is larger than the caller reads: its size and the limit, in bytes.
    case tooLarge(size: Int, limit: Int)
}

/// Why a file outside the data directory (a backup, an export, a report) was not written.
public enum OutsideWriteProblem: Error, Equatable, Sendable {
    /// The path is a symbolic link, which coach did not make and does not follow.
    case symbolicLink
    /// The file is there and read-only.
    case readOnly
    /// The system refused; its reason in plain words.
    case cannotWrite(reason: String)
    /// The folder to write into could not be made: which one, and why.
    case cannotMakeFolder(path: String, reason: String)
}

/// A file's size as people read it.
public enum FileSize {
    /// `16 MiB`, `512 KiB`, `12 bytes`.
    public static func spoken(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
}
