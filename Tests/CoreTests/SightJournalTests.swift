import Core
import Foundation
import Storage
import Testing

/// Favourites, notes and visits, and the gamification computed from them: XP, levels, achievements.
struct SightJournalTests {
    /// 2026-11-21 08:12 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_248_720)
    static let calendar: LocalCalendar = {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules.utc
        return calendar
    }()
    static let today = CalendarDay(now, in: calendar)

    static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

    @Test func todayIsTheTwentyFirst() {
        #expect(Self.today.text == "2026-11-21")
    }

    @Test func favouritesAndNotes() {
        var journal = SightJournal()
        let added = [
            journal.addFavourite("mordovia-arena"), journal.addFavourite("mordovia-arena"),
            journal.addFavourite("pushkin-park"),
        ]
        #expect(added == [true, false, true])
        #expect(journal.favourites == ["mordovia-arena", "pushkin-park"])
        let removed = [journal.removeFavourite("mordovia-arena"), journal.removeFavourite("mordovia-arena")]
        #expect(removed == [true, false])
        #expect(!journal.isFavourite("mordovia-arena") && journal.isFavourite("pushkin-park"))
        journal.setNote("  Go at sunset.\n", for: "pushkin-park")
        #expect(journal.notes == ["pushkin-park": "Go at sunset."])
        journal.setNote("   ", for: "pushkin-park")
        #expect(journal.notes.isEmpty)
    }

    @Test func visitsAreOnceADayAndNeverInTheFuture() throws {
        var journal = SightJournal()
        try journal.recordVisit("mordovia-arena", on: Self.today, today: Self.today)
        try journal.recordVisit("mordovia-arena", on: Self.day("2026-11-01"), today: Self.today)
        #expect(
            sightErrorMessage { try journal.recordVisit("mordovia-arena", on: Self.today, today: Self.today) }
                == "'mordovia-arena' is already marked visited on 2026-11-21; a sight counts once a day")
        #expect(
            sightErrorMessage { try journal.recordVisit("pushkin-park", on: Self.day("2026-11-22"), today: Self.today) }
                == "2026-11-22 is after today (2026-11-21); record a visit for today or an earlier day")
        #expect(journal.visits(of: "mordovia-arena").map(\.day.text) == ["2026-11-01", "2026-11-21"])
        let latest = try journal.removeVisit("mordovia-arena")
        #expect(latest.day.text == "2026-11-21")
        #expect(
            sightErrorMessage { try journal.removeVisit("mordovia-arena", on: Self.today) }
                == "'mordovia-arena' has no visit on 2026-11-21 to remove; see 'sights profile'")
        let first = try journal.removeVisit("mordovia-arena", on: Self.day("2026-11-01"))
        #expect(first.id == "mordovia-arena")
        #expect(
            sightErrorMessage { try journal.removeVisit("mordovia-arena") }
                == "'mordovia-arena' has no visit to remove; see 'sights profile'")
    }

    @Test(arguments: [("today", "2026-11-21"), ("Yesterday", "2026-11-20"), ("2026-02-28", "2026-02-28")])
    func daysAreTypedAsDatesOrWords(text: String, day: String) throws {
        #expect(try SightJournal.day(text, today: Self.today).text == day)
    }

    @Test(arguments: ["21.11.2026", "2026-02-30", "tomorrow", ""])
    func badDaysSayHowToWriteThem(text: String) {
        #expect(
            sightErrorMessage { _ = try SightJournal.day(text, today: Self.today) }
                == "'\(text)' is not a day; write it like 2026-11-21, or today or yesterday")
    }

    @Test func storedAsVersionedJSONKeyedBySightID() throws {
        let store = MemoryStore()
        try store.update(SightJournal.self) { journal in
            journal.addFavourite("pushkin-park")
            journal.setNote("Bring bread for the ducks", for: "pushkin-park")
            try journal.recordVisit("pushkin-park", on: Self.today, today: Self.today)
        }
        let text = String(decoding: store.contents(at: "sights/me.json") ?? Data(), as: UTF8.self)
        #expect(
            text == """
                {
                  "favourites" : [
                    "pushkin-park"
                  ],
                  "notes" : {
                    "pushkin-park" : "Bring bread for the ducks"
                  },
                  "version" : 1,
                  "visits" : [
                    {
                      "day" : "2026-11-21",
                      "id" : "pushkin-park"
                    }
                  ]
                }

                """)
        store.setContents(
            Data(text.replacingOccurrences(of: "2026-11-21", with: "2026-13-01").utf8), at: "sights/me.json")
        #expect(
            sightErrorMessage { _ = try store.load(SightJournal.self) }?
                .hasPrefix("sights/me.json is damaged ('2026-13-01' is not a day like 2026-11-21 at visits[0].day)")
                == true)
    }

    @Test(
        arguments: [
            (0, 1, "Newcomer", 0.0, 200), (150, 1, "Newcomer", 0.75, 200), (200, 2, "Wanderer", 0, 300),
            (499, 2, "Wanderer", 299.0 / 300, 300),
            (500, 3, "Explorer", 0, 500), (1_000, 4, "Pathfinder", 0, 1_000), (2_500, 5, "Local expert", 0.5, 1_000),
            (3_000, 6, "City guide", 0, 1_500), (4_500, 7, "Saransk connoisseur", 1, nil),
            (9_999, 7, "Saransk connoisseur", 1, nil),
        ] as [(Int, Int, String, Double, Int?)])
    func levelsFollowTheThresholds(xp: Int, number: Int, name: String, fraction: Double, span: Int?) {
        let progress = ExplorerProgress(xp: xp)
        #expect(progress.level.number == number && progress.level.name == name)
        #expect(progress.fraction == fraction)
        #expect(progress.xpForLevel == span)
        #expect(progress.next?.number == (span == nil ? nil : number + 1))
        #expect(progress.xpIntoLevel == xp - progress.level.threshold)
    }

    @Test func firstVisitsEarnAHundredAndReturnsTen() throws {
        var journal = SightJournal()
        for (id, day) in [
            ("mordovia-arena", "2026-11-19"), ("pushkin-park", "2026-11-19"), ("mordovia-arena", "2026-11-20"),
            ("lenin-monument", "2026-11-21"), ("mordovia-arena", "2026-11-21"), ("pushkin-park", "2026-11-18"),
        ] {
            try journal.recordVisit(id, on: Self.day(day), today: Self.today)
        }
        #expect(ExplorerProgress(visits: journal.visits).xp == 3 * 100 + 3 * 10)
        let history = journal.history().map { "\($0.visit.day.text) \($0.visit.id) \($0.xp)" }
        #expect(
            history == [
                "2026-11-21 mordovia-arena 10", "2026-11-21 lenin-monument 100", "2026-11-20 mordovia-arena 10",
                "2026-11-19 pushkin-park 10", "2026-11-19 mordovia-arena 100", "2026-11-18 pushkin-park 100",
            ])
        #expect(journal.history().map(\.xp).reduce(0, +) == 330)
    }

    @Test func achievementsAreEarnedOnTheDayOfTheVisitThatCompletesThem() throws {
        var journal = SightJournal()
        let museums = SightCatalog.bundled.filter { $0.category == .museum }.map(\.id)
        let theatres = SightCatalog.bundled.filter { $0.category == .theatre }.map(\.id)
        for id in museums { try journal.recordVisit(id, on: Self.day("2026-11-19"), today: Self.today) }
        try journal.recordVisit("pushkin-park", on: Self.day("2026-11-20"), today: Self.today)
        for id in theatres.dropLast() { try journal.recordVisit(id, on: Self.day("2026-11-21"), today: Self.today) }
        for day in ["2026-10-01", "2026-10-09"] {
            try journal.recordVisit("pushkin-park", on: Self.day(day), today: Self.today)
        }
        for id in ["a", "b", "c", "d"] { journal.setNote("note", for: id) }
        let statuses = AchievementStatus.all(journal)
        let shown = statuses.map { "\($0.achievement.rawValue) \($0.done)/\($0.needed) \($0.earnedOn?.text ?? "-")" }
        #expect(
            shown == [
                "first-steps 1/1 2026-10-01", "ten-sights 9/10 -", "all-museums 5/5 2026-11-19", "all-theatres 3/4 -",
                "all-churches 0/6 -", "five-in-a-day 5/5 2026-11-19", "three-days-running 3/3 2026-11-21",
                "regular 3/3 2026-11-20", "chronicler 4/5 -", "every-sight 9/45 -",
            ])
        let before = ExplorerProfile(journal)
        try journal.recordVisit(theatres.last!, on: Self.today, today: Self.today)
        journal.setNote("note", for: "e")
        let after = ExplorerProfile(journal)
        #expect(
            after.reward(since: before)
                == ExplorerReward(
                    xp: 100, newLevel: ExplorerProgress(xp: 1_000).level,
                    achievements: [.tenSights, .allTheatres, .chronicler]))
        #expect(after.progress.xp == 1_020 && after.sightsVisited == 10 && after.visits == 12 && after.notes == 5)
        #expect(after.achievements.first { $0.achievement == .chronicler }?.earnedOn == nil)
        #expect(after.achievements.filter(\.isEarned).count == 8)
    }

    @Test func everySightEarnsTheTopLevelAndTheLastBadge() throws {
        var journal = SightJournal()
        for (index, sight) in SightCatalog.bundled.enumerated() {
            try journal.recordVisit(sight.id, on: Self.today.adding(days: -(index / 5)), today: Self.today)
        }
        let profile = ExplorerProfile(journal)
        #expect(profile.progress.xp == 4_500)
        #expect(profile.progress.level.name == "Saransk connoisseur" && profile.progress.next == nil)
        let every = try #require(profile.achievements.first { $0.achievement == .everySight })
        #expect(every.isEarned && every.earnedOn == Self.today)
        #expect(
            profile.achievements.filter(\.isEarned).map(\.achievement) == [
                .firstSteps, .tenSights, .allMuseums, .allTheatres, .allChurches, .fiveInADay, .threeDaysRunning,
                .everySight,
            ])
    }

    @Test func visitsToPlacesThatAreGoneStillCountButNotForTheCatalogue() throws {
        var journal = SightJournal()
        try journal.recordVisit("moscow-kremlin.my", on: Self.today, today: Self.today)
        let profile = ExplorerProfile(journal)
        #expect(profile.progress.xp == 100)
        #expect(profile.achievements.first { $0.achievement == .everySight }?.done == 0)
        #expect(profile.achievements.first { $0.achievement == .firstSteps }?.isEarned == true)
    }

    @Test func visitingThroughTheGuideChecksTheIDAndReportsTheReward() throws {
        let store = MemoryStore()
        let guide = SightGuide(store: store)
        #expect(
            try guide.visit("mordovia-arena", on: Self.today, today: Self.today)
                == ExplorerReward(xp: 100, achievements: [.firstSteps]))
        #expect(
            try guide.visit("pushkin-park", on: Self.today, today: Self.today)
                == ExplorerReward(xp: 100, newLevel: ExplorerLevel.all[1]))
        #expect(
            try guide.visit("mordovia-arena", on: Self.day("2026-11-20"), today: Self.today) == ExplorerReward(xp: 10))
        #expect(
            sightErrorMessage { _ = try guide.visit("mordovia-arenna", on: Self.today, today: Self.today) }
                == "no sight 'mordovia-arenna'. Did you mean 'mordovia-arena'?")
        #expect(
            sightErrorMessage { _ = try guide.visit("mordovia-arena", on: Self.today, today: Self.today) }
                == "'mordovia-arena' is already marked visited on 2026-11-21; a sight counts once a day")
        #expect(try store.load(SightJournal.self).visits.count == 3)
    }
}
