import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync` / `sync now`: send this machine's changes and take the other machines'.
struct SyncNow: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract:
            "Sync now (the same as plain 'sync'): commit this machine's changes, fetch, fold in the others', push.",
        discussion: "A push refused because another machine pushed first is retried after folding in what it sent.")

    @Flag(name: .shortAndLong, help: "Print nothing when the sync succeeds.") var quiet = false
    @Flag(help: .hidden) var background = false

    init() {}

    func run(in context: CommandContext) async throws {
        let sync = try SyncView.run(context)
        let report: SyncReport
        do {
            report = try await sync.sync(wait: !background)
        } catch {
            // A background sync finding another one running has nothing to do.
            if background, error == .busy { return }
            throw error
        }
        if !quiet { context.output.line(SyncView.summary(report, words: context.messages)) }
        for line in SyncView.notes(report, words: context.messages) { context.output.line(line) }
    }
}
