import Foundation
import Testing

/// The Saransk guide's own side on the binary people run, piped: filters, ratings, `sights here`, and a route
/// walked with its answers read from stdin, one a line, as other questions read theirs.
struct SightsJournalEndToEndTests {
    @Test func aPipedWalkRatingsAndHereAsAScriptRunsThem() throws {
        let coach = CoachProcess()
        let script = """
            sights visit mordovia-arena --date 2025-06-01
            sights rate mordovia-arena 5
            sights note mordovia-arena Loud and bright
            sights here Mordovia Arena
            sights near --limit 1
            sights route mordovia-arena museum-of-mordovian-folk-culture millennium-square --walk
            y
            n
            д
            sights list --visited --since 2026
            sights list --favourites
            sights profile
            """
        let run = try coach.run([], input: script)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        let out = run.out
        #expect(
            out.contains("★★★★★ Mordovia Arena: 5 of 5.\nWrite your review with 'sights note mordovia-arena TEXT'.\n"))
        #expect(out.contains("Your place: Mordovia Arena (54.18167, 45.20361).\n"))
        #expect(out.contains("\n  museum-of-mordovian-folk-culture  700 m W  Museum of Mordovian Folk Culture"))
        #expect(
            out.contains(
                "1. Reached Mordovia Arena? [y/N]\n2. Reached Museum of Mordovian Folk Culture? [y/N]\n3. Reached Millennium Square? [y/N]\nWalk recorded: 2 of 3 stops reached, +110 XP.\n"
            ), "\(out)")
        // Visited today (the arena a second time); the museum was skipped.
        #expect(out.contains("Sights of Saransk (2)\n  millennium-square "), "\(out)")
        #expect(out.contains("No sights fit these filters.\n"))
        #expect(out.contains("\n0 routes completed · 1 rating\n"))
        let card = try coach.run(["sights", "show", "mordovia-arena"])
        #expect(card.out.contains("Your rating: ★★★★★ (5 of 5)\nYour review: Loud and bright\n"))
        // A second walk reaching every stop completes the route.
        let again = try coach.run(
            ["sights", "route", "mordovia-arena", "millennium-square", "--walk"], input: "yes\ny\n")
        #expect(again.out.contains("Route completed: 2 of 2 stops reached, +0 XP; 1 route completed in all.\n"))
        #expect(try coach.run(["sights", "profile"]).out.contains("\n1 route completed · 1 rating\n"))
        let refused = try coach.run(["sights", "list", "--visited", "--not-visited"])
        #expect(refused.status == 64 && refused.err.contains("--visited and --not-visited leave nothing"))
        #expect(try coach.run(["sights", "here", "--clear"]).out == "Forgot your place.\n")
        #expect(try coach.run(["sights", "near"]).status == 1)
    }

    @Test func aHostilePlaceOrRatingInTheFileIsLeftOutAndNamed() throws {
        let coach = CoachProcess()
        let folder = coach.home.appendingPathComponent("data/sights")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            {"version": 1, "favourites": [], "notes": {}, "visits": [], "ratings": {"mordovia-arena": {"stars": 99}},
             "here": {"latitude": 1e308, "longitude": 45}, "walks": [{"day": "2026-01-02", "stops": ["a"], "reached": ["b"]}]}
            """.utf8
        ).write(to: folder.appendingPathComponent("me.json"))
        let near = try coach.run(["sights", "near"])
        #expect(near.status == 1, "\(near.out)")
        #expect(near.err.contains("your place ('sights here') has a latitude of"), "\(near.err)")
        let card = try coach.run(["sights", "show", "mordovia-arena"])
        #expect(!card.out.contains("Your rating"))
        let profile = try coach.run(["sights", "profile"])
        #expect(profile.out.contains("\n0 routes completed · 0 ratings\n"), "\(profile.out)")
        #expect(profile.err.contains("the walk of 2026-01-02 reached a sight that is not one of its stops"))
    }
}
