import Storage

/// What the interactive shell remembers about the person between runs.
public struct ShellState: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "shell.json"
    public static let empty = ShellState()

    public var version = ShellState.currentVersion
    /// Whether the first-run welcome has been shown.
    public var welcomed = false

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("welcomed", &welcomed)
    }
}
