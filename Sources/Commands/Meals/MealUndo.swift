import ArgumentParser
import Core
import Storage

/// `meal undo`: reverts the last add, edit or delete.
struct MealUndo: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "undo", abstract: "Revert the last add, edit or delete (once).")

    func run(in context: CommandContext) async throws {
        let change = try context.meals.undo()
        let when = { (entry: MealEntry) in "\(MealView.entry(entry)), \(CalendarDay(entry.time, in: context.calendar).text) \(CalendarDay.clock(entry.time, in: context.calendar))" }
        // A change always has a before or an after; its kind says which.
        switch change.kind {
        case .added: context.output.line("Undid adding \(when(change.after!)).")
        case .deleted: context.output.line("Undid deleting \(when(change.before!)); it is back.")
        case .edited: context.output.line("Undid the edit: \(MealView.entry(change.after!)) is \(MealView.entry(change.before!)) again.")
        }
        let day = CalendarDay((change.before ?? change.after)!.time, in: context.calendar)
        context.output.line(try MealView.dayProgress(day, context: context))
    }
}
