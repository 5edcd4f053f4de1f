import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding the documents that changed since they were last recorded. After every command a replica
/// asks, so the quick way looks only into folders whose stamp moved: coach saves a file by renaming
/// a new one into its folder, which moves the folder's stamp. A sync looks at every file.
extension SyncReplica {
    /// The data files (no hidden part, not `local`) and folders in `folder` ("" for the data directory)
    /// and below; with `deep` false, only the files right in it and the folders not known yet, walked.
    func walk(
        _ folder: String, deep: Bool = true, known: Set<String> = [], files: inout [String], folders: inout [String]
    ) {
        folders.append(folder)
        let full = folder.isEmpty ? data.path : data.appendingPathComponent(folder).path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] where !name.hasPrefix(".") {
            let path = folder.isEmpty ? name : folder + "/" + name
            var info = stat()
            guard lstat(full + "/" + name, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: files.append(path)
            case S_IFDIR where deep || !known.contains(path): walk(path, files: &files, folders: &folders)
            default: continue
            }
        }
    }

    /// The documents whose bytes differ from when they were last recorded, the folders looked in, and the new
    /// stamps of documents whose stamp moved but whose bytes did not (copied or restored in place): noted, they
    /// are not read again after every command.
    func changedDocuments(
        _ state: SyncState, leaving local: Set<String>, quick: Bool = false
    ) -> (paths: [String], folders: [String], restamped: [String: String]) {
        var files: [String] = []
        var folders: [String] = []
        if quick, !state.folders.isEmpty {
            let known = Set(state.folders.keys)
            for (folder, stamp) in state.folders.sorted(by: { $0.key < $1.key })
            where Self.stamp(of: folderPath(folder)) != stamp {
                walk(folder, deep: false, known: known, files: &files, folders: &folders)
            }
        } else {
            walk("", files: &files, folders: &folders)
        }
        let looked = Set(folders)
        // Only what can be a coach document syncs: other machines would skip anything else.
        let present = files.filter { !local.contains($0) && ReceivedPath.documentProblem($0) == nil }
        let gone = Set(state.fingerprints.keys).subtracting(present).filter { path in
            ReceivedPath.documentProblem(path) == nil
                && (!quick || state.folders.isEmpty || looked.contains(Self.folder(of: path)))
        }
        let root = data.path + "/"
        var restamped: [String: String] = [:]
        let changed = present.filter { path in
            let stamp = Self.stamp(of: root + path)
            if let known = state.stamps[path], known == stamp { return false }
            let bytes = FileManager.default.contents(atPath: root + path) ?? Data()
            guard state.fingerprints[path] != fingerprint(bytes) else {
                if let stamp = Self.settledStamp(of: root + path) { restamped[path] = stamp }
                return false
            }
            return true
        }
        return ((changed + gone).sorted(), folders, restamped)
    }

    /// Notes the stamps of `folders` and of those already known, as they are now; a folder gone is forgotten.
    func noteFolders(_ folders: [String], in state: inout SyncState) {
        var stamps: [String: String] = [:]
        var all = Set(state.folders.keys)
        for folder in folders {
            let parts = folder.split(separator: "/")
            for length in 0...parts.count { all.insert(parts.prefix(length).joined(separator: "/")) }
        }
        let now = Date().timeIntervalSince1970
        for folder in all {
            var info = stat()
            guard lstat(folderPath(folder), &info) == 0, let stamp = Self.stamp(of: folderPath(folder)) else {
                continue
            }
            // A folder's time moves in ticks of a few milliseconds, and it keeps its inode: one saved
            // into just now could be saved into again within the same tick, unseen. Look again next time.
            stamps[folder] = now - Double(SystemCalls.modified(info).seconds) < 2 ? "recent" : stamp
        }
        state.folders = stamps
    }

    /// The folder a document is in ("" for the data directory), found without splitting it into characters.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private func folderPath(_ folder: String) -> String {
        folder.isEmpty ? data.path : data.appendingPathComponent(folder).path
    }
}
