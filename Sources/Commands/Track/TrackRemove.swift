import ArgumentParser
import Core

/// `track remove NAME [--yes]`: stops showing a tracker; its log is kept.
struct TrackRemove: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Stop tracking something (asks first); its log is kept, and 'track add NAME' brings it back.")

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name: String
    @Flag(help: "Remove without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let tracker = try context.trackers.tracker(named: name)
        if !yes {
            guard context.terminal != nil else { throw CommandFailure("removing '\(tracker.name)' needs confirmation; add --yes to remove it from a script") }
            guard await MealView.ask("Remove the tracker \(tracker.name)? Its log is kept. [y/N]", keys: "yn", context: context) == "y" else {
                return context.output.line("Kept.")
            }
        }
        let now = context.now()
        try context.trackers.change(tracker.name) { $0.removed = now }
        context.output.line("Removed \(tracker.name); its log is kept, and 'track add \(tracker.name)' brings it back.")
    }
}
