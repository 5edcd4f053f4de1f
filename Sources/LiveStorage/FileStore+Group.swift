import Storage

/// A group of changes (`openGroup`): held in memory under the store's lock, written when the group closes.
extension FileStore {
    public func openGroup() throws {
        guard !group.isOpen else { return }
        let fd = try takeLock()
        tidyOnFirstLock()
        group.open(lock: fd)
    }

    public func closeGroup() throws {
        try group.end { document, path in
            let url = directory.appendingPathComponent(path)
            try AtomicFile.write(try encoded(document, at: url), to: url)
        }
    }

    public func abandonGroup() {
        try? group.end { _, _ in }
    }

    /// Whether a file of that name is a document `documents(in:)` lists.
    static func isDocument(_ name: some StringProtocol) -> Bool {
        name.hasSuffix(".json") && !name.hasPrefix(".")
    }

    /// The documents the open group added to `folder` that are not among `listed`: they are not on disk yet, and are
    /// listed all the same, as reading one gives the group's.
    func addedByGroup(in folder: String, besides listed: [String]) -> [String] {
        guard group.isOpen else { return [] }
        return group.paths(in: folder).filter {
            !listed.contains($0) && Self.isDocument($0.dropFirst(folder.count + 1))
        }
    }
}
