import ArgumentParser
import Core

/// `checkin edit --mood 5`: change a day's check-in.
struct CheckinEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a check-in: 'checkin edit --mood 5', '--note \"\"' clears the note; today unless --date.")

    @OptionGroup var answers: CheckInAnswers
    @OptionGroup var day: CheckInDayOption

    func run(in context: CommandContext) async throws {
        let day = try self.day.day(context)
        let words = context.messages
        guard !answers.isEmpty else { throw CheckInInputError.nothingToChange }
        let mood = try answers.mood.map(CheckInScale.mood.parse)
        let energy = try answers.energy.map(CheckInScale.energy.parse)
        let note = try CheckInNote.checked(answers.note)
        let tags = try CheckInTags.checked(answers.tags)
        let (before, after) = try context.checkIns.edit(on: day, today: context.today) { checkIn in
            if let mood { checkIn.mood = mood }
            if let energy { checkIn.energy = energy }
            if answers.note != nil { checkIn.note = note }
            if !tags.isEmpty || answers.noTags { checkIn.tags = tags.isEmpty ? nil : tags }
        }
        context.output.line(
            words.tr(
                "The check-in of %@ is now %@ (was %@).", CheckInView.when(day, context, words),
                CheckInView.summary(after, words), CheckInView.summary(before, words)))
    }
}
