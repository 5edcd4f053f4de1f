import ArgumentParser
import Core
import Storage

/// `sights route ID ID … [--walk]`: a short walking order, each leg and the total; walked, each stop reached is a visit.
struct SightsRoute: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "route",
        abstract: "An order to visit sights that keeps the walk short, starting at the first; each leg and the total.",
        discussion:
            "With --walk, coach asks at each stop whether you reached it (y or n; q stops the walk; piped, one answer a line) and marks each one reached visited today; 'sights profile' counts the routes completed."
    )

    @Argument(
        help: .completed("Two or more sight ids (Tab completes).", from: .sight),
        completion: DynamicValues.sight.completion)
    var ids: [String]
    @Flag(help: "Walk it now: confirm each stop as you reach it, and each is marked visited.") var walk = false
    @OptionGroup var format: OutputFormat

    func validate() throws {
        if walk, format.json { throw ValidationError("--walk asks at each stop; leave out --json with it") }
    }

    func run(in context: CommandContext) async throws {
        let route = try context.sights.route(ids)
        let words = context.messages
        try await format.show(route, in: context) {
            for (index, stop) in route.stops.enumerated() {
                let leg =
                    index == 0
                    ? words.tr("start")
                    : "+" + DistanceText.format(route.legs[index - 1], in: words) + " "
                        + stop.location.direction(from: route.stops[index - 1].location, words)
                let number = "  \(index + 1). "
                var name = stop.name(in: words.language)
                if let width = context.output.width {
                    // A long name (Russian ones are) gives way to the leg, so the line fits the screen.
                    let room = width - Table.width(of: number) - 2 - Table.width(of: leg)
                    name = TerminalText.truncated(name, to: max(room, 12))
                }
                context.output.line(number + Table.pad(name, 40) + "  " + context.style.dim(leg))
            }
            context.output.line(
                words.tr("Total: %@ on foot, as the crow flies.", DistanceText.format(route.total, in: words)))
        }
        if walk { try await SightsWalk(context: context, route: route).run() }
    }
}
