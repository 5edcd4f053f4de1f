import Storage

/// Files coach writes outside the data directory for a person to keep: a backup, an export, a report.
extension OutsideFile {
    /// Why a file outside the data directory was not written (a plain value, which Core tells in words).
    public typealias WriteProblem = OutsideWriteProblem

    /// Writes `data` to `url` as coach writes its data files (`AtomicFile.write`): through a temporary
    /// file private (0600) from its first byte, renamed into place, so a reader or a kill never finds
    /// a readable or torn copy. First removes the temporary files that killed coaches left in that folder.
    public static func write(_ data: Data, to url: URL) throws(WriteProblem) {
        TemporaryFile.removeLeftovers(in: url.deletingLastPathComponent().path)
        do { try AtomicFile.write(data, to: url) } catch {
            switch error {
            case .symbolicLink: throw .symbolicLink
            case .readOnly: throw .readOnly
            case let .cannotWrite(_, reason): throw .cannotWrite(reason: reason)
            default: throw .cannotWrite(reason: error.message)
            }
        }
    }

    /// Makes the folder `url` and its missing parents, each private (0700) from the start.
    public static func makeFolder(_ url: URL) throws(WriteProblem) {
        do { try AtomicFile.makeFolder(url) } catch {
            if case let .cannotCreateDirectory(path, reason) = error {
                throw .cannotMakeFolder(path: path, reason: reason)
            }
            throw .cannotWrite(reason: error.message)
        }
    }
}
