import Storage

/// What the interactive shell remembers about the person between runs.
public struct ShellState: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "shell.json"
    public static let empty = ShellState()

    public var version = ShellState.currentVersion
    /// Whether the first-run welcome has been shown.
    public var welcomed = false

    public init() {}
}
