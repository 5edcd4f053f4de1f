import ArgumentParser
import Core
import Storage

/// `track add NAME [--goal N] [--unit U] [--measure [--at-most N | --at-least N]] [--per-week N]`.
struct TrackAdd: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract:
            "Add a tracker: 'track add water --goal 8 --unit glasses', 'track add stretch', 'track add weight --unit kg --measure --at-most 80'.",
        discussion: """
            Without --goal, --unit or --measure a tracker is done or not, with the goal of doing it every day \
            (--per-week N: N days a week). With --goal or --unit it counts, entries adding up. --measure keeps the \
            day's last value. Adding a tracker you removed brings it back with its log.
            """)

    @Argument(help: ArgumentHelp("Its name: a word in any language.", valueName: "name")) var name: String
    @Option(help: ArgumentHelp("A count's daily goal.", valueName: "n")) var goal: String?
    @Option(help: ArgumentHelp("What it is counted or measured in: glasses, min, kg.", valueName: "unit")) var unit:
        String?
    @Flag(help: "A value a day, the last one counting (a weight), instead of a count.") var measure = false
    @Option(name: .customLong("at-most"), help: ArgumentHelp("A measure's goal: at most N.", valueName: "n"))
    var atMost: String?
    @Option(name: .customLong("at-least"), help: ArgumentHelp("A measure's goal: at least N.", valueName: "n"))
    var atLeast: String?
    @Option(
        name: .customLong("per-week"),
        help: ArgumentHelp("Days a week the goal asks for, 1 to 6 (default every day).", valueName: "n"))
    var perWeek: Int?

    func validate() throws {
        try TrackEdit.validate(perWeek: perWeek, goals: [goal, atMost, atLeast], name: name, unit: unit)
    }

    func run(in context: CommandContext) async throws {
        let name = try TrackerName.checked(self.name, reserved: TrackCommand.reservedNames)
        let kind: Tracker.Kind = measure ? .measure : (goal != nil || unit != nil) ? .count : .done
        let unit = try self.unit.map { try Self.unit($0, context.messages) }
        let goal = try TrackEdit.goal(
            kind: kind, name: name, unit: unit ?? "", goal: goal, atMost: atMost, atLeast: atLeast, perWeek: perWeek,
            current: nil)
        let (tracker, back) = try context.trackers.add(
            Tracker(name: name, kind: kind, unit: unit, added: context.now()))
        // A tracker brought back keeps its goal unless a new one is given.
        let given = self.goal != nil || atMost != nil || atLeast != nil || perWeek != nil
        if let goal, !back || given { try context.goals.change { $0.byArea[tracker.id] = goal } }
        let area = TrackerArea(tracker)
        let words = context.messages
        let described =
            (try? context.goals.all()).flatMap(area.goal).map { words.tr("; goal %@", area.describe($0, in: words)) }
            ?? ""
        let what = TrackView.kind(tracker, words) + described
        context.output.line(
            back
                ? words.tr("Brought back %@ with its log (%@).", tracker.name, what)
                : words.tr("Added %@ (%@).", tracker.name, what))
        let example =
            tracker.kind == .done
            ? "track \(tracker.name)"
            : tracker.kind == .count ? "track \(tracker.name) 2" : "track \(tracker.name) 72.5"
        context.output.line(
            words.tr(
                "Log it with '%@' (in the shell, '%@' alone); 'today' shows it.", example, String(example.dropFirst(6)))
        )
    }

    /// A unit as typed: a word of at most 12 characters without control characters.
    static func unit(_ text: String, _ words: Messages = .english) throws -> String {
        let unit = text.trimmed(\.isSpace)
        guard !unit.isEmpty, unit.count <= 12, ControlCharacters.found(in: unit).isEmpty else {
            throw TrackerCommandError.notAUnit(text)
        }
        return unit
    }
}
