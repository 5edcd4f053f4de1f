import Storage
import Synchronization

/// The names a person's tracker may not take, because `today`, `goal`, `streaks`, `insights` and `export --area`
/// name coach's own areas by them: each built-in area's name (`breathing`, `checkin`), its chart's and file's
/// (`meals`, `mood`), and its title and its chart's title in every language coach speaks (`check-in`, `дыхание`,
/// `питание`), as `today` and `insights` show them; and other words kept from trackers (the commands). Made from
/// the areas' own descriptions, so an area added later is reserved with nothing written for it here.
public struct ReservedNames: Sendable {
    /// Each name that calls a built-in area in English, lowercased, with that area's title (English, as marked for
    /// the catalog).
    let areas: [String: String]
    /// The same for the areas' titles in the other languages, made when first asked for.
    let translated: TranslatedTitles
    /// Other names no tracker may take or be shown by.
    let words: Set<String>

    /// The names of `areas`, and `words` besides.
    public init(_ areas: [any Area], words: some Sequence<String> = [String]()) {
        var names: [String: String] = [:]
        for area in areas {
            for name in [area.id, area.series, area.exportName, area.title, area.chartTitle]
            where names[name.lowercased()] == nil {
                names[name.lowercased()] = area.title
            }
        }
        self.areas = names
        translated = TranslatedTitles(areas)
        self.words = Set(words.map { $0.lowercased() })
    }

    /// The areas' titles in the languages other than English, by their lowercased translation. Made on first use:
    /// a language's catalog takes half a millisecond to load, which a name in English never needs.
    final class TranslatedTitles: Sendable {
        let areas: [any Area]
        private let made = Mutex<[String: String]?>(nil)

        init(_ areas: [any Area]) { self.areas = areas }

        var names: [String: String] {
            made.withLock { made in
                if let made { return made }
                var names: [String: String] = [:]
                for language in MessageLanguage.allCases where language != .en {
                    let words = Messages(language)
                    for area in areas {
                        for title in [area.title, area.chartTitle] where names[words.tr(title).lowercased()] == nil {
                            names[words.tr(title).lowercased()] = area.title
                        }
                    }
                }
                made = names
                return names
            }
        }
    }

    /// No names: a book that reads only the trackers' logs.
    public static let none = ReservedNames([])

    /// The title of the built-in area `name` calls, any case (`Breathing` for `breathing` or `дыхание`); nil for none.
    public func area(named name: String) -> String? {
        let name = name.lowercased()
        if let area = areas[name] { return area }
        // The titles in another language are looked up only for a name beyond ASCII: coach's other language,
        // Russian, writes them in Cyrillic (`ReservedNamesTests` holds every language to that), so a name in
        // English never loads a catalog.
        guard !name.allSatisfy(\.isASCII) else { return nil }
        return translated.names[name]
    }

    /// Whether `name` is a built-in area's or another reserved word, any case.
    public func contains(_ name: String) -> Bool {
        words.contains(name.lowercased()) || area(named: name) != nil
    }

    /// The name a tracker called `name`, a built-in area's, is shown by (and the one suggested instead of it):
    /// `my-breathing`, or `my-breathing-2`, `my-breathing-3`, … when that is taken; never a reserved name nor one of
    /// `taken` (the trackers' names, lowercased).
    public func free(for name: String, besides taken: Set<String>) -> String {
        free(for: name, besides: taken, from: 1).name
    }

    /// The same, trying the numbers from `first` on (1 is `my-breathing` itself), with the number it took: for a
    /// caller that knows the names before it are taken.
    func free(for name: String, besides taken: Set<String>, from first: Int) -> (name: String, number: Int) {
        let base = "my-" + name.lowercased()
        var number = first
        while true {
            let candidate = number == 1 ? base : "\(base)-\(number)"
            if !contains(candidate) && !taken.contains(candidate) { return (candidate, number) }
            number += 1
        }
    }
}

extension Area {
    /// What charts call it: `Meals` for calories, `Mood` for the check-in, `Breathing`.
    public var chartTitle: String { series.prefix(1).uppercased() + series.dropFirst() }
}

/// A tracker shown by another name than its own, because its own is a built-in area's: one made by hand, synced, or
/// added before coach had that area. `trackers.json` keeps its name; `track rename` gives it one of its own.
public struct RenamedTracker: JSONRecord, FieldValue, Hashable {
    /// Its id, which its entries and goal are kept under.
    public var id = ""
    /// Its name in `trackers.json`: `breathing`.
    public var name = ""
    /// The name it is shown and typed by: `my-breathing`.
    public var shownAs = ""
    /// The title of the built-in area whose name it has (English, as marked): `Breathing`.
    public var area = ""
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("name", &name)
        try fields.field("shownAs", &shownAs)
        try fields.field("area", &area)
    }

    public init(id: String, name: String, shownAs: String, area: String) {
        (self.id, self.name, self.shownAs, self.area) = (id, name, shownAs, area)
    }
}

extension Trackers {
    /// The trackers as every command shows them: each by its own name, except one whose name is a built-in area's
    /// (`breathing`), shown by the first of `my-breathing`, `my-breathing-2`, … that is neither reserved nor any
    /// tracker's name (removed ones too) nor given to one before it, in the order they were added. So the name
    /// stays the same from run to run, and `track add` and `track rename` refuse it to any other tracker. A name or
    /// unit holding a control character is shown with it visible (`^J`). Also the trackers shown by another name
    /// than a built-in area's.
    public func shown(reserved: ReservedNames) -> (trackers: Trackers, renamed: [RenamedTracker]) {
        guard trackers.contains(where: { reserved.area(named: $0.name) != nil || Self.holdsControls($0) }) else {
            return (self, [])
        }
        var taken = Set(trackers.map { $0.name.lowercased() })
        // Where each name's search goes on: the names before the one it last gave are taken, and stay so. Thousands
        // of trackers named `breathing` (a sync, a hand edit) are then named in one pass, not one pass each.
        var next: [String: Int] = [:]
        var shown = self
        var renamed: [RenamedTracker] = []
        for index in shown.trackers.indices where Self.holdsControls(shown.trackers[index]) {
            // A name or unit no one could type (a line break synced from elsewhere) is shown, and typed, visibly:
            // `^Jwater` on one line, never a line of its own.
            var name = ControlCharacters.visible(shown.trackers[index].name)
            if taken.contains(name.lowercased()) {
                name = (2...).lazy.map { "\(name)-\($0)" }.first { !taken.contains($0.lowercased()) }!
            }
            if name != shown.trackers[index].name { taken.insert(name.lowercased()) }
            shown.trackers[index].name = name
            shown.trackers[index].unit = shown.trackers[index].unit.map { ControlCharacters.visible($0) }
        }
        for index in shown.trackers.indices {
            let tracker = shown.trackers[index]
            guard let area = reserved.area(named: tracker.name) else { continue }
            let key = tracker.name.lowercased()
            let (name, number) = reserved.free(for: tracker.name, besides: taken, from: next[key, default: 1])
            next[key] = number + 1
            taken.insert(name)
            shown.trackers[index].name = name
            renamed.append(RenamedTracker(id: tracker.id, name: tracker.name, shownAs: name, area: area))
        }
        return (shown, renamed)
    }
}

extension Trackers {
    /// Whether a tracker's name or unit holds a control character, which typed ones never do.
    static func holdsControls(_ tracker: Tracker) -> Bool {
        ControlCharacters.holdsControls(tracker.name, beyond: .none)
            || tracker.unit.map { ControlCharacters.holdsControls($0, beyond: .none) } ?? false
    }
}

/// Where the trackers a command reads are reported when one is shown by another name, so the command can say so
/// once (`LineRunner`). Outside one (a test, Tab completion) nobody is told.
public enum RenamedTrackers {
    /// The trackers shown by another name while one command runs, each once, in the order found.
    public final class Found: Sendable {
        /// In the order found, and as a set, so each is looked up at once among thousands. The set is made with the
        /// first: every command makes a `Found`, and the first set of a type costs a scan of the conformances.
        private let found = Mutex<(inOrder: [RenamedTracker], seen: Set<RenamedTracker>?)>(([], nil))

        public init() {}

        /// Notes `renamed`, unless noted already.
        public func note(_ renamed: [RenamedTracker]) {
            guard !renamed.isEmpty else { return }
            found.withLock { found in
                var seen = found.seen.take() ?? []
                for tracker in renamed where seen.insert(tracker).inserted { found.inOrder.append(tracker) }
                found.seen = seen
            }
        }

        /// Every tracker noted, in the order found.
        public var all: [RenamedTracker] { found.withLock { $0.inOrder } }
    }

    @TaskLocal public static var found: Found?
}

/// The trackers this data directory was told are shown by another name, in `trackers/names-told.json`, so each is
/// told once: `{"version": 1, "told": [{"id": "breathing", "name": "breathing", "shownAs": "my-breathing", …}]}`.
/// It stays on this machine, as `shell.json` does.
public struct TrackerNamesTold: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "trackers/names-told.json"
    public static let empty = TrackerNamesTold()

    public var version = TrackerNamesTold.currentVersion
    public var told: [RenamedTracker] = []

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public init(told: [RenamedTracker]) { self.told = told }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("told", &told)
    }
}
