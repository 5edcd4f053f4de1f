import ArgumentParser
import Core

/// `track edit NAME [--goal N] [--unit U] [--at-most N | --at-least N] [--per-week N | --every-day] [--no-goal]`.
struct TrackEdit: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a tracker's goal or unit: 'track edit water --goal 10', 'track edit stretch --per-week 3'.")

    @Argument(help: .completed("The tracker.", from: .tracker), completion: DynamicValues.tracker.completion) var name:
        String
    @Option(help: ArgumentHelp("A count's daily goal.", valueName: "n")) var goal: String?
    @Option(help: ArgumentHelp("What it is counted or measured in.", valueName: "unit")) var unit: String?
    @Option(name: .customLong("at-most"), help: ArgumentHelp("A measure's goal: at most N.", valueName: "n"))
    var atMost: String?
    @Option(name: .customLong("at-least"), help: ArgumentHelp("A measure's goal: at least N.", valueName: "n"))
    var atLeast: String?
    @Option(name: .customLong("per-week"), help: ArgumentHelp("Days a week the goal asks for, 1 to 6.", valueName: "n"))
    var perWeek: Int?
    @Flag(name: .customLong("every-day"), help: "Ask for the goal every day again.") var everyDay = false
    @Flag(name: .customLong("no-goal"), help: "Remove the goal.") var noGoal = false

    func validate() throws {
        try Self.validate(perWeek: perWeek, goals: [goal, atMost, atLeast], name: name, unit: unit)
    }

    /// The goal's numbers and days a week, checked before the line runs.
    static func validate(perWeek: Int?, goals: [String?], name: String, unit: String?) throws {
        if let perWeek, !(1...6).contains(perWeek) { throw OptionRange.refusal(TrackerError.perWeekRange(perWeek)) }
        for number in goals.compactMap(\.self) {
            try OptionRange.checked { try AreaGoalNumber.parse(number, area: name, unit: unit ?? "") }
        }
    }

    func run(in context: CommandContext) async throws {
        let tracker = try context.trackers.tracker(named: name)
        let current = try context.goals.all().byArea[tracker.id]
        let unit = try self.unit.map { try TrackAdd.unit($0, context.messages) }
        var goal = try Self.goal(
            kind: tracker.kind, name: tracker.name, unit: unit ?? tracker.unit ?? "", goal: goal, atMost: atMost,
            atLeast: atLeast, perWeek: perWeek, current: current)
        if everyDay { goal?.perWeek = nil }
        if noGoal { goal = nil }
        let words = context.messages
        guard unit != nil || goal != current else {
            throw TrackerCommandError.nothingToChange
        }
        if let unit { try context.trackers.change(tracker.name) { $0.unit = unit } }
        try context.goals.change { $0.byArea[tracker.id] = goal }
        let changed = try context.trackers.tracker(named: tracker.name)
        let area = TrackerArea(changed)
        let described = goal.map { area.describe($0, in: words) } ?? words.tr("none")
        context.output.line(words.tr("%@: %@; goal %@.", area.title, TrackView.kind(changed, words), described))
    }

    /// The goal a tracker of `kind` gets from the options typed, starting from `current`; nil for none.
    static func goal(
        kind: Tracker.Kind, name: String, unit: String, goal: String?, atMost: String?, atLeast: String?, perWeek: Int?,
        current: AreaGoal?
    ) throws -> AreaGoal? {
        if let perWeek, !(1...6).contains(perWeek) { throw TrackerError.perWeekRange(perWeek) }
        let week = perWeek ?? current?.perWeek
        switch kind {
        case .done:
            if goal != nil { throw TrackerError.goalForKind(.done, "--goal") }
            if atMost != nil || atLeast != nil {
                throw TrackerError.goalForKind(.done, atMost != nil ? "--at-most" : "--at-least")
            }
            return AreaGoal(.logged, perWeek: week)
        case .count:
            if atMost != nil || atLeast != nil {
                throw TrackerError.goalForKind(.count, atMost != nil ? "--at-most" : "--at-least")
            }
            if let goal {
                return AreaGoal(.atLeast(try AreaGoalNumber.parse(goal, area: name, unit: unit)), perWeek: week)
            }
        case .measure:
            if goal != nil { throw TrackerCommandError.goalForMeasure(name) }
            if atMost != nil, atLeast != nil { throw TrackerCommandError.atMostAndAtLeast }
            if let atMost {
                return AreaGoal(.atMost(try AreaGoalNumber.parse(atMost, area: name, unit: unit)), perWeek: week)
            }
            if let atLeast {
                return AreaGoal(.atLeast(try AreaGoalNumber.parse(atLeast, area: name, unit: unit)), perWeek: week)
            }
        }
        guard var current else {
            if perWeek != nil { throw TrackerCommandError.perWeekWithoutGoal }
            return nil
        }
        current.perWeek = week
        return current
    }
}
