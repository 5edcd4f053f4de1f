import ArgumentParser
import Core

/// `track rename OLD NEW`: a new name; the log and goal stay with it.
struct TrackRename: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rename", abstract: "Rename a tracker; its log and goal stay with it.")

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name:
        String
    @Argument(help: ArgumentHelp("Its new name.", valueName: "new-name")) var newName: String

    func run(in context: CommandContext) async throws {
        let new = try TrackerName.checked(newName, reserved: TrackCommand.reservedNames)
        let before = try context.trackers.rename(name, to: new)
        context.output.line(context.messages.tr("Renamed %@ to %@; its log and goal stay with it.", before.name, new))
    }
}
