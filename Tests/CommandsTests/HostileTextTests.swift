import Commands
import Core
import Foundation
import Storage
import Testing

/// The terminal is not a sink for escape codes: whatever text reaches `Output` shows its control
/// characters (`^[` for ESC), while coach's own colours and live displays still drive the terminal.
struct HostileTextTests {
    static let retitle = "\u{1B}]0;pwned\u{7}"
    static let clear = "\u{1B}[2J"

    @Test(arguments: [
        ("Cake\u{1B}]0;pwned\u{7}", "Cake^[]0;pwned^G\n"),
        ("\u{1B}[2J\u{1B}[3J", "^[[2J^[[3J\n"),
        ("nul \u{0} del \u{7F} cr \r!", "nul ^@ del ^? cr ^M!\n"),
        ("crlf\r\nline", "crlf\r\nline\n"),
        ("c1 \u{9B}31m \u{85}", "c1 \\u{9B}31m \\u{85}\n"),
        ("tab\tand\nline", "tab\tand\nline\n"),
        ("Яблоко café 🍎", "Яблоко café 🍎\n"),
    ])
    func textShowsControlCharactersOnStdoutAndStderr(text: String, shown: String) {
        let output = Output(.capture, style: Style(colors: false))
        output.line(text)
        output.errorLine(text)
        #expect(output.capturedOut == shown)
        #expect(output.capturedErr == shown)
    }

    @Test func coachsOwnColoursPassButColoursInsideTheTextDoNot() {
        let output = Output(.capture, style: Style(colors: true))
        output.line(output.style.bold("Cake" + Self.clear) + " \u{1B}[31mred")
        #expect(output.capturedOut == "\u{1B}[1mCake^[[2J\u{1B}[0m ^[[31mred\n")
        output.errorLine(output.style.red("no colour on stderr"))
        #expect(output.capturedErr == "no colour on stderr\n")
    }

    @Test func jsonStaysExactAndCarriesNoRawControlCharacter() throws {
        let output = Output(.capture, style: Style(colors: true))
        let name = "Cake" + Self.retitle + Self.clear + "\u{9B}31m\u{7F}"
        try output.json(["name": name], calendar: LocalCalendar(timeZone: .utc))
        let text = output.capturedOut
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(try JSONDecoder().decode([String: String].self, from: Data(text.utf8)) == ["name": name])
    }

    /// Data saved before names were checked (or edited by hand) still lists, visibly.
    @Test func storedNamesWithEscapeCodesListVisibly() async throws {
        let coach = Harness()
        let hostile = "Cake" + Self.retitle + Self.clear
        try MealJournal(store: coach.store, calendar: coach.calendar).add(
            MealEntry(ParsedMeal(name: hostile, calories: 300), time: Date(timeIntervalSince1970: 1_795_248_720)))
        try coach.store.update(UserFormulas.self) { mine in
            mine.formulas.append(
                Formula(
                    id: "hostile", name: hostile, category: .physics, topic: "Mine" + Self.clear, equation: "F = k*x",
                    display: "F = k*x",
                    about: "", variables: [], example: [:], isUserFormula: true))
        }
        try coach.store.update(SightJournal.self) { $0.notes["mordovia-arena"] = "Go" + Self.retitle }
        for line in [
            "meal list", "meal foods", "formula list --json", "formula list", "formula show hostile",
            "sights show mordovia-arena",
        ] {
            let result = await coach.run(line)
            #expect(result.status == 0, "\(line): \(result.err)")
            #expect(
                !result.out.contains("\u{1B}") && !result.out.contains("\u{7}"), "\(line) printed a control character")
        }
        #expect(await coach.run("meal list").out.contains("Cake^[]0;pwned^G^[[2J"))
        #expect(await coach.run("sights show mordovia-arena").out.contains("Your note: Go^[]0;pwned^G\n"))
    }

    @Test func echoedInputInErrorsIsVisible() async {
        let coach = Harness()
        #expect(
            await coach.run("'\(Self.retitle)'").err
                == "Error: unknown command '^[]0;pwned^G'. Type 'help' to see the commands.\n")
        #expect(await coach.run("'stopwach\(Self.clear)'").err.hasPrefix("Error: unknown command 'stopwach^[[2J'."))
        #expect(await coach.run("'a\nb'").err == "Error: unknown command 'a^Jb'. Type 'help' to see the commands.\n")
        #expect(await coach.run("meal delete '\(Self.clear)'").err.contains("^[[2J"))
    }

    @Test func liveDisplaysStillWriteTheirOwnControlSequences() async {
        let coach = Harness(atTerminal: true)
        await coach.run("clear")
        #expect(coach.output.capturedOut == "\u{1B}[H\u{1B}[2J\u{1B}[3J")
    }

    @Test(arguments: [
        (
            "meal add Cake\u{1B}[2J 300",
            "Error: 'Cake^[[2J 300' contains a control character (^[); type the meal without it, e.g. 'Apple 52'\n"
        ),
        (
            "meal add 'Ca\u{0}ke' 300",
            "Error: 'Ca^@ke 300' contains a control character (^@); type the meal without it, e.g. 'Apple 52'\n"
        ),
        (
            "formula add 'Spring\u{1B}]0;x\u{7}' 'F = k*x' --category physics",
            "Error: the formula name 'Spring^[]0;x^G' contains control characters (^[, ^G); type the formula name without them\n"
        ),
        (
            "formula add Spring 'F = k*x' --category physics --topic 'Mine\u{1B}[2J'",
            "Error: the topic 'Mine^[[2J' contains a control character (^[); type the topic without it\n"
        ),
        (
            "formula add Spring 'F = k*x' --category physics --variable 'F:force\u{9B}:N'",
            "Error: the variable 'F:force\\u{9B}:N' contains a control character (\\u{9B}); type the variable without it\n"
        ),
        (
            "breathe save 'eve\u{1B}[2J'",
            "Error: 'eve^[[2J' cannot name a pattern; use letters, digits and dashes, like 'evening' or 'slow-4'\n"
        ),
        (
            "sights note mordovia-arena 'Go\u{1B}]0;x\u{7}'",
            "Error: the note 'Go^[]0;x^G' contains control characters (^[, ^G); type the note without them (line breaks and tabs are fine)\n"
        ),
        (
            "sights note mordovia-arena " + String(repeating: "n", count: 2001),
            "Error: a note may have up to 2000 characters; this one has 2001, so shorten it\n"
        ),
    ])
    func newNamesWithControlCharactersAreRefused(line: String, error: String) async throws {
        let coach = Harness()
        let result = await coach.run(line)
        #expect(result.err == error)
        #expect(result.status == 1)
        #expect(try coach.store.load(UserFormulas.self).formulas.isEmpty)
        #expect(try coach.store.load(SightJournal.self).notes.isEmpty)
        #expect(try MealJournal(store: coach.store, calendar: coach.calendar).day(coach.context.today).entries.isEmpty)
    }

    @Test func aNoteMayHaveLineBreaks() async throws {
        let coach = Harness()
        #expect(await coach.run("sights note mordovia-arena 'Go early.\n\tBring water.'").status == 0)
        // Shown on one line: a note synced from elsewhere cannot pass for a line of coach's own.
        #expect(await coach.run("sights show mordovia-arena").out.contains("Your note: Go early.^J^IBring water.\n"))
    }
}
