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
        #expect(plain.contains("Breathing: 0 of 5 min, 0 percent"))
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
        #expect(refused.status == 1)
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
}
