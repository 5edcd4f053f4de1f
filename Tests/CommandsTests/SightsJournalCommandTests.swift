import Commands
import Core
import Foundation
import Storage
import Testing

/// The Saransk guide's own side: filters by visits and favourites, ratings, `sights here` and walked routes.
struct SightsJournalCommandTests {
    @Test func listFiltersByVisitedNotVisitedFavouritesAndSince() async {
        let coach = Harness()
        await coach.run("sights visit mordovia-arena --date 2025-06-01")
        await coach.run("sights visit cathedral-of-st-theodore-ushakov --date 2026-03-01")
        await coach.run("sights fav cathedral-of-st-theodore-ushakov")
        await coach.run("sights fav millennium-square")
        let visited = await coach.run("sights list --visited").out
        #expect(visited.hasPrefix("Sights of Saransk (2)\n  cathedral-of-st-theodore-ushakov  Cathedral"))
        #expect(visited.contains("\n  mordovia-arena"))
        #expect(await coach.run("sights list --since 2026").out.split(separator: "\n").count == 2)
        #expect(await coach.run("sights list --since 2026-03-02").out == "No sights fit these filters.\n")
        #expect(await coach.run("sights list --since 2025-06-01 --favourites").out.split(separator: "\n").count == 2)
        let notVisited = await coach.run("sights list --not-visited").out
        #expect(notVisited.hasPrefix("Sights of Saransk (43)\n") && !notVisited.contains("mordovia-arena"))
        #expect(await coach.run("sights list --favourites --not-visited").out.contains("millennium-square"))
        let both = await coach.run("sights list --visited --not-visited")
        #expect(both.status == 64 && both.err.contains("--visited and --not-visited leave nothing; give one of them"))
        let year = await coach.run("sights list --since 20x6")
        #expect(year.status == 64)
    }

    @Test func aRatingShowsOnTheCardWithTheNoteAsItsReviewAndOrdersTheList() async {
        let coach = Harness()
        #expect(
            await coach.run("sights rate mordovia-arena 4").out
                == "★★★★☆ Mordovia Arena: 4 of 5.\nWrite your review with 'sights note mordovia-arena TEXT'.\n")
        await coach.run("sights rate Cathedral of St. Theodore Ushakov 5")
        await coach.run("sights note mordovia-arena Loud and bright")
        let card = await coach.run("sights show mordovia-arena").out
        #expect(card.contains("\nYour rating: ★★★★☆ (4 of 5)\nYour review: Loud and bright\n"))
        let rated = await coach.run("sights list --sort rating").out.split(separator: "\n")
        #expect(rated[1].hasPrefix("  cathedral-of-st-theodore-ushakov         ★★★★★  Cathedral"))
        #expect(rated[2].hasPrefix("  mordovia-arena                           ★★★★☆  Mordovia Arena"))
        #expect(rated[3].contains("           Alexander Nevsky"))  // unrated, after the rated ones
        #expect(await coach.run("sights rate mordovia-arena 3").out == "★★★☆☆ Mordovia Arena: 3 of 5.\n")  // noted
        await coach.run("sights rate mordovia-arena 4")
        #expect(await coach.run("sights rate mordovia-arena 6").err.contains("'6' is not a rating; give 1 to 5 stars"))
        #expect(await coach.run("sights rate mordovia-arena").status == 64)
        #expect(await coach.run("sights rate mordovia-arena 0").out == "Removed your rating of Mordovia Arena.\n")
        #expect(await coach.run("sights show mordovia-arena").out.contains("\nYour note: Loud and bright\n"))
        #expect(await coach.run("sights profile").out.contains("\n0 routes completed · 1 rating\n"))
    }

    @Test func herePlaceIsRememberedForNearUntilChangedOrCleared() async {
        let coach = Harness()
        #expect(await coach.run("sights near").err.contains("say where to measure from"))
        #expect(
            await coach.run("sights here").out
                == "No place remembered: 'sights here 54.18,45.18' or 'sights here ID' sets one.\n")
        #expect(await coach.run("sights here Mordovia Arena").out.hasPrefix("Your place: Mordovia Arena (54.18167"))
        let near = await coach.run("sights near --limit 1").out
        #expect(near.hasPrefix("  museum-of-mordovian-folk-culture  700 m W"))
        await coach.run("sights here 54.19,45.19")
        #expect(await coach.run("sights near --radius 100m").out.contains("No sights within 100m of 54.19"))
        #expect(await coach.run("sights here --clear").out == "Forgot your place.\n")
        #expect(await coach.run("sights near").status == 1)
    }

    @Test func aWalkedRouteMarksEachStopReachedAndCountsWhenComplete() async {
        let coach = Harness()
        coach.answer("y", "maybe", "n")
        let first = await coach.run("sights route mordovia-arena museum-of-mordovian-folk-culture --walk")
        #expect(
            first.out.hasSuffix(
                "1. Reached Mordovia Arena? [y/N]\n2. Reached Museum of Mordovian Folk Culture? [y/N]\nWalk recorded: 1 of 2 stops reached, +100 XP.\nAchievement: First steps — visit your first sight\n"
            ), "\(first.out)")
        #expect(first.err.contains("'maybe' is not an answer"))
        coach.answer("y", "yes")
        let second = await coach.run("sights route mordovia-arena museum-of-mordovian-folk-culture --walk").out
        #expect(
            second.contains("Route completed: 2 of 2 stops reached, +100 XP; 1 route completed in all.\n"), "\(second)")
        let journal = try? coach.store.load(SightJournal.self)
        #expect(journal?.walks.count == 2 && journal?.routesCompleted == 1)
        #expect(journal?.visits.map(\.id) == ["mordovia-arena", "museum-of-mordovian-folk-culture"])
        #expect(await coach.run("sights profile").out.contains("\n1 route completed · 0 ratings\n"))
        coach.answer("q")
        #expect(
            await coach.run("sights route mordovia-arena millennium-square --walk").out.hasSuffix(
                "No stop reached; nothing recorded.\n"))
    }

    @Test func storedValuesOutOfBoundsAreLeftOut() throws {
        var journal = SightJournal()
        journal.ratings = ["mordovia-arena": SightRating(stars: 9), "millennium-square": SightRating(stars: 3)]
        journal.here = SightHere(GeoPoint(latitude: 91, longitude: 45))
        journal.walks = [
            SightWalk(day: CalendarDay(year: 2026, month: 1, day: 2), stops: ["a"], reached: ["a", "b"]),
            SightWalk(day: CalendarDay(year: 2026, month: 1, day: 3), stops: ["a"], reached: ["a"]),
        ]
        #expect(journal.rating(of: "mordovia-arena") == nil && journal.keptRatings == ["millennium-square": 3])
        #expect(journal.keptHere == nil)
        #expect(journal.routesCompleted == 1)
        #expect(throws: SightRatingError(text: "x")) { try SightJournal.rating("x") }
    }
}
