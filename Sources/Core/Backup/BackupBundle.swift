import Storage

/// A backup: every file of the data directory in one JSON document,
/// `{"format": "coach-backup", "version": 1, "created": "…", "files": [{"path", "size", "base64"}]}`.
public struct BackupBundle: Encodable, Equatable, Sendable {
    /// One file of the data directory.
    public struct File: Encodable, Equatable, Sendable {
        /// Its path inside the data directory: `meals/2026-11.json`.
        public var path: String
        /// Its length in bytes, checked against the decoded contents.
        public var size: Int
        /// Its bytes, base64 (photos are binary).
        public var base64: String
    }

    /// The version this coach writes and the newest it reads.
    public static let currentVersion = 1
    /// The largest backup `restore` reads: 2 GB.
    public static let largest = 2_000_000_000

    /// `12,500 bytes` as English has always said it, `12 500 байт` in Russian.
    public static func bytes(_ count: Int, _ words: Messages) -> String {
        words.language == .en ? MealNumber.grouped(count) + " bytes" : words.trn("%d byte", "%d bytes", count)
    }

    /// Always `coach-backup`.
    public var format = "coach-backup"
    /// The bundle's version.
    public var version = BackupBundle.currentVersion
    /// When it was taken, ISO 8601.
    public var created: String
    /// The files, by path.
    public var files: [File]

    /// A bundle of `files`, taken at `created`.
    public init(files: [String: Data], created: String) {
        self.created = created
        self.files = files.keys.sorted().map {
            File(path: $0, size: files[$0]!.count, base64: files[$0]!.base64EncodedString())
        }
    }

    /// The bundle as JSON.
    public func encoded() throws -> Data {
        Data(try ValueEncoder.document(self))
    }

    /// Reads and checks a whole backup before anything is restored: its format and version, every
    /// path, every file's size, and that every `.json` file is a JSON object whose version coach knows.
    /// Read with coach's own JSON reader, so what is wrong is said in coach's words, with a line and column.
    public static func read(_ data: Data, from name: String) throws(BackupError) -> [String: Data] {
        let parsed: JSONValue
        do { parsed = try JSONValue(parsing: data) } catch { throw .notABackup(name, error.text) }
        guard let bundle = parsed.objectValue else { throw .notABackup(name, "it is not a JSON object") }
        let format = bundle["format"]?.stringValue
        guard format == "coach-backup" else {
            throw .notABackup(
                name,
                format.map { "format is '\(ControlCharacters.visible($0))', not 'coach-backup'" }
                    ?? "it has no \"format\": \"coach-backup\"")
        }
        guard let version = bundle["version"]?.intValue else {
            throw .notABackup(name, "it has no whole-number \"version\"")
        }
        guard version <= currentVersion else { throw .newer(name, version) }
        guard let listed = bundle["files"]?.arrayValue else { throw .notABackup(name, "it has no \"files\" list") }
        var files: [String: Data] = [:]
        for (index, entry) in listed.enumerated() {
            guard let path = entry["path"]?.stringValue else {
                throw .notABackup(name, "file \(index + 1) has no \"path\"")
            }
            let shown = ControlCharacters.visible(path)
            guard isDataFilePath(path) else { throw .badFile(name, shown, "not a path inside the data directory") }
            guard files[path] == nil else { throw .badFile(name, shown, "listed twice") }
            guard let size = entry["size"]?.intValue, let base64 = entry["base64"]?.stringValue,
                let bytes = Data(base64Encoded: base64), bytes.count == size
            else { throw .badFile(name, shown, "its contents do not match its size") }
            if path.hasSuffix(".json") {
                guard let object = JSONValue.read(bytes)?.objectValue else {
                    throw .badFile(name, shown, "not a JSON object")
                }
                if let version = object["version"]?.intValue, version > RestorePlan.newestKnownVersion(of: path) {
                    throw .badFile(name, shown, "version \(version) is newer than this coach reads; update coach first")
                }
            }
            files[path] = bytes
        }
        return files
    }
}

/// Why a backup cannot be restored; nothing was changed.
public enum BackupError: UserFacingError, Equatable {
    case notABackup(String, String)
    case newer(String, Int)
    case badFile(String, String, String)
    /// The data is kept where a backup cannot be merged into (in memory).
    case cannotRestoreInto
    /// The file given could not be read (it is missing, a folder, unreadable or larger than `BackupBundle.largest`).
    case cannotRead(String, OutsideReadProblem)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notABackup(name, detail):
            words.tr(
                "'%@' is not a coach backup (%@); nothing was restored", ControlCharacters.visible(name),
                ControlCharacters.visible(words.translate(shown: detail)))
        case let .newer(name, version):
            words.tr(
                "'%@' is a version %@ backup, newer than this coach reads (%@); update coach first. Nothing was restored",
                ControlCharacters.visible(name), String(version), String(BackupBundle.currentVersion))
        case let .badFile(name, path, detail):
            words.tr(
                "'%@' is damaged: %@: %@; nothing was restored", ControlCharacters.visible(name), path,
                words.translate(shown: detail))
        case .cannotRestoreInto:
            words.tr("this data store cannot be restored into")
        case let .cannotRead(name, .missing):
            words.tr("cannot read '%@': no such file", ControlCharacters.visible(name))
        case let .cannotRead(name, .folder):
            words.tr("'%@' is a folder; restore reads a file written by 'backup'", ControlCharacters.visible(name))
        case let .cannotRead(name, .unreadable(reason)):
            words.tr("cannot read '%@': %@", ControlCharacters.visible(name), reason)
        case let .cannotRead(name, .tooLarge(size, _)):
            words.tr(
                "'%@' is larger than a backup can be (%@ or more); nothing was restored",
                ControlCharacters.visible(name),
                BackupBundle.bytes(size, words))
        }
    }

    /// What `notABackup` and `badFile` say of a backup, for the catalog.
    static let details = [
        Messages.mark("it is not a JSON object"), Messages.mark("format is '%@', not 'coach-backup'"),
        Messages.mark("it has no \"format\": \"coach-backup\""), Messages.mark("it has no whole-number \"version\""),
        Messages.mark("it has no \"files\" list"), Messages.mark("file %@ has no \"path\""),
        Messages.mark("not a path inside the data directory"), Messages.mark("listed twice"),
        Messages.mark("its contents do not match its size"), Messages.mark("not a JSON object"),
        Messages.mark("version %@ is newer than this coach reads; update coach first"),
        Messages.mark("not a month of %@"),
    ]
}
