import Core
import Testing

/// Every practice reckoned together: the overview, the achievements each earns and the day it earned them,
/// and which practice grows or fades.
struct PracticeStatsTests {
    static let today = CalendarDay(year: 2026, month: 11, day: 24)

    /// A log of sessions `offsets` days from today, each `minutes` long (0: untimed, a card or an entry each).
    static func log(_ practice: String, _ offsets: [Int], minutes: Double = 10, kind: PracticeKind = .timed)
        -> PracticeLog
    {
        PracticeLog(
            practice: practice, title: practice, titleIsOurs: false, kind: kind,
            sessions: offsets.map { PracticeSession(day: today.adding(days: $0), seconds: minutes * 60) })
    }

    @Test func theOverviewSumsEveryPracticeAndNamesTheFavourite() {
        let stats = PracticeStats(
            [
                Self.log("breathing", [-3, -2, -2], minutes: 10),
                Self.log("relax", [-2], minutes: 5),
                Self.log("water", [-1, 0, 0, 0], minutes: 0, kind: .entries),
            ], today: Self.today)
        #expect(stats.sessions == 8)
        #expect(stats.seconds == 35 * 60)
        #expect(stats.daysActive == 4)
        #expect(stats.favourite == "water")
        #expect(stats.rows.map(\.seconds) == [1800, 300, nil])
        #expect(stats.rows.map(\.items) == [nil, nil, 4])
        #expect(stats.rows.map(\.daysActive) == [2, 1, 2])
        #expect(PracticeStats([Self.log("breathing", [])], today: Self.today).favourite == nil)
        // A tie goes to the one with more time, then the first.
        let tie = PracticeStats(
            [Self.log("breathing", [-1], minutes: 2), Self.log("relax", [-1], minutes: 9)], today: Self.today)
        #expect(tie.favourite == "relax")
    }

    @Test(arguments: [
        // sessions a day ago, recent, earlier (a month), direction
        ([Int](), 0, 0.0, PracticeTrend.Direction.idle),
        ([-1, -5], 2, 0, .new),
        ([-40, -70], 0, 1, .stopped),
        ([-1, -2, -3, -4, -40, -70], 4, 1, .growing),
        ([-1, -40, -41, -42, -70, -71, -72], 1, 3, .fading),
        ([-1, -40, -41, -42, -70, -71], 1, 2.5, .steady),  // a quarter fewer and more, but not 2 fewer
        ([-1, -2, -40, -70], 2, 1, .steady),  // twice as many, but only one more: steady
        ([-1, -2, -3, -40, -41, -70, -71], 3, 2, .steady),
        ([-29, -30, -89, -90], 1, 1, .steady),  // day 30 is before; day 90 is outside
    ])
    func aTrendComparesTheLastThirtyDaysWithTheMonthsBefore(
        offsets: [Int], recent: Int, earlier: Double, direction: PracticeTrend.Direction
    ) {
        let trend = PracticeTrend(offsets.map { Self.today.adding(days: $0) }, today: Self.today)
        #expect(trend == PracticeTrend(recent: recent, earlier: earlier, direction: direction))
    }

    @Test func achievementsAreEarnedOnTheDayTheLogGotThere() {
        // Nine days, one of them with two sessions of 6 min: 10 sessions, 7 days running from -8 to -2, 60 minutes.
        let log = Self.log("breathing", [-12, -8, -7, -6, -5, -4, -3, -2, -2, 0], minutes: 6)
        let rows = AchievementRow.all(log)
        #expect(
            rows.map(\.achievement) == [
                "first-session", "ten-sessions", "seven-days-running", "hundred", "thirty-days",
            ])
        #expect(
            rows.map(\.title) == ["First session", "Ten sessions", "Seven days running", "100 minutes", "Thirty days"])
        #expect(rows.map(\.done) == [1, 10, 7, 60, 9])
        #expect(rows.map(\.needed) == [1, 10, 7, 100, 30])
        #expect(
            rows.map(\.earnedOn) == [Self.today.adding(days: -12), Self.today, Self.today.adding(days: -2), nil, nil])
        let cards = PracticeLog(
            practice: "study", title: "Study", titleIsOurs: true, kind: .cards,
            sessions: [
                PracticeSession(day: Self.today.adding(days: -1), items: 60),
                PracticeSession(day: Self.today, items: 40),
            ])
        let hundred = AchievementRow.all(cards)[3]
        #expect(hundred.title == "100 cards" && hundred.goal == "review 100 cards in all")
        #expect(hundred.earnedOn == Self.today && hundred.done == 100)
        #expect(AchievementRow.all(Self.log("water", [], kind: .entries))[3].title == "100 entries")
    }

    @Test func onlyWhatTheLastCommandEarnedIsNew() {
        let before = AchievementRow.all(Self.log("breathing", Array(-9...(-1))))
        let after = AchievementRow.all(Self.log("breathing", Array(-9...0)))
        #expect(
            AchievementRow.newlyEarned(before: before, after: after).map(\.achievement) == ["ten-sessions", "hundred"])
        #expect(AchievementRow.newlyEarned(before: after, after: after).isEmpty)
        let first = AchievementRow.all(Self.log("relax", [0]))
        #expect(AchievementRow.newlyEarned(before: [], after: first).map(\.achievement) == ["first-session"])
    }

    @Test(arguments: [
        ("teal", ScreenColour.teal), ("Teal", .teal), (" blue ", .blue), ("gray", .grey), ("бирюзовый", .teal),
        ("Зелёный", .green), ("зеленый", .green), ("фиолетовый", .purple), ("розовый", .pink), ("mauve", nil),
        ("", nil),
    ])
    func coloursAreNamedInEnglishOrRussian(word: String, colour: ScreenColour?) {
        #expect(ScreenColour(named: word) == colour)
    }

    @Test func aColourSettingKeepsTheEnglishNameAndRefusesOthersWithTheChoices() throws {
        #expect(try SettingKey.circleColor.read("Бирюзовый") == "teal")
        #expect(try SettingKey.backgroundColor.read("black") == "black")
        #expect(throws: SettingsInputError.notAValue(.circleColor, "mauve")) {
            try SettingKey.circleColor.read("mauve")
        }
        #expect(
            SettingsInputError.notAValue(.circleColor, "mauve").message
                == "'mauve' is not a value for circle-color; give a colour: black, white, grey, red, orange, yellow, green, teal, cyan, blue, purple, pink (or its Russian name), e.g. 'settings set circle-color teal'"
        )
        #expect(
            ScreenColourError.unknown("mauve", option: "--circle-color").message(in: Messages(.ru))
                == "'mauve' — не цвет для --circle-color; выберите один из: black, white, grey, red, orange, yellow, green, teal, cyan, blue, purple, pink (можно и по-русски, например 'бирюзовый')"
        )
    }
}
