import ArgumentParser
import Core

/// `track remove NAME [--yes]`: stops showing a tracker; its log is kept.
struct TrackRemove: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Stop tracking something (asks first); its log is kept, and 'track add NAME' brings it back.")

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name:
        String
    @Flag(help: "Remove without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let tracker = try context.trackers.tracker(named: name)
        if !yes {
            let words = context.messages
            guard context.terminal != nil else { throw TrackerCommandError.removalNeedsConfirmation(tracker.name) }
            let question = words.tr("Remove the tracker %@? Its log is kept. [y/N]", tracker.name)
            guard await MealView.ask(question, keys: "yn", context: context) == "y" else {
                return context.output.line(words.tr("Kept."))
            }
        }
        let now = context.now()
        try context.trackers.change(tracker.name) { $0.removed = now }
        context.output.line(
            context.messages.tr(
                "Removed %@; its log is kept, and 'track add %@' brings it back.", tracker.name, tracker.name))
    }
}
