import Commands
import Core
import Foundation
import Storage
import Testing

struct FormulaCommandTests {
    @Test func progressMovesWhenFormulasAreLearned() async throws {
        let coach = Harness()
        #expect(
            await coach.run("formula").out.hasPrefix(
                """
                Formula study
                  Mathematics  0/30  ░░░░░░░░░░░░░░░░░░░░  0%
                  Physics      0/31  ░░░░░░░░░░░░░░░░░░░░  0%
                  Chemistry    0/30  ░░░░░░░░░░░░░░░░░░░░  0%
                  Total        0/91                        0%
                """))
        let learned = await coach.run("formula learn kinetic-energy ohms-law circle-area")
        #expect(
            learned.out == """
                Learned kinetic-energy: Kinetic energy
                Learned ohms-law: Ohm's law
                Learned circle-area: Area of a circle
                Mathematics: 1/30 learned · Physics: 2/31 learned

                """)
        #expect(
            await coach.run("formulas progress").out.hasPrefix(
                """
                Formula study
                  Mathematics  1/30  █░░░░░░░░░░░░░░░░░░░  3%
                  Physics      2/31  █░░░░░░░░░░░░░░░░░░░  6%
                  Chemistry    0/30  ░░░░░░░░░░░░░░░░░░░░  0%
                  Total        3/91                        3%
                """))
        #expect(
            await coach.run("formula learn kinetic-energy").out.hasPrefix(
                "kinetic-energy was already learned on 2026-11-21.\n"))
        #expect(await coach.run("formula unlearn ohms-law").out.hasPrefix("Unlearned ohms-law: Ohm's law\n"))
        let json = await coach.run("formula progress --json").out
        #expect(json.contains("\"learned\" : 2") && json.contains("\"total\" : 91"))
    }

    @Test func aMistypedIDSavesNothingAndSuggests() async throws {
        let coach = Harness()
        let result = await coach.run("formula learn kinetic-energy kinetik-energy")
        #expect(result.status == 1)
        #expect(result.err == "Error: no formula 'kinetik-energy'. Did you mean 'kinetic-energy'?\n")
        #expect(try coach.store.load(FormulaProgress.self).formulas.isEmpty)
    }

    @Test func listFiltersByCategoryTopicAndLearned() async {
        let coach = Harness()
        await coach.run("formula learn ideal-gas-law")
        let gases = await coach.run("formula list chem --topic gas").out
        #expect(gases.hasPrefix("Chemistry · Gas laws\n  ✓ ideal-gas-law"))
        #expect(gases.hasSuffix("5 formulas, 1 learned. 'formula show ID' for one.\n"))
        #expect(await coach.run("formula list --learned").out.contains("ideal-gas-law"))
        #expect(!(await coach.run("formula list --unlearned").out.contains("ideal-gas-law")))
        let unknown = await coach.run("formula list physics --topic chemistry")
        #expect(unknown.err.hasPrefix("Error: no topic 'chemistry' in physics; topics: Kinematics, Dynamics, Energy"))
    }

    @Test func showIsTheDetailCardAndRecordsTheView() async {
        let coach = Harness()
        let first = await coach.run("formula show kinetic-energy").out
        #expect(
            first == """
                Kinetic energy  (kinetic-energy)
                Physics · Energy

                  E = ½·m·v²
                  as typed: E = 1/2*m*v^2

                The energy a body has because it moves. Doubling the speed quadruples it.

                Variables
                  E  kinetic energy  J
                  m  mass            kg
                  v  speed           m/s

                Example: m = 2 kg, v = 3 m/s → E = 9 J
                In everyday units: m = 2 kg, v = 10.8 km/h → E = 9 J

                Status: not learned yet · first view
                Solve it: formula solve kinetic-energy m=2 v=3

                """)
        coach.pass(60)
        #expect(
            await coach.run("formula show kinetic-energy").out.contains(
                "Status: not learned yet · last viewed 2026-11-21 08:12\n"))
    }

    /// The card names the discriminant as the variables and the worked example do, D, the letter a person types.
    @Test func theDiscriminantIsOneNameOnTheCard() async {
        let card = await Harness().run("formula show quadratic-discriminant").out
        #expect(card.contains("\n  D = b² − 4ac\n"), "\(card)")
        #expect(!card.contains("Δ"), "\(card)")
        #expect(card.contains("\n  D  discriminant\n") && card.contains("→ D = 49"), "\(card)")
        // Exact negative example values are not marked as approximate.
        #expect(card.contains("Example: a = 2, b = −3, c = −5 → D = 49"), "\(card)")
    }

    @Test func solveFindsWhicheverValueIsMissingWithItsUnit() async {
        let coach = Harness()
        #expect(await coach.run("formula solve kinetic-energy m=2 v=3").out == "E = 9 J\n")
        #expect(await coach.run("formula solve kinetic-energy m=2 E=9").out == "v = 3 m/s\n")
        #expect(await coach.run("formula solve kinetic-energy E=9 v=3*1").out == "m = 2 kg\n")
        #expect(await coach.run("formula solve kinetic-energy m=3 E=9").out.hasPrefix("v ≈ 2.449489743 m/s\n"))
        #expect(await coach.run("ans^2").out == "6 m²/s²\n")
        let json = await coach.run("formula solve kinetic-energy m=2 E=9 --json").out
        #expect(
            json.contains("\"variable\" : \"v\"") && json.contains("\"value\" : 3")
                && json.contains("\"other_values\" : [\n\n  ]"))
        let missing = await coach.run("formula solve kinetic-energy m=2")
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("Error: more than one value is missing: E (kinetic energy) and v (speed)."))
    }

    /// Values carry any unit of their variable's kind; the answer is in the variable's unit, or in the one --to asks for.
    @Test(arguments: [
        ("formula solve ohms-law I=2mA R=6kΩ", "V = 12 V\n"),
        ("formula solve kinetic-energy m=2g v=3m/s", "E = 0.009 J\n"),
        ("formula solve kinetic-energy m=2g v=3m/s --to mJ", "E = 9 mJ\n"),
        ("formula solve average-speed d=5km t=30min --to km/h", "v = 10 km/h\n"),
        ("formula solve charles-law V1=2L T1=27°C V2=3L", "T2 = 450.225 K\n"),
        ("formula solve charles-law V1=2L T1=27°C V2=3L --to °C", "T2 = 177.075 °C\n"),
        ("formula solve kinetic-energy E=9 v=10.8km/h --to g", "m = 2000 g\n"),
        ("formula solve weight m=1lb --to N", "W = 4.4482216152605 N\n"),
    ])
    func solveReadsUnits(line: String, out: String) async {
        let result = await Harness().run(line)
        #expect(result.err == "")
        #expect(result.out == out)
    }

    @Test(arguments: [
        ("formula solve kinetic-energy m=2kg v=3km", "Error: v takes a speed, like m/s; 3 km is a length\n", 1),
        (
            "formula solve kinetic-energy m=2 v=3 --to km",
            "Error: E is an energy (J) and cannot be given in km, which measures a length\n", 1
        ),
        (
            "formula solve rate-law rate=2 c=1 n=1 k=0.5mol",
            "Error: k is in (L/mol)^(n−1)/s, which depends on the formula's other values, so '0.5 mol' cannot be converted; give it as a plain number in (L/mol)^(n−1)/s\n",
            1
        ),
    ])
    func solveRefusesAValueOfAnotherKind(line: String, err: String, status: Int32) async {
        let result = await Harness().run(line)
        #expect(result.err == err)
        #expect(result.status == status)
    }

    @Test func aQuizReadsGradesFromTheFollowingLinesAndSchedulesTheCards() async throws {
        let coach = Harness()
        coach.answer("good", "nope", "1")
        let quiz = await coach.run("formula quiz physics --count 2")
        #expect(
            quiz.out == """
                Quiz: 2 cards (0 due, 2 new). Recall each formula from its name, then grade yourself.

                Card 1 of 2 · Physics · Kinematics
                  Average speed
                  v = d / t   v average speed, d distance, t time
                  In everyday units: d = 100 m, t = 20 s → v = 18 km/h
                  Grade: again, hard, good or easy (or 1–4), or q to stop?
                  → good: next review in 2 days (2026-11-23)

                Card 2 of 2 · Physics · Kinematics
                  Velocity under constant acceleration
                  v = v₀ + a·t   v final velocity, v0 initial velocity, a acceleration, t time
                  In everyday units: v0 = 7.2 km/h, a = 3 m/s², t = 4 s → v = 50.4 km/h
                  Grade: again, hard, good or easy (or 1–4), or q to stop?
                  → again: next review tomorrow (2026-11-22)

                Reviewed 2 cards: 1 again, 1 good. 'formula stats' shows your streak.
                Achievement: First session (Study) — do a first session

                """)
        #expect(quiz.err == "'nope' is not a grade; type again, hard, good or easy (or 1–4), or q to stop\n")
        let card = try coach.store.load(FormulaProgress.self).formulas["average-speed"]?.card
        // FSRS-6: a first good remembers for w2 = 2.3065 days at the difficulty w4 − e^(2·w5) + 1.
        #expect(card?.due == "2026-11-23" && card?.stability == 2.3065 && card?.lastReview == CalendarDay("2026-11-21"))
        #expect(abs((card?.difficulty ?? 0) - 2.118_103_970_459_016) < 1e-12)
        #expect(
            try StudyJournal(store: coach.store, calendar: coach.calendar).reviews().map(\.grade) == [.good, .again])

        coach.pass(86_400)
        coach.answer("q")
        let next = await coach.run("formula quiz physics --count 3").out
        #expect(next.hasPrefix("Quiz: 3 cards (1 due, 2 new)."))
        #expect(next.contains("Card 1 of 3 · Physics · Kinematics\n  Velocity under constant acceleration\n"))
        #expect(next.hasSuffix("Stopped before the first grade; nothing was recorded.\n"))
    }

    @Test func atATerminalSpaceRevealsAndADigitGrades() async throws {
        let coach = Harness(atTerminal: true)
        coach.press(" 4")
        let quiz = await coach.run("formula quiz math --count 1").out
        #expect(quiz.contains("  Recall it, then press Space to see it (q stops).\n  a² + b² = c²"))
        #expect(quiz.contains("  → easy: next review in 8 days (2026-11-29)\n"))
        #expect(try coach.store.load(FormulaProgress.self).formulas["pythagorean-theorem"]?.card?.stability == 8.2956)
    }

    @Test(arguments: Harness.StoreKind.allCases)
    func yourOwnFormulasCanBeAddedSolvedEditedAndRemoved(kind: Harness.StoreKind) async {
        let coach = Harness(kind)
        let added = await coach.run(
            "formula add 'Spring force' 'F = k*x' --category physics --variable F:force:N --variable 'k:spring stiffness:N/m'"
        )
        #expect(
            added.out
                == "Added 'Spring force' as spring-force (Physics · My formulas).\nDescribe x with: formula edit spring-force --variable 'x:meaning:unit'\n"
        )
        #expect(await coach.run("formula solve spring-force F=10 k=4").out == "x = 2.5\n")
        #expect(await coach.run("formula search stiffnes").out.contains("spring-force"))
        #expect(
            await coach.run("formula edit spring-force --variable x:extension:m").out
                == "Updated spring-force: F = k*x\n")
        #expect(await coach.run("formula solve spring-force F=10 k=4").out == "x = 2.5 m\n")
        #expect(await coach.run("formula remove spring-force").out == "Removed spring-force (Spring force).\n")
        #expect(await coach.run("formula search stiffnes").out.contains("spring-force") == false)
    }

    @Test(arguments: [
        (
            "formula add Bad 'F = k*' --category physics",
            "Error: the equation does not parse: expected a number after '*'\n  F = k*\n        ^\n"
        ),
        (
            "formula add Bad 'F k' --category physics",
            "Error: the equation does not parse: an equation needs one '=', as in 'F = m*a'\n  F k\n     ^\n"
        ),
        (
            "formula add 'Ohms law' 'V = I*R' --category physics --id ohms-law",
            "Error: a formula with the id 'ohms-law' already exists; choose another with --id\n"
        ),
        ("formula add X 'a = b'  --category math", "Error: a formula name needs 2 to 100 characters; 'X' has 1\n"),
        (
            "formula add Spring 'F = k*x'",
            "Error: say which category it belongs to with --category mathematics, physics or chemistry\n"
        ),
        (
            "formula add Spring 'F = k*x' --category physics --variable F",
            "Error: 'F' is not a variable description; write symbol:meaning:unit, e.g. 'F:force:N' (the unit may be left out)\n"
        ),
        (
            "formula remove ohms-law",
            "Error: 'ohms-law' is part of the bundled catalog and cannot be removed; add your own version with 'formula add'\n"
        ),
        (
            "formula edit ohms-law --name Ohm",
            "Error: 'ohms-law' is part of the bundled catalog and cannot be edited; add your own version with 'formula add'\n"
        ),
    ])
    func badFormulasAreRefusedWithTheReason(line: String, error: String) async throws {
        let coach = Harness()
        let result = await coach.run(line)
        #expect(result.err == error)
        #expect(try coach.store.load(UserFormulas.self).formulas.isEmpty)
    }

    @Test func statsCountLearnedPerWeekReviewsAndTheStreak() async {
        let coach = Harness()
        await coach.run("formula learn ohms-law")
        coach.answer("g")
        await coach.run("formula quiz --count 1")
        let stats = await coach.run("formula stats --weeks 2").out
        #expect(
            stats == """
                Formula study: 1 of 91 learned · 1 review (1 good)
                Study streak: 1 day (best 1) · 1 study day · 0 cards due
                Retention: no card reviewed again on a later day yet (desired 90%)
                Due this week: today 0 · Sun 0 · Mon 1 · Tue 0 · Wed 0 · Thu 0 · Fri 0

                week of     learned  reviews
                2026-11-09        0        0  ·
                2026-11-16        1        1  ████████████████████

                Nothing due today. Well done.

                """)
    }
}
