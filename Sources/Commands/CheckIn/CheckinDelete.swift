import ArgumentParser
import Core

/// `checkin delete`: asks first at a terminal; scripts pass --yes.
struct CheckinDelete: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a day's check-in (today unless --date); asks first, scripts pass --yes.")

    @OptionGroup var day: CheckInDayOption
    @Flag(help: "Delete without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let day = try self.day.day(context)
        let words = context.messages
        let when = CheckInView.when(day, context, words)
        // With --yes the check-in is deleted as stored, so one out of bounds (left out of every view) can go too.
        if !yes {
            guard let checkIn = try context.checkIns.checkIn(on: day) else {
                throw CheckInInputError.noCheckIn(day: day, today: day == context.today)
            }
            guard context.terminal != nil else {
                throw CheckInInputError.deleteNeedsConfirmation(day: day, today: context.today)
            }
            let question = words.tr("Delete the check-in of %@ (%@)? [y/N]", when, CheckInView.summary(checkIn, words))
            guard await MealView.ask(question, keys: "yn", context: context) == "y" else {
                return context.output.line(words.tr("Kept."))
            }
        }
        let deleted = try context.checkIns.delete(on: day, today: context.today)
        context.output.line(words.tr("Deleted the check-in of %@: %@.", when, CheckInView.summary(deleted, words)))
    }
}
