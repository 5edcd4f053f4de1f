import ArgumentParser
import Core
import Storage

/// `meal undo`: reverts the last add, edit or delete.
struct MealUndo: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Revert the last add, edit or delete (once).")

    func run(in context: CommandContext) async throws {
        let change = try context.meals.undo()
        let words = context.messages
        let when = { (entry: MealEntry) in
            "\(MealView.entry(entry, words)), \(CalendarDay(entry.time, in: context.calendar).text) "
                + CalendarDay.clock(entry.time, in: context.calendar)
        }
        // A change always has a before or an after; its kind says which.
        switch change.kind {
        case .added: context.output.line(words.tr("Undid adding %@.", when(change.after!)))
        case .deleted: context.output.line(words.tr("Undid deleting %@; it is back.", when(change.before!)))
        case .edited:
            context.output.line(
                words.tr(
                    "Undid the edit: %@ is %@ again.", MealView.entry(change.after!, words),
                    MealView.entry(change.before!, words)))
        }
        let day = CalendarDay((change.before ?? change.after)!.time, in: context.calendar)
        context.output.line(try MealView.dayProgress(day, context: context))
    }
}
