/// Where coach keeps the user's own data and shell state, resolved from flags and the environment.
public struct DataLocations: Equatable, Sendable {
    /// The data directory: JSON files, one per concern.
    public var dataDirectory: URL
    /// The interactive history file.
    public var historyFile: URL
    /// Where the settings file is: `$XDG_CONFIG_HOME/coach`, else `~/.config/coach`.
    public var configDirectory: URL

    public init(dataDirectory: URL, historyFile: URL, configDirectory: URL) {
        (self.dataDirectory, self.historyFile, self.configDirectory) = (dataDirectory, historyFile, configDirectory)
    }

    /// Resolves the locations: `--data-dir`, else `$COACH_HOME`, else `$XDG_DATA_HOME/coach`,
    /// else `~/.local/share/coach`; history from `$COACH_HISTORY`, else `$XDG_STATE_HOME/coach/history`,
    /// else `~/.local/state/coach/history`.
    public static func resolve(dataDirFlag: String?, environment: [String: String], home: String) -> DataLocations {
        func nonEmpty(_ key: String) -> String? {
            guard let value = environment[key], !value.isEmpty else { return nil }
            return value
        }
        let data: String
        if let flag = dataDirFlag, !flag.isEmpty {
            data = flag
        } else if let coachHome = nonEmpty("COACH_HOME") {
            data = coachHome
        } else if let xdg = nonEmpty("XDG_DATA_HOME") {
            data = xdg + "/coach"
        } else {
            data = home + "/.local/share/coach"
        }
        let history: String
        if let explicit = nonEmpty("COACH_HISTORY") {
            history = explicit
        } else if let xdg = nonEmpty("XDG_STATE_HOME") {
            history = xdg + "/coach/history"
        } else {
            history = home + "/.local/state/coach/history"
        }
        let config = nonEmpty("XDG_CONFIG_HOME").map { $0 + "/coach" } ?? home + "/.config/coach"
        return DataLocations(
            dataDirectory: URL(fileURLWithPath: data, isDirectory: true),
            historyFile: URL(fileURLWithPath: history, isDirectory: false),
            configDirectory: URL(fileURLWithPath: config, isDirectory: true)
        )
    }
}
