import ArgumentParser
import Core
import Storage

/// `sync auto on|off`: sync in the background after each change made in the shell.
struct SyncAuto: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "auto",
        abstract: "Sync in the background after each change made in the interactive shell (on), or only when asked (off).",
        discussion: "The prompt never waits for it; a sync already running is not started twice. Kept on this machine only.")

    enum Switch: String, ExpressibleByArgument, CaseIterable { case on, off }

    @Argument(help: "on or off.") var setting: Switch

    init() {}

    func run(in context: CommandContext) async throws {
        try SyncView.run(context).setAuto(setting == .on)
        context.output.line(setting == .on
            ? "The shell syncs in the background after each change now."
            : "The shell syncs only when you run 'sync' now.")
    }
}

/// The shell's side of `sync auto on`.
public enum BackgroundSync {
    /// After a line of the interactive shell: starts `coach sync --quiet` in the background when auto is
    /// on and a document changed, and returns at once.
    public static func afterLine(_ context: CommandContext) async {
        guard let sync = try? SyncView.run(context), sync.wantsBackgroundSync() else { return }
        let command = "\"$0\" --data-dir \"$1\" sync now --quiet --background >/dev/null 2>&1 </dev/null &"
        _ = await context.system.run("sh", ["-c", command, context.system.executable, sync.replica.data.path], timeout: .seconds(10))
    }
}
