import ArgumentParser
import Core

/// `track undo`: takes back the last entry logged on this machine.
struct TrackUndo: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Take back the last tracker entry logged here (once).")

    func run(in context: CommandContext) async throws {
        let entry = try context.trackers.undo()
        let tracker = try context.trackers.all().trackers.first { $0.id == entry.tracker }
        let name = tracker?.name ?? entry.tracker
        let day = CalendarDay(entry.time, in: context.calendar)
        let words = context.messages
        let amount =
            tracker.map {
                $0.kind == .done
                    ? words.tr("done")
                    : ($0.kind == .count && entry.set != true ? "+" : "") + TrackView.amount(entry.value, $0, words)
            } ?? ""
        context.output.line(
            words.tr(
                "Took back %@ %@ of %@ %@.", name, amount, day.text, CalendarDay.clock(entry.time, in: context.calendar)
            ))
        if let tracker, tracker.removed == nil {
            context.output.line(try TrackView.today(tracker, on: day, context: context))
        }
    }
}
