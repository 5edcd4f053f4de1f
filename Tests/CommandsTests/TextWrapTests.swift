import Testing

@testable import Commands

/// Prose is wrapped at a terminal's width, by words.
struct TextWrapTests {
    @Test(arguments: [
        (
            "The football stadium built for the 2018 FIFA World Cup", 20,
            ["The football stadium", "built for the 2018", "FIFA World Cup"]
        ),
        ("short", 20, ["short"]),
        ("a Supercalifragilisticexpialidocious word", 10, ["a", "Supercalifragilisticexpialidocious", "word"]),
        ("Собор святого Феодора Ушакова", 14, ["Собор святого", "Феодора", "Ушакова"]),
        ("one\ntwo three", 5, ["one", "two", "three"]),
    ])
    func wrapsByWords(text: String, width: Int, lines: [String]) {
        #expect(TextWrap.lines(text, width: width) == lines)
    }

    @Test func aSightsDescriptionFitsTheTerminal() async {
        let shown = await Harness(atTerminal: true).run("sights show mordovia-arena").out
        let lines = shown.split(separator: "\n")
        #expect(lines.contains("The football stadium built for the 2018 FIFA World Cup, when it hosted four"))
        #expect(lines.contains("group matches. Its bright orange-and-red shell is one of the city's landmarks;"))
        #expect(
            await Harness().run("sights show mordovia-arena").out.contains(
                "\nThe football stadium built for the 2018 FIFA World Cup, when it hosted four group matches."))
    }
}
