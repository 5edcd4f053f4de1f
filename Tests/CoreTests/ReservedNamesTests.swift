import Foundation
import Storage
import TestSupport
import Testing

@testable import Core

/// The names no tracker may take, made from the areas' descriptions, and the name a tracker that has one is shown by.
struct ReservedNamesTests {
    static let builtIn: [any Area] = [
        CheckInArea(), BreathingArea(), CaloriesArea(), StudyArea(), SightsArea(), RelaxArea(),
    ]
    static let reserved = ReservedNames(builtIn, words: ["today", "list"])

    static func tracker(_ name: String, id: String? = nil, removed: Bool = false) -> Tracker {
        var tracker = Tracker(id: id, name: name, kind: .count, unit: nil, added: Date(timeIntervalSince1970: 0))
        if removed { tracker.removed = Date(timeIntervalSince1970: 86_400) }
        return tracker
    }

    @Test(
        arguments: [
            ("breathing", "Breathing"), ("calories", "Calories"), ("meals", "Calories"), ("checkin", "Check-in"),
            ("mood", "Check-in"), ("check-in", "Check-in"), ("study", "Study"), ("sights", "Sights"),
            ("relax", "Relax"), ("Breathing", "Breathing"), ("дыхание", "Breathing"), ("Питание", "Calories"),
            ("настроение", "Check-in"), ("учёба", "Study"), ("релаксация", "Relax"),
        ])
    func everyNameOfABuiltInAreaCallsIt(name: String, area: String) {
        #expect(Self.reserved.area(named: name) == area)
        #expect(Self.reserved.contains(name))
    }

    /// A title in another language is looked up only for a name beyond ASCII, so each must be one.
    @Test func titlesInOtherLanguagesAreBeyondASCII() {
        for language in MessageLanguage.allCases where language != .en {
            for area in Self.builtIn {
                for title in [area.title, area.chartTitle] {
                    let translated = Messages(language).tr(title)
                    #expect(translated == title || !translated.allSatisfy(\.isASCII), "\(language): \(translated)")
                }
            }
        }
    }

    @Test func otherWordsAreReservedButNameNoArea() {
        for name in ["water", "вода", "breathe", "my-breathing"] { #expect(Self.reserved.area(named: name) == nil) }
        #expect(Self.reserved.contains("today") && Self.reserved.area(named: "today") == nil)
        #expect(!Self.reserved.contains("water"))
    }

    /// An area described later is reserved by its description alone.
    @Test func anAreaAddedLaterIsReservedWithNothingWrittenForIt() {
        struct Naps: Area {
            let id = "naps"
            let series = "siestas"
            let title = "Naps"
            let unit = "min"
            func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
                -> [CalendarDay: Double]
            { [:] }
        }
        let reserved = ReservedNames(Self.builtIn + [Naps()])
        #expect(["naps", "siestas", "Naps"].allSatisfy { reserved.area(named: $0) == "Naps" })
        #expect(Self.reserved.area(named: "naps") == nil)
    }

    @Test func aFreeNameIsNeverReservedNorTaken() {
        #expect(Self.reserved.free(for: "breathing", besides: []) == "my-breathing")
        #expect(Self.reserved.free(for: "Meals", besides: ["water"]) == "my-meals")
        #expect(
            Self.reserved.free(for: "breathing", besides: ["my-breathing", "my-breathing-2"]) == "my-breathing-3")
        let odd = ReservedNames(Self.builtIn, words: ["my-study"])
        #expect(odd.free(for: "study", besides: []) == "my-study-2")
    }

    @Test func trackersWithTheirOwnNamesAreShownByThem() {
        let trackers = Trackers(trackers: [Self.tracker("water"), Self.tracker("вода")])
        let (shown, renamed) = trackers.shown(reserved: Self.reserved)
        #expect(shown == trackers)
        #expect(renamed.isEmpty)
    }

    /// A tracker named like an area is shown by a name of its own; one with that name already, or given it earlier,
    /// pushes it on; ids, units and everything else stay as they are.
    @Test func aTrackerNamedLikeAnAreaIsShownByAFreeName() {
        let trackers = Trackers(trackers: [
            Self.tracker("breathing"), Self.tracker("my-meals"), Self.tracker("meals", id: "food"),
            Self.tracker("study", removed: true), Self.tracker("Breathing", id: "b2"),
        ])
        let (shown, renamed) = trackers.shown(reserved: Self.reserved)
        #expect(shown.trackers.map(\.name) == ["my-breathing", "my-meals", "my-meals-2", "my-study", "my-breathing-2"])
        #expect(shown.trackers.map(\.id) == trackers.trackers.map(\.id))
        #expect(
            renamed == [
                RenamedTracker(id: "breathing", name: "breathing", shownAs: "my-breathing", area: "Breathing"),
                RenamedTracker(id: "food", name: "meals", shownAs: "my-meals-2", area: "Calories"),
                RenamedTracker(id: "study", name: "study", shownAs: "my-study", area: "Study"),
                RenamedTracker(id: "b2", name: "Breathing", shownAs: "my-breathing-2", area: "Breathing"),
            ])
        // The same from run to run, and after another tracker is added under a name still free.
        var more = trackers
        more.trackers.append(Self.tracker("my-study-2"))
        #expect(more.shown(reserved: Self.reserved).trackers.trackers.prefix(5) == shown.trackers[...])
    }

    /// Thousands of trackers named like areas (a sync, a hand edit) are named in one pass, each as asking for the first
    /// free name, one after another, would name it.
    @Test func manyTrackersNamedLikeAreasAreShownAsOneByOne() {
        let seed = TestSeed()
        var random = seed.random
        let names = [
            "breathing", "Breathing", "meals", "my-breathing-3", "my-breathing", "water", "study", "my-meals-2",
        ]
        let trackers = Trackers(
            trackers: (0..<600).map { Self.tracker(names.randomElement(using: &random)!, id: "t\($0)") })
        var taken = Set(trackers.trackers.map { $0.name.lowercased() })
        var expected: [String] = []
        for tracker in trackers.trackers {
            guard Self.reserved.area(named: tracker.name) != nil else {
                expected.append(tracker.name)
                continue
            }
            let name = Self.reserved.free(for: tracker.name, besides: taken)
            taken.insert(name)
            expected.append(name)
        }
        let (shown, renamed) = trackers.shown(reserved: Self.reserved)
        #expect(shown.trackers.map(\.name) == expected, "\(seed)")
        #expect(
            renamed.map(\.shownAs) == zip(trackers.trackers, expected).filter { $0.0.name != $0.1 }.map(\.1), "\(seed)")
    }
}
