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
            output.errorLine("Warning: cannot show your trackers: " + ((error as? UserFacingError)?.message ?? "\(error)"))
            return ShownArea.builtIn + addedAreas
        }
    }

    /// The area named `name` (its name, or what `insights` and `export` call it: `meals`, `mood`), any case.
    func area(named name: String) throws -> ShownArea {
        let wanted = name.lowercased()
        let all = try areas()
        if let found = all.first(where: { $0.area.id == wanted || $0.area.series == wanted }) { return found }
        let names = all.map(\.area.id)
        throw CommandFailure("there is no area '\(ControlCharacters.visible(name))'"
            + (Suggestion.closest(to: wanted, among: names).map { ". Did you mean '\($0)'?" } ?? "")
            + "; the areas are " + all.map(\.area.series).joined(separator: ", "))
    }

    /// Where areas read their logs.
    public var areaSources: AreaSources { AreaSources(store: store, calendar: calendar) }

    /// The person's trackers.
    public var trackers: TrackerBook { TrackerBook(store: store, calendar: calendar) }
}
