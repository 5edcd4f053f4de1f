import Storage

/// Storage's errors in the person's language. Storage sits below Core and keeps no catalog, so its English
/// `message` stays there and the words are chosen here, case by case.
extension StoreError {
    public func message(in words: Messages) -> String {
        guard words.language != .en else { return message }
        let said = { (reason: String) in StoredDetails.reason(reason, in: words) }
        switch self {
        case let .cannotCreateDirectory(path, reason):
            return words.tr(
                "cannot create the data directory %@: %@. Choose another with --data-dir DIR or COACH_HOME.", path,
                said(reason))
        case let .cannotRead(path, reason):
            return words.tr(
                "cannot read %@: %@. Check its permissions, or choose another data directory with --data-dir DIR.",
                path, said(reason))
        case let .cannotWrite(path, reason):
            return words.tr(
                "cannot save %@: %@. Nothing was changed; check the folder's permissions and free space.", path,
                said(reason))
        case let .cannotLock(path, reason):
            return words.tr("cannot lock %@: %@. Check the data directory's permissions.", path, said(reason))
        case let .damaged(path, english, syncedAs):
            let name = String(path.split(separator: "/").last ?? Substring(path))
            let detail = StoredDetails.said(english, in: words)
            if let document = syncedAs {
                return words.tr(
                    "%@ is damaged (%@). coach left it untouched; this data directory syncs, so rebuild it from what your machines synced with 'sync rebuild %@' (do not move it aside: sync would delete its records everywhere), or repair %@ by hand.",
                    path, detail, document, name)
            }
            return words.tr(
                "%@ is damaged (%@). coach left it untouched; move it aside to start afresh (mv '%@' '%@.bad') or repair %@ by hand.",
                path, detail, path, path, name)
        case let .readOnly(path):
            return words.tr(
                "%@ is read-only, so coach left it as it is; make it writable (chmod u+w '%@') to let coach change it.",
                path, path)
        case let .symbolicLink(path):
            return words.tr(
                "%@ is a symbolic link, and coach writes only files it made itself; replace the link with the file it points to, or choose another data directory with --data-dir DIR.",
                path)
        case let .notText(path):
            return words.tr(
                "%@ holds bytes that are not text, so coach will not rewrite it (that would lose them); move it aside (mv '%@' '%@.bad') to start a new one.",
                path, path, path)
        case let .newerVersion(path, found, supported):
            return words.tr(
                "%@ was written by a newer coach (format version %@; this coach knows up to %@). coach will not overwrite it; update coach to change it.",
                path, String(found), String(supported))
        }
    }
}
