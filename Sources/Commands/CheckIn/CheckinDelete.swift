import ArgumentParser
import Core

/// `checkin delete`: asks first at a terminal; scripts pass --yes.
struct CheckinDelete: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a day's check-in (today unless --date); asks first, scripts pass --yes.")

    @OptionGroup var day: CheckInDayOption
    @Flag(help: "Delete without asking.") var yes = false

    func run(in context: CommandContext) async throws {
        let day = try self.day.day(context)
        let when = CheckInView.when(day, context)
        // With --yes the check-in is deleted as stored, so one out of bounds (left out of every view) can go too.
        if !yes {
            guard let checkIn = try context.checkIns.checkIn(on: day) else {
                throw CheckInInputError.noCheckIn(day: day, today: day == context.today)
            }
            guard context.terminal != nil else {
                throw CommandFailure("deleting the check-in of \(when) needs confirmation; add --yes to delete from a script")
            }
            guard await MealView.ask("Delete the check-in of \(when) (\(CheckInView.summary(checkIn)))? [y/N]", keys: "yn", context: context) == "y" else {
                return context.output.line("Kept.")
            }
        }
        let deleted = try context.checkIns.delete(on: day, today: context.today)
        context.output.line("Deleted the check-in of \(when): \(CheckInView.summary(deleted)).")
    }
}
