import Foundation

/// A backup: every file of a data directory in one JSON document. Text files are kept as text, so
/// a backup can be read and searched; others (photos) as base64.
///
///     {"format": "coach backup", "version": 1, "created": "2026-11-24T22:30:00+03:00",
///      "dataDirectory": "/home/ana/.local/share/coach",
///      "files": [{"path": "meals/2026-11.json", "text": "{…}"}, {"path": "meals/photos/1.jpg", "base64": "…"}]}
public struct BackupBundle: Codable, Equatable, Sendable {
    public struct File: Codable, Equatable, Sendable {
        public var path: String
        public var text: String?
        public var base64: String?
    }

    /// What every backup says it is.
    public static let formatName = "coach backup"
    /// The bundle format this coach writes and reads.
    public static let currentVersion = 1
    /// The largest backup `restore` reads, and the most files it may hold.
    public static let largest = 512 << 20, mostFiles = 100_000

    public var format: String
    public var version: Int
    public var created: String
    public var dataDirectory: String
    public var files: [File]

    /// A bundle of `files` (path inside the data directory → contents).
    public init(files: [String: Data], created: String, dataDirectory: String) {
        (format, version, self.created, self.dataDirectory) = (Self.formatName, Self.currentVersion, created, dataDirectory)
        self.files = files.keys.sorted().map { path in
            let data = files[path]!
            if let text = String(data: data, encoding: .utf8), !path.hasPrefix("meals/photos/") {
                return File(path: path, text: text, base64: nil)
            }
            return File(path: path, text: nil, base64: data.base64EncodedString())
        }
    }

    /// The bundle as pretty JSON.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads `data` as a backup and checks all of it before anything is restored: the format, its
    /// version, every path (inside the data directory, no hidden or parent parts) and every file.
    public static func read(_ data: Data, versions: (String) -> Int?) throws(BackupError) -> (bundle: BackupBundle, files: [String: Data]) {
        let bundle: BackupBundle
        do { bundle = try JSONDecoder().decode(BackupBundle.self, from: data) } catch { throw .notABackup(detail: "\(error)") }
        guard bundle.format == formatName else { throw .notABackup(detail: "it says it is '\(bundle.format)'") }
        guard bundle.version <= currentVersion else { throw .newerBackup(version: bundle.version) }
        guard bundle.files.count <= mostFiles else { throw .tooManyFiles(bundle.files.count) }
        var files: [String: Data] = [:]
        for file in bundle.files {
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: false)
            guard !file.path.isEmpty, file.path.count <= 300, !file.path.hasPrefix("/"),
                  parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }), !file.path.contains("\\"),
                  ControlCharacters.found(in: file.path).isEmpty else { throw .badPath(file.path) }
            guard files[file.path] == nil else { throw .badFile(path: file.path, detail: "it is in the backup twice") }
            guard let data = file.text.map({ Data($0.utf8) }) ?? file.base64.flatMap({ Data(base64Encoded: $0) }) else {
                throw .badFile(path: file.path, detail: "it has neither text nor valid base64")
            }
            if file.path.hasSuffix(".json") {
                guard let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    throw .badFile(path: file.path, detail: "it is not a JSON object")
                }
                guard let version = document["version"] as? Int else { throw .badFile(path: file.path, detail: "it has no \"version\"") }
                if let supported = versions(file.path), version > supported { throw .newerFile(path: file.path, version: version, supported: supported) }
            }
            files[file.path] = data
        }
        return (bundle, files)
    }
}

/// Why a backup cannot be restored; nothing is changed in any of these cases.
public enum BackupError: UserFacingError, Equatable {
    case notABackup(detail: String)
    case newerBackup(version: Int)
    case tooManyFiles(Int)
    case badPath(String)
    case badFile(path: String, detail: String)
    case newerFile(path: String, version: Int, supported: Int)

    public var message: String {
        let nothing = "; nothing was restored"
        switch self {
        case let .notABackup(detail): return "this is not a coach backup (\(detail))" + nothing
        case let .newerBackup(version): return "this backup was made by a newer coach (backup format \(version); this coach reads up to \(BackupBundle.currentVersion)); update coach to restore it" + nothing
        case let .tooManyFiles(count): return "this backup holds \(count) files, more than the \(BackupBundle.mostFiles) a data directory can have" + nothing
        case let .badPath(path): return "the backup names a file '\(ControlCharacters.visible(path))' outside the data directory or hidden" + nothing
        case let .badFile(path, detail): return "\(path) in the backup is damaged: \(detail)" + nothing
        case let .newerFile(path, version, supported): return "\(path) in the backup was written by a newer coach (format version \(version); this coach knows up to \(supported)); update coach to restore it" + nothing
        }
    }
}
