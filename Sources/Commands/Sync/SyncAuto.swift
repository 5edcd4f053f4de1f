import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync auto on|off`: sync in the background after each change made in the shell.
struct SyncAuto: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "auto",
        abstract:
            "Sync in the background after each change made in the interactive shell (on), or only when asked (off).",
        discussion:
            "The prompt never waits for it; a sync already running is not started twice. Kept on this machine only.")

    enum Switch: String, ExpressibleByArgument, CaseIterable { case on, off }

    @Argument(help: "on or off.") var setting: Switch

    init() {}

    func run(in context: CommandContext) async throws {
        try await SyncView.run(context).setAuto(setting == .on)
        context.output.line(
            setting == .on
                ? context.messages.tr("The shell syncs in the background after each change now.")
                : context.messages.tr("The shell syncs only when you run 'sync' now."))
    }
}

/// What the shell does for a replica after commands: records their changes as operations, timed now,
/// and with `sync auto on` starts a sync in the background.
public enum BackgroundSync {
    /// Records the changes the commands made; a replica that cannot record now says so on the next sync.
    public static func recordChanges(_ context: CommandContext) async {
        guard let sync = try? SyncView.run(context) else { return }
        _ = try? await sync.recordChanges()
    }

    /// After a line of the interactive shell: records its changes, then starts `coach sync now --quiet`
    /// in the background when auto is on and there is something to send; returns at once.
    public static func afterLine(_ context: CommandContext) async {
        guard let sync = try? SyncView.run(context), sync.replica.exists else { return }
        guard let recorded = try? await sync.recordChanges(), recorded > 0, sync.syncsAfterChanges else { return }
        let command = "\"$0\" --data-dir \"$1\" sync now --quiet --background >/dev/null 2>&1 </dev/null &"
        _ = await context.system.run(
            "sh", ["-c", command, context.system.executable, sync.replica.data.path], timeout: .seconds(10))
    }
}
