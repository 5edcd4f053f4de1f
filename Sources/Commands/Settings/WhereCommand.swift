import ArgumentParser
import Core
import Storage

/// `where`: the folders and files coach keeps things in.
public struct WhereCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "where", abstract: "Where coach keeps your data, your history and your settings.")

    @OptionGroup var format: OutputFormat

    public init() {}

    struct Places: Encodable {
        var data: String
        var history: String
        var settings: String
    }

    public func run(in context: CommandContext) async throws {
        let places = Places(
            data: context.dataDirectory,
            history: context.locations?.historyFile.path ?? context.messages.tr("(none: not a shell on files)"),
            settings: Self.settingsFile(context))
        try await format.show(places, in: context) {
            let rows = [
                ["data", places.data, "--data-dir, $COACH_HOME, $XDG_DATA_HOME/coach"],
                ["history", places.history, "$COACH_HISTORY, $XDG_STATE_HOME/coach/history"],
                ["settings", places.settings, "$XDG_CONFIG_HOME/coach/settings.json"],
            ]
            for line in Table(gap: "   ").lines(rows.map { [$0[0], $0[1], context.style.dim("(" + $0[2] + ")")] }) {
                context.output.line(line)
            }
        }
    }

    /// The settings file's path.
    static func settingsFile(_ context: CommandContext) -> String {
        (context.locations?.configDirectory.path ?? "~/.config/coach") + "/" + Settings.defaultPath
    }
}
