import Commands
import Core
import Foundation
import Storage
import Testing

/// Formula Hub's rows: notes on a formula, one's own formulas exported and imported, a formula shown by a word of
/// its name, the variables completed after `formula solve ID`, examples rounded for people.
struct FormulaHubTests {
    static func file(_ name: String = "formulas.json") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("coach-formulas-\(UUID())-\(name)").path
    }

    @Test func aNoteIsShownOnTheCardSearchedExportedAndCleared() async throws {
        let coach = Harness()
        #expect(await coach.run("formula note ohms-law learn it for the physics exam").out == "Noted on Ohm's law.\n")
        #expect(
            await coach.run("formula note ohms-law").out == "Your note on Ohm's law: learn it for the physics exam\n")
        let card = await coach.run("formula show ohms-law").out
        #expect(card.hasSuffix("Your note: learn it for the physics exam\n"), "\(card)")
        #expect(
            await coach.run("formula show ohms-law --json").out.contains("\"note\" : \"learn it for the physics exam\"")
        )
        let found = await coach.run("formula search exam").out
        #expect(found.hasPrefix("    ohms-law"), "\(found)")
        // Every word may match the note or the formula's own fields.
        #expect(await coach.run("formula search ohm exam").out.contains("ohms-law"))
        let anki = await coach.run("export --for anki --output -").out
        #expect(anki.contains("<i>learn it for the physics exam</i>"))
        #expect(await coach.run("formula note ohms-law --clear").out == "Removed your note on Ohm's law.\n")
        #expect(!(await coach.run("formula show ohms-law").out.contains("Your note")))
        #expect(!(await coach.run("formula search exam").out.contains("ohms-law")))
        #expect(try coach.store.load(FormulaProgress.self).formulas["ohms-law"]?.note == nil)
    }

    @Test func aNoteWithAControlCharacterOrBothANoteAndClearIsRefused() async {
        let coach = Harness()
        let bell = await coach.run("formula note ohms-law 'ring \u{07}'")
        #expect(bell.status == 1 && bell.err.contains("control character"), "\(bell.err)")
        let both = await coach.run("formula note ohms-law text --clear")
        #expect(both.status == 64 && both.err.contains("give a note or --clear, not both"), "\(both.err)")
    }

    @Test func ownFormulasAndNotesRoundTripAndASecondImportAddsNothing() async throws {
        let coach = Harness(.files)
        await coach.run(
            "formula add 'Spring force' 'F = k*x' --category physics --variable F:force:N --variable k:stiffness:N/m")
        await coach.run("formula add 'Rectangle area' 'S = a*b' --category math --topic Geometry")
        await coach.run("formula note spring-force Hooke, 1676")
        await coach.run("formula note circle-area mind the square")
        let file = Self.file()
        #expect(
            await coach.run("formula export '\(file)'").out
                == "Exported 2 formulas and 2 notes to \(file).\n")
        #expect(await coach.run("formula export '\(file)'").err.contains("exists; add --force"))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"formulas\" : [\n"), "\(written)")
        #expect(written.contains("\"notes\" : {\n    \"circle-area\" : \"mind the square\""), "\(written)")

        let fresh = Harness(.files)
        let first = await fresh.run("formula import '\(file)'")
        #expect(
            first.out == """
                Imported 2 formulas and 2 notes.
                  spring-force  F = k*x
                  rectangle-area  S = a*b

                """, "\(first.err)")
        #expect(try fresh.context.formulas.userFormulas() == coach.context.formulas.userFormulas())
        #expect(try fresh.context.study.progress().notes == coach.context.study.progress().notes)
        #expect(
            await fresh.run("formula import '\(file)'").out == "Imported 0 formulas (2 already there) and 0 notes.\n")
        #expect(try fresh.context.formulas.userFormulas().count == 2)
        // The same file printed, with no FILE, is byte for byte the one written.
        #expect(await fresh.run("formula export").out == written)
    }

    @Test(arguments: [
        ("[1, 2]", "is not a formula file coach reads (expected an object"),
        ("{\"version\": 1, \"formulas\": [{\"id\": 5}]}", "is not a formula file coach reads"),
        (String(repeating: "[", count: 600), "nested too deeply"),
        ("{\"version\": 9, \"formulas\": []}", "format version 9"),
        (
            #"{"version":1,"formulas":[{"id":"bell","name":"Bell\u0007","category":"physics","topic":"","equation":"a = b","display":"a = b","about":"","variables":[],"example":{},"isIdentity":false,"isUserFormula":true}]}"#,
            "formula 1 ('bell'): the formula name 'Bell^G' contains a control character"
        ),
        (
            #"{"version":1,"formulas":[{"id":"x","name":"Broken","category":"physics","topic":"","equation":"a = = b","display":"","about":"","variables":[],"example":{},"isIdentity":false,"isUserFormula":true}]}"#,
            "formula 1 ('x'): the equation does not parse"
        ),
        (
            #"{"version":1,"formulas":[{"id":"ohms-law","name":"Mine","category":"physics","topic":"","equation":"a = b","display":"","about":"","variables":[],"example":{},"isIdentity":false,"isUserFormula":true}]}"#,
            "a formula with the id 'ohms-law' already exists"
        ),
        (#"{"version":1,"formulas":[],"notes":{"no-such":"x"}}"#, "a note on 'no-such', which is no formula"),
        (#"{"version":1,"formulas":[],"notes":{"ohms-law":"\u001b[2J"}}"#, "the note on 'ohms-law':"),
    ])
    func aHostileFileIsRefusedWithTheReasonAndNothingWritten(text: String, error: String) async throws {
        let coach = Harness(.files)
        let file = Self.file()
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = await coach.run("formula import '\(file)'")
        #expect(result.status == 1)
        #expect(result.err.contains(error), "\(result.err)")
        #expect(result.err.hasSuffix("nothing was imported\n"), "\(result.err)")
        #expect(!result.err.contains("\u{1B}") && !result.err.contains("\u{07}"))
        #expect(try coach.context.formulas.userFormulas().isEmpty)
        #expect(try coach.context.study.progress().notes.isEmpty)
    }

    @Test func aFileTooLargeIsRefusedUnread() async throws {
        let coach = Harness(.files)
        let file = Self.file()
        try Data(count: FormulaFile.largestFile + 1).write(to: URL(fileURLWithPath: file))
        let result = await coach.run("formula import '\(file)'")
        #expect(result.status == 1 && result.err.contains("more than a formula file may (16 MiB)"), "\(result.err)")
    }

    @Test(arguments: [
        ("formula show ohm", "Ohm's law  (ohms-law)\n"),
        ("formula show discriminant", "Discriminant of a quadratic  (quadratic-discriminant)\n"),
        ("formula show ohms law", "Ohm's law  (ohms-law)\n"),
        ("formula show закон ома", "Ohm's law  (ohms-law)\n"),
    ])
    func aFormulaIsFoundByAWordOfItsName(line: String, first: String) async {
        let result = await Harness().run(line)
        #expect(result.out.hasPrefix(first), "\(result.err)")
    }

    @Test func wordsThatFitSeveralFormulasListThemAndAMistypedIDSuggests() async {
        let coach = Harness()
        let several = await coach.run("formula show energy")
        #expect(several.status == 1)
        #expect(several.err.hasPrefix("Error: 'energy' fits several formulas: "), "\(several.err)")
        #expect(several.err.hasSuffix("; give one of these ids\n"), "\(several.err)")
        #expect(
            await coach.run("formula show ohms-lwa").err == "Error: no formula 'ohms-lwa'. Did you mean 'ohms-law'?\n")
        // A word only a description holds names no formula.
        #expect(
            await coach.run("formula show nothing").err
                == "Error: no formula 'nothing'; see 'formula list' or 'formula search WORDS'\n")
    }

    @Test(
        arguments: [
            ("formula solve circle-area ", ["A=", "r="]),
            ("formula solve circle-area r", ["r="]),
            ("formula solve kinetic-energy m=2 ", ["E=", "v="]),
            ("formula solve no-such ", []),
        ] as [(String, [String])])
    func solveCompletesTheVariables(line: String, expected: [String]) {
        let context = Harness().context
        let result = Completion.complete(
            line, root: CompletionShapes.shell,
            dynamic: { key, words in CompletionShapes.dynamicValues(key, words: words, context: context) })
        #expect(result.candidates == expected)
        #expect(result.appendSpace == (expected.count != 1))
    }

    @Test func examplesAreRoundedForPeopleAndExactValuesStayExact() async {
        let coach = Harness()
        let circle = await coach.run("formula show circle-area").out
        #expect(circle.contains("\nExample: r = 3 m → A ≈ 28.27 m²\n"), "\(circle)")
        #expect(!circle.contains("In everyday units"), "\(circle)")
        #expect(
            await coach.run("formula show kinetic-energy").out.contains("\nExample: m = 2 kg, v = 3 m/s → E = 9 J\n"))
        // Lengths and areas share one scale: not `b = 600 cm, h = 400 cm → A = 12 m²`.
        let triangle = await coach.run("formula show triangle-area").out
        #expect(triangle.contains("\nExample: b = 6 m, h = 4 m → A = 12 m²\n"), "\(triangle)")
        #expect(!triangle.contains("cm"), "\(triangle)")
    }

    @Test func aRadiusInCentimetresGivesAnAreaInSquareCentimetres() throws {
        let circle = try #require(FormulaCatalog.bundled.first { $0.id == "circle-area" })
        let values = [(value: 0.05 * 0.05 * Double.pi, variable: circle.variables[0]), (0.05, circle.variables[1])]
        let shown = EverydayUnits.quantities(values)
        #expect(shown.map(\.unit.text) == ["cm²", "cm"])
        #expect(abs(shown[0].magnitude.double - 78.5398) < 1e-4 && shown[1].formatted().text == "5 cm")
    }
}
