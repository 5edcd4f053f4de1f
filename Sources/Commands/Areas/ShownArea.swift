import Core

/// An area as the commands show it: its description and how its row reads.
public struct ShownArea: Sendable {
    public let area: any Area
    let view: any AreaView

    /// `area`, shown the way every area is unless it brings a view of its own.
    public init(_ area: any Area) { (self.area, view) = (area, PlainAreaView()) }

    init(_ area: any Area, view: any AreaView) { (self.area, self.view) = (area, view) }

    /// The built-in areas, in the order they are shown. A new built-in area is one line here.
    static let builtIn: [ShownArea] = [
        ShownArea(CheckInArea(), view: CheckInAreaView()),
        ShownArea(BreathingArea(), view: BreathingAreaView()),
        ShownArea(CaloriesArea(), view: CaloriesAreaView()),
        ShownArea(StudyArea(), view: StudyAreaView()),
        ShownArea(SightsArea(), view: SightsAreaView()),
        ShownArea(RelaxArea(), view: RelaxAreaView()),
    ]

    /// The names no tracker may take: every name of the built-in areas (`ReservedNames`) and the commands.
    static let reservedNames = ReservedNames(builtIn.map(\.area), words: TrackCommand.reservedWords)
}

extension CommandContext {
    /// Every area: the built-in ones, any added for this run (`addedAreas`), then the person's trackers.
    /// Trackers that cannot be read are left out with the error for the caller to name.
    public func areas() throws -> [ShownArea] {
        ShownArea.builtIn + addedAreas + (try trackers.active()).map { ShownArea(TrackerArea($0)) }
    }

    /// The areas, trackers left out with a warning when their file cannot be read.
    func areasWarning() -> [ShownArea] {
        do { return try areas() } catch {
            let words = messages
            output.errorLine(words.tr("Warning: cannot show your trackers: ") + words.describe(error))
            return ShownArea.builtIn + addedAreas
        }
    }

    /// The areas named `name`, any case: the one of that name or chart (`breathing`, `meals`, `mood`, `water`),
    /// else every area exported under it (`trackers`).
    func areas(named name: String) throws -> [ShownArea] {
        let wanted = name.lowercased()
        let all = try areas()
        let named = all.filter { $0.area.id == wanted || $0.area.series == wanted }
        let found = named.isEmpty ? all.filter { $0.area.exportName == wanted } : named
        guard found.isEmpty else { return found }
        throw AreaNameError.unknown(
            name, suggestion: Suggestion.closest(to: wanted, among: all.map(\.area.id)), areas: all.map(\.area.series))
    }

    /// The area that takes a goal named `name`, any case; refused, with the nearest name, when there is none.
    func goalArea(named name: String) throws -> ShownArea {
        let areas = try areas().filter(\.area.takesGoal)
        if let found = areas.first(where: { $0.area.id == name.lowercased() }) { return found }
        throw AreaNameError.noGoalArea(
            name, suggestion: Suggestion.closest(to: name.lowercased(), among: areas.map(\.area.id)))
    }

    /// Where areas read their logs.
    public var areaSources: AreaSources { AreaSources(store: store, calendar: calendar) }

    /// The person's trackers, none by a name of an area (an area added for this run's too).
    public var trackers: TrackerBook {
        let reserved =
            addedAreas.isEmpty
            ? ShownArea.reservedNames
            : ReservedNames((ShownArea.builtIn + addedAreas).map(\.area), words: TrackCommand.reservedWords)
        return TrackerBook(store: store, calendar: calendar, reserved: reserved)
    }
}
