/// What a replica's repository may hold: its README, and operation logs `ops/DEVICE/PATH.jsonl` (and their
/// further parts, `PATH.2.jsonl`…: `LogParts`) of a device named as `SyncDevice.isName` allows, for a coach
/// document: a `.json` file of the data directory (no hidden part, no `..`, no folder named like a document) or a
/// photo in the photos folder. Anything else another machine sends is skipped, named once in `sync status`.
package enum ReceivedPath {
    /// Why the repository file `path` (with git's `mode`) is not one coach reads; nil when it is.
    package static func problem(_ path: String, mode: String = "100644") -> String? {
        if let kind = strangeKind(mode) { return kind }
        if path == "README" { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0] == "ops" else {
            return "not an operation log of coach (ops/MACHINE/DOCUMENT.jsonl)"
        }
        guard SyncDevice.isName(String(parts[1])) else { return "'\(parts[1])' is not a machine's name" }
        guard path.hasSuffix(".jsonl") else { return "not an operation log (.jsonl)" }
        guard let log = LogParts.part(parts.dropFirst(2).joined(separator: "/")) else {
            return "not a coach document"
        }
        return documentProblem(log.document)
    }

    /// Why `document` cannot be a coach document's path in the data directory; nil when it can.
    package static func documentProblem(_ document: String) -> String? {
        let parts = document.split(separator: "/", omittingEmptySubsequences: false)
        guard isDataFilePath(document), parts.count <= 4 else { return "not a coach document" }
        if parts.dropLast().contains(where: { $0.hasSuffix(".json") }) {
            return "not a coach document (it would be inside a document)"
        }
        if document.hasSuffix(".json") { return nil }
        if document.hasPrefix(PhotoFile.folder + "/"), parts.count == 3 {
            return PhotoFile.isPlainName(String(parts[2]))
                ? nil : "not a photo (.\(PhotoFile.extensions.joined(separator: ", .")))"
        }
        return "not a coach document"
    }

    /// What git's `mode` says the entry is, when it is not a plain file.
    package static func strangeKind(_ mode: String) -> String? {
        switch mode {
        case "100644", "100755": return nil
        case "120000": return "a symbolic link, which coach never follows"
        case "160000": return "a submodule, not a file"
        case "040000": return "a folder where a file should be"
        default: return "not a plain file (git mode \(mode))"
        }
    }
}

/// A file another machine sent that sync left out, and why: named once in `sync status`.
public struct SkippedFile: Codable, Equatable, Sendable {
    /// Its path in the replica's repository (`ops/x/../../evil.jsonl`) or the data directory.
    public var path: String
    /// Why it was left out, in words.
    public var reason: String

    /// The most remembered.
    public static let most = 50

    package init(path: String, reason: String) { (self.path, self.reason) = (path, reason) }
}

/// This machine's records as another machine or the remote changed them, put back by a sync.
public struct OwnRecordsRestored: Codable, Equatable, Sendable {
    /// When, in milliseconds since 1970.
    public var time: Int64
    /// How many files of this machine's folder the remote had removed, changed or added.
    public var files: Int

    package init(time: Int64, files: Int) { (self.time, self.files) = (time, files) }
}
