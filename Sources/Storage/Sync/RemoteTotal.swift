/// How much a remote may hold, of all machines together: a push is compressed, so a few MiB sent could
/// otherwise fill the disk of every machine that syncs (a 12 MB push of 64 MiB logs checked out as 820 MB).
/// The bounds are far above what a person's data makes: ten years of daily meals are a few MiB of
/// operations, an import of 40,000 places 75 MiB, and a photo of a meal a few MiB.
public enum RemoteTotal: Equatable, Sendable {
    /// The most operation logs (files, parts included).
    case logs
    /// The most the operation logs of JSON documents hold together.
    case documents
    /// The most the operation logs of photos hold together.
    case photos

    /// The bound: a number of files for `logs`, else bytes.
    public var limit: Int {
        switch self {
        case .logs: 20_000
        case .documents: 512 << 20
        case .photos: 16 << 30
        }
    }

    /// The bound in words (English; `SyncErrorWords` says it in the person's language).
    var english: String {
        switch self {
        case .logs: "\(limit) operation logs"
        case .documents: "\(limit >> 20) MiB of documents' operation logs"
        case .photos: "\(limit >> 30) GiB of photos' operation logs"
        }
    }

    /// The first of `files` (repository path and size, taken in order of path) past a bound, and that bound;
    /// nil when they all fit. Only operation logs count (`ops/…`).
    package static func passed(by files: [(path: String, size: Int)]) -> (path: String, total: RemoteTotal)? {
        var (logs, documents, photos) = (0, 0, 0)
        for file in files.sorted(by: { $0.path < $1.path }) where file.path.hasPrefix("ops/") {
            logs += 1
            if logs > RemoteTotal.logs.limit { return (file.path, .logs) }
            if LogParts.part(file.path)?.document.hasSuffix(".json") ?? true {
                documents += file.size
                if documents > RemoteTotal.documents.limit { return (file.path, .documents) }
            } else {
                photos += file.size
                if photos > RemoteTotal.photos.limit { return (file.path, .photos) }
            }
        }
        return nil
    }
}
