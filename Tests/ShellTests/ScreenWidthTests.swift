import Foundation
import Testing

/// Every screen fits an 80-column terminal, and 80 columns when piped: a line too wide wraps at spaces under its
/// column, a name too long is cut with `…`, the line above the prompt gives way to `…`. Wide characters (CJK,
/// emoji) count two columns. Only a single word longer than the width (a link) may pass it. In English and in
/// Russian, whose words are longer.
@Suite(.serialized)
struct ScreenWidthTests {
    /// The main screens, on a day with goals, a long note, tags, meals and trackers (one named in Japanese).
    static let screens = [
        "today", "goal", "help", "streaks", "insights week", "insights month", "insights year", "insights mood",
        "insights time", "insights calendar", "insights calendar --area mood", "sights list",
        "sights show mordovia-arena", "sights near mordovia-arena",
        "sights search museum", "sights categories", "sights profile", "formula list", "formula show ohms-law",
        "formula search energy", "formula stats", "meal list", "meal history", "meal foods", "breathe list",
        "breathe stats",
        "track list",
        "track show water", "remind list", "checkin list", "settings", "relax stats", "timer list", "stopwatch",
    ]

    static func prepare(_ coach: CoachProcess, language: String = "en") throws {
        for line in [
            "settings set language \(language)",
            "goal calories 2000", "goal breathing 10m", "goal study 5", "goal checkin on",
            "checkin --mood 4 --energy 3 --note 'slept well after a long walk by the river with friends and a dog named Pickles' --tag walk --tag friends --tag early-night",
            "meal add 'Buckwheat porridge with milk and honey' 320", "meal add Apple 52",
            "track add water --goal 8 --unit glasses", "track water 3", "track add 読書 --goal 30 --unit min",
            "track 読書 20",
            "track add stretching", "remind add 08:00 checkin",
            "remind add every 2h 09:00-18:00 breathe 'stand up and stretch your legs'",
        ] {
            let result = try coach.run(input: line + "\n")
            #expect(result.status == 0, "\(line): \(result.err)")
        }
    }

    /// Columns on a terminal: two for East Asian wide characters and emoji, one otherwise.
    static func columns(_ line: Substring) -> Int {
        line.reduce(0) { total, character in
            let value = character.unicodeScalars.first?.value ?? 0
            let wide =
                (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0x1F300...0x1FAFF).contains(value)
            return total + (wide ? 2 : 1)
        }
    }

    static func tooWide(_ text: String, width: Int = 80) -> [Substring] {
        text.split(separator: "\n").filter {
            columns($0) > width && $0.trimmingCharacters(in: .whitespaces).contains(" ")
        }
    }

    @Test(arguments: ["en", "ru"])
    func pipedScreensFitEightyColumns(language: String) throws {
        let coach = CoachProcess()
        try Self.prepare(coach, language: language)
        for screen in Self.screens {
            let result = try coach.run(input: screen + "\n", environment: ["COLUMNS": ""])
            #expect(result.status == 0, "\(screen): \(result.err)")
            #expect(Self.tooWide(result.out) == [], "\(screen)")
        }
    }

    /// In the shell at 80×24: tmux joins a line the terminal wrapped (-J), so a screen too wide shows as a long line.
    @Test(arguments: ["en", "ru"])
    func theShellsScreensFitAnEightyByTwentyFourTerminal(language: String) throws {
        let pane = try TmuxPane()
        try Self.prepare(pane.coach, language: language)
        pane.launch(columns: 80, rows: 24)
        let welcome = pane.waitFor("coach>")
        #expect(Self.tooWide(pane.tmux(["capture-pane", "-p", "-J", "-t", "0"])) == [], "\(welcome)")
        for (number, screen) in Self.screens.enumerated() {
            // Each screen, then a sum whose answer (not in the typed line) says the screen is all there.
            pane.type("clear", "Enter")
            pane.type(screen, "Enter")
            pane.type("1000+\(number)", "Enter")
            _ = pane.waitFor("= \(1000 + number)\n")
            // Typed while the screen was still being written, the sum is echoed after its last line: not the screen's.
            let shown = pane.tmux(["capture-pane", "-p", "-J", "-S", "-200", "-t", "0"])
                .replacingOccurrences(of: "1000+\(number)", with: "")
            #expect(Self.tooWide(shown) == [], "\(screen)")
        }
    }
}
