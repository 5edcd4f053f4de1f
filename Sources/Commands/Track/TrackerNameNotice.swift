import Core
import Storage

/// The note that a tracker is shown by another name than its own (`my-breathing` for `breathing`, a built-in area's
/// name), said on stderr after the first command that shows it (`LineRunner` notes the trackers
/// each command reads in a `RenamedTrackers.Found`), once per data directory: the trackers told are kept
/// in `trackers/names-told.json` (`TrackerNamesTold`), which stays on this machine.
enum TrackerNameNotice {
    /// Tells each of `renamed` not told before, and remembers it; when that cannot be remembered, tells it anyway.
    static func tell(_ renamed: [RenamedTracker], context: CommandContext) {
        guard !renamed.isEmpty else { return }
        let untold: [RenamedTracker]
        do {
            let told = Set(try context.store.load(TrackerNamesTold.self).told)
            guard renamed.contains(where: { !told.contains($0) }) else { return }
            untold = try context.store.update(TrackerNamesTold.self) { state in
                let told = Set(state.told)
                let untold = renamed.filter { !told.contains($0) }
                state.told += untold
                return untold
            }
        } catch {
            untold = renamed
        }
        let words = context.messages
        for tracker in untold {
            context.output.errorLine(
                words.tr(
                    "Note: your tracker '%@' has a name of coach's own area %@, so it is shown as '%@'; its log and goal are kept. Rename it with 'track rename %@ NAME' (this note is shown once).",
                    tracker.name, words.tr(tracker.area), tracker.shownAs, tracker.shownAs))
        }
    }
}
