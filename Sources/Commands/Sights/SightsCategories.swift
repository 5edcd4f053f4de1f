import ArgumentParser
import Core

/// `sights categories`: each category with its count.
struct SightsCategories: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "categories", abstract: "The categories with how many sights each has.")

    @OptionGroup var format: OutputFormat

    func run(in context: CommandContext) async throws {
        let counts = SightCatalog.categoryCounts(try context.sights.all(details: false))
        let words = context.messages
        try await format.show(counts, in: context) {
            let width = counts.map(\.category.rawValue.count).max() ?? 0
            for count in counts {
                // Russian shows the Russian title alone; English both, as the names people may search for.
                let titles =
                    words.language == .ru
                    ? words.tr(count.category.title) : count.category.title + " · " + count.category.titleRU
                context.output.line(
                    "  " + Table.pad(count.category.rawValue, width) + "  " + Table.pad(String(count.count), 3)
                        + "  " + context.style.dim(titles))
            }
        }
    }
}
