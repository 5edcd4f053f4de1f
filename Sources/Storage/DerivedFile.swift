/// A file a store derives from its documents (a search index, a log's daily summaries): a cache, rebuilt
/// whenever it is needed, which backups leave out and restores skip (older backups held some).
public enum DerivedFile {
    /// How every cache coach writes begins (then the program's and the source's stamps).
    public static let mark = Data("coach-cache ".utf8)

    /// Whether `data` is one of coach's caches: it begins with `mark`.
    public static func isCache(_ data: Data) -> Bool { data.starts(with: mark) }
}
