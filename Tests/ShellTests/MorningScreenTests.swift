import Foundation
import Testing

/// The whole morning check-in in a real 80×24 terminal, in English and in Russian, its last screen held against a
/// golden one (`Screens/morning.LANG.screen`). coach's clock starts at Tuesday 24 November 2026, 08:12 (faketime),
/// so the time of the check-in and the streaks read the same every day. When the screen changes on purpose, the
/// test writes what it saw beside the golden one (`….screen.new`): review it, then move it over the old one.
@Suite(.serialized)
struct MorningScreenTests {
    static let folder = CoachProcess.packageRoot.appendingPathComponent("Tests/ShellTests/Screens")
    /// 08:12 on 2026-11-24 in the time zone of the run, so the screen reads the same in any.
    static let clock = Calendar(identifier: .gregorian).date(
        from: DateComponents(timeZone: .current, year: 2026, month: 11, day: 24, hour: 8, minute: 12))!

    /// The keys a person presses, in the words of each language.
    static let answers: [String: (note: String, tags: String, no: String)] = [
        "en": ("slept well", "friends, wa", "n"), "ru": ("выспалась", "друзья, про", "н"),
    ]

    @Test(arguments: ["en", "ru"])
    func theMorningCheckInsLastScreen(language: String) throws {
        let terminal = try TmuxPane()
        let coach = terminal.coach
        let day = ISO8601DateFormatter.string(from: Self.clock, timeZone: .current, formatOptions: [.withFullDate])
        let yesterday = ISO8601DateFormatter.string(
            from: Self.clock.addingTimeInterval(-86_400), timeZone: .current, formatOptions: [.withFullDate])
        let tag = language == "ru" ? "прогулка" : "walk"
        for line in [
            "settings set language \(language)", "goal breathing 5m", "goal study 5", "goal calories 2000",
            "checkin --mood 3 --tag \(tag) --date \(yesterday)", "meal add Oatmeal 150 --date \(day) --time 07:40",
        ] {
            let result = try coach.run(line.split(separator: " ").map(String.init))
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        let (note, tags, no) = try #require(Self.answers[language])
        terminal.launch(columns: 80, rows: 24, clock: Self.clock)
        terminal.waitFor("coach>")
        terminal.type("checkin", "Enter")
        terminal.waitFor(language == "ru" ? "5 отлично" : "5 great")
        terminal.type("4")
        terminal.waitFor(language == "ru" ? "5 на подъёме" : "5 full")
        terminal.type("3")
        terminal.waitFor(language == "ru" ? "Enter — пропустить" : "Enter skips")
        terminal.type(note, "Enter")
        terminal.waitFor(language == "ru" ? "Tab дополняет)" : "Tab completes)")  // the tags question, not the welcome
        terminal.type(tags, "Tab")
        terminal.waitFor(tag)
        terminal.type("Enter")
        terminal.waitFor(language == "ru" ? "[д/Н]" : "[y/N]")
        terminal.type(no)
        terminal.waitFor(language == "ru" ? "карточек в счёт цели? [д/Н]" : "cards towards your goal now? [y/N]")
        terminal.type(no)
        terminal.waitFor(language == "ru" ? "пустая строка — конец." : "an empty line ends.")
        terminal.type("Enter")
        let still = language == "ru" ? "Осталось сделать" : "Still to do"
        let settled = terminal.waitUntil {
            $0.contains(still) && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("coach>")
        }
        let golden = Self.folder.appendingPathComponent("morning.\(language).screen")
        let expected = try? String(contentsOf: golden, encoding: .utf8)
        if settled != expected {
            try settled.write(to: golden.appendingPathExtension("new"), atomically: true, encoding: .utf8)
        }
        #expect(settled == expected, "the last screen changed: review \(golden.path).new and move it over the old one")
    }

    /// The README and the check-in's guide show the golden screen as it is.
    @Test(arguments: [("README.md", "en"), ("docs/checkin.md", "en"), ("docs/ru/checkin.md", "ru")])
    func theGuidesShowIt(page: String, language: String) throws {
        let golden = try String(
            contentsOf: Self.folder.appendingPathComponent("morning.\(language).screen"), encoding: .utf8)
        let text = try String(contentsOf: CoachProcess.packageRoot.appendingPathComponent(page), encoding: .utf8)
        #expect(text.contains("<!-- checked by MorningScreenTests -->\n```\n" + golden + "```\n"), "\(page)")
    }
}
