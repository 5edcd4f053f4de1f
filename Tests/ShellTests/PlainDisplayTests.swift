import Foundation
import Testing

/// What a screen reader may be given: the letters of English and Russian, digits, ASCII punctuation and the space,
/// line breaks, and the few typographic marks listed here once. The bell (a sound, for timers and `--bell`) is the
/// only other control character; no escape sequence, box drawing, block, braille or emoji passes.
enum PlainText {
    /// The typographic marks coach's words use: middle dot, dashes, ellipsis, quotes, approximately, times.
    static let marks: Set<Character> = ["·", "—", "–", "…", "«", "»", "’", "“", "”", "≈", "×"]

    /// The characters of `text` outside the allowed set, each once, in order.
    static func stray(_ text: String) -> [Character] {
        var seen: [Character] = []
        for character in text where !allowed(character) && !seen.contains(character) { seen.append(character) }
        return seen
    }

    static func allowed(_ character: Character) -> Bool {
        if marks.contains(character) || ["\n", "\r\n", "\r", "\u{07}"].contains(character) { return true }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x20...0x7E: return true  // ASCII letters, digits, punctuation and the space
        case 0x0410...0x044F, 0x0401, 0x0451: return true  // А–я, Ё, ё
        default: return false
        }
    }
}

/// The plain display piped, as a screen-reader user's scripts and one-shot commands meet it: every main screen has
/// no escape sequence and nothing outside `PlainText`'s set, and --plain, COACH_PLAIN and the setting agree.
@Suite(.serialized)
struct PlainDisplayTests {
    /// The main screens, each a one-shot command.
    static let screens = [
        "today", "goal", "streaks", "checkin list", "breathe --inhale 2 --exhale 3 --cycles 1", "breathe stats",
        "relax fire", "relax mandala", "relax scenes", "relax particles", "meal", "meal history", "insights",
        "insights month", "insights year", "insights calendar", "insights calendar --area mood", "insights mood",
        "insights time", "timer", "timer 1s", "stopwatch", "sights map", "sights map --all", "help", "settings",
        "breathe list", "track list", "remind list", "breathe --help", "insights week --area mood",
    ]

    /// A morning's data: goals, a check-in, meals and a breath, so the bars and charts have something to draw.
    static func morning(_ coach: CoachProcess) throws {
        for line in [
            "goal breathing 5m", "goal calories 2000", "goal study 5", "checkin --mood 4 --energy 3 --note rested",
            "meal add Oatmeal 1250", "breathe --inhale 2 --exhale 3 --cycles 1", "stopwatch start",
        ] {
            let result = try coach.run(line.split(separator: " ").map(String.init))
            #expect(result.status == 0, "\(line): \(result.err)")
        }
    }

    @Test(arguments: ["C.UTF-8", "ru_RU.UTF-8"])
    func everyMainScreenIsPlainText(locale: String) throws {
        let coach = CoachProcess()
        try Self.morning(coach)
        for screen in Self.screens {
            let result = try coach.run(
                ["--plain"] + screen.split(separator: " ").map(String.init), environment: ["LANG": locale])
            #expect(result.status == 0, "\(screen): \(result.err)")
            let text = result.out + result.err
            #expect(!text.contains("\u{1B}"), "\(screen) wrote an escape sequence:\n\(text)")
            #expect(PlainText.stray(text).isEmpty, "\(screen) wrote \(PlainText.stray(text)):\n\(text)")
        }
    }

    @Test func theBarsBecomeWords() throws {
        let coach = CoachProcess()
        try Self.morning(coach)
        let drawn = try coach.run(["today"]).out
        #expect(drawn.contains("█"))
        let plain = try coach.run(["--plain", "today"]).out
        #expect(plain.contains("Calories: 1,250 of 2,000 kcal, 62 percent, 750 kcal left"))
        #expect(plain.contains("Breathing: 0.1 of 5 min, 0 percent"), "\(plain)")  // five seconds, to the tenth
        let meal = try coach.run(["--plain", "meal"]).out
        #expect(meal.contains("Meal 1: ") && meal.contains("Calories today: 1,250 of 2,000 kcal, 62 percent"))
    }

    @Test func theFlagTheVariableAndTheSettingAgree() throws {
        let coach = CoachProcess()
        try Self.morning(coach)
        let flag = try coach.run(["--plain", "today"])
        let variable = try coach.run(["today"], environment: ["COACH_PLAIN": "1"])
        #expect(try coach.run(["settings", "set", "display", "plain"]).status == 0)
        let setting = try coach.run(["today"])
        #expect(flag.out == variable.out && variable.out == setting.out)
        // COACH_PLAIN=0 wins over the setting, as --color wins over colour's.
        #expect(try coach.run(["today"], environment: ["COACH_PLAIN": "0"]).out.contains("█"))
        #expect(try coach.run(["settings", "set", "display", "normal"]).status == 0)
        #expect(try coach.run(["today"]).out.contains("█"))
        let refused = try coach.run(["settings", "set", "display", "loud"])
        #expect(refused.status == 64)
        #expect(refused.err.contains("normal or plain, e.g. 'settings set display plain'"))
    }

    @Test func breathingIsTimedLinesOnTheSameSchedule() throws {
        let words = "breathe box --inhale 2 --hold 1 --exhale 2 --rest 1 --cycles 1".split(separator: " ")
        let result = try CoachProcess().run(["--plain"] + words.map(String.init))
        // The plan's deadlines, as the drawn circle keeps them: 2 s in, 1 s held, 2 s out, 1 s held empty.
        #expect(
            result.out.split(separator: "\n").dropFirst().prefix(4) == [
                "Inhale, 2 seconds, cycle 1 of 1, at 00:00", "Hold, 1 second, cycle 1 of 1, at 00:02",
                "Exhale, 2 seconds, cycle 1 of 1, at 00:03", "Hold empty, 1 second, cycle 1 of 1, at 00:05",
            ], "\(result.out)")
    }

    @Test func relaxSaysWhatItWouldShowAndOffersBreathing() throws {
        let result = try CoachProcess().run(["--plain", "relax", "fire"])
        #expect(result.status == 0)
        #expect(
            result.out == """
                Relax, Fire: it would show a fire burning in warm colours, to gaze at steadily (trataka).
                Relax, Fire: the plain display draws nothing, so it is not shown and not logged.
                Instead: 'breathe' guides your breathing in timed lines, with a sound at each phase.

                """)
    }

    /// The lists and help screens say each line with its label first, so a line read alone says what it is about.
    @Test func everyLineOfAListHasItsLabel() throws {
        let coach = CoachProcess()
        for line in [
            "checkin --mood 4 --energy 3 --note rested", "track add water --unit glasses", "track water 3",
            "remind add 09:00 breathe",
        ] {
            let result = try coach.run(line.split(separator: " ").map(String.init))
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        func plain(_ line: String) throws -> [Substring] {
            try coach.run(["--plain"] + line.split(separator: " ").map(String.init)).out.split(separator: "\n")
        }
        #expect(
            try plain("breathe list").first
                == "calm: pattern 4-6; a cycle 10 s; 6.0 breaths a minute; 10 cycles in 1 min 40 s; "
                + "slow breathing with a longer exhale (Pause and Breathe)")
        let checkIn = try plain("checkin list")
        #expect(checkIn.count == 2 && checkIn[0].hasSuffix("; mood 4 good; energy 3 steady; \"rested\""), "\(checkIn)")
        #expect(
            try plain("track list") == ["water: today 3 glasses; no goal; streak 1 day, best 1; strength 5 percent"])
        let reminders = try plain("remind list")
        #expect(reminders.first?.hasPrefix("reminder 1: every day at 09:00; 'breathe'; next ") == true, "\(reminders)")
        let help = try plain("breathe --help")
        #expect(help.contains("-h, --help: Show help information."))
        #expect(help.contains("--cycles <n>: How many breaths (1–100)."))
        #expect(!help.contains { $0.hasPrefix(" ") }, "\(help)")
    }

    /// A period's chart is said with its average beside the period before it, as the example has it.
    @Test func theWeekIsComparedWithTheWeekBefore() throws {
        let coach = CoachProcess()
        let environment = ["TZ": "UTC"]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(-8 * 86_400))
        let earlier = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        for line in ["checkin --mood 4 --energy 3", "checkin --date \(earlier) --mood 2 --energy 3"] {
            let result = try coach.run(line.split(separator: " ").map(String.init), environment: environment)
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        let week = try coach.run(["--plain", "insights", "week", "--area", "mood"], environment: environment).out
        #expect(week.contains("; average mood 4, up 2 on the 7 days before\n"), "\(week)")
        let russian = try coach.run(
            ["--plain", "insights", "week", "--area", "mood"],
            environment: environment.merging(["LANG": "ru_RU.UTF-8"]) {
                $1
            }
        ).out
        #expect(russian.contains("; в среднем настроение 4, на 2 больше, чем за 7 дней до того\n"), "\(russian)")
    }
}
