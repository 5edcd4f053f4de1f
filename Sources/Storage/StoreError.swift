/// Why the data directory or one of its files could not be used.
public enum StoreError: Error, Equatable {
    case cannotCreateDirectory(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotLock(path: String, reason: String)
    /// The file does not read as its document; `syncedAs` is the document's path in the replica that syncs it,
    /// when the store that read it found one (moved aside, its records would be deleted on every machine).
    case damaged(path: String, detail: String, syncedAs: String? = nil)
    case newerVersion(path: String, found: Int, supported: Int)
    /// The file is read-only: coach will not replace it.
    case readOnly(path: String)
    /// The file is a symbolic link: coach writes only files it made.
    case symbolicLink(path: String)
    /// A file of lines holds bytes that are not text, which rewriting would lose.
    case notText(path: String)

    /// What went wrong and what to do, for the person at the keyboard.
    public var message: String {
        switch self {
        case let .cannotCreateDirectory(path, reason):
            return
                "cannot create the data directory \(path): \(reason). Choose another with --data-dir DIR or COACH_HOME."
        case let .cannotRead(path, reason):
            return
                "cannot read \(path): \(reason). Check its permissions, or choose another data directory with --data-dir DIR."
        case let .cannotWrite(path, reason):
            return "cannot save \(path): \(reason). Nothing was changed; check the folder's permissions and free space."
        case let .cannotLock(path, reason):
            return "cannot lock \(path): \(reason). Check the data directory's permissions."
        case let .damaged(path, detail, syncedAs):
            let name = URL(fileURLWithPath: path).lastPathComponent
            if let document = syncedAs {
                // Moved aside, its records would be deleted on every machine the replica syncs with.
                return "\(path) is damaged (\(detail)). coach left it untouched; this data directory syncs, so "
                    + "rebuild it from what your machines synced with 'sync rebuild \(document)' (do not move it aside: "
                    + "sync would delete its records everywhere), or repair \(name) by hand."
            }
            return "\(path) is damaged (\(detail)). coach left it untouched; "
                + "move it aside to start afresh (mv '\(path)' '\(path).bad') or repair \(name) by hand."
        case let .readOnly(path):
            return
                "\(path) is read-only, so coach left it as it is; make it writable (chmod u+w '\(path)') to let coach change it."
        case let .symbolicLink(path):
            return "\(path) is a symbolic link, and coach writes only files it made itself; "
                + "replace the link with the file it points to, or choose another data directory with --data-dir DIR."
        case let .notText(path):
            return "\(path) holds bytes that are not text, so coach will not rewrite it (that would lose them); "
                + "move it aside (mv '\(path)' '\(path).bad') to start a new one."
        case let .newerVersion(path, found, supported):
            return
                "\(path) was written by a newer coach (format version \(found); this coach knows up to \(supported)). "
                + "coach will not overwrite it; update coach to change it."
        }
    }
}
