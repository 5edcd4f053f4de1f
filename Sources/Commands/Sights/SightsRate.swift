import ArgumentParser
import Core

/// `sights rate ID STARS`: the person's own rating of a sight, 1–5 (0 removes it); the private note is its review.
struct SightsRate: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate a sight 1 to 5 stars (0 removes your rating); your note on it is your review.",
        discussion: "The rating shows on the sight's card and orders 'sights list --sort rating'.")
    @Argument(
        help: .completed("A sight's id or name (Tab completes), then the stars, 1 to 5.", from: .sight),
        completion: DynamicValues.sight.completion)
    var words: [String] = []

    func validate() throws {
        guard words.count >= 2 else {
            throw ValidationError("give a sight and 1 to 5 stars, e.g. 'sights rate mordovia-arena 5'")
        }
    }

    func run(in context: CommandContext) async throws {
        let stars = try SightJournal.rating(words.last!)
        let rated = try context.sights.sight(words.dropLast().joined(separator: " "))
        let noted = try context.sights.changeJournal { journal in
            journal.rate(rated.id, stars)
            return journal.notes[rated.id] != nil
        }
        let said = context.messages
        let name = rated.name(in: said.language)
        guard let stars else { return context.output.line(said.tr("Removed your rating of %@.", name)) }
        context.output.line(
            context.style.yellow(SightView.stars(stars)) + " " + said.tr("%@: %@ of 5.", name, said.number(stars)))
        // The note is the review: said once, while there is none.
        if !noted { context.output.line(said.tr("Write your review with 'sights note %@ TEXT'.", rated.id)) }
    }
}
