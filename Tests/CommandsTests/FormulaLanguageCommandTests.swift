import Commands
import Testing

/// Common and Russian names find formulas, and `--lang ru` shows the Russian names.
struct FormulaLanguageCommandTests {
    @Test(arguments: [
        ("formula search pythagoras", "    pythagorean-theorem  a² + b² = c²  Pythagorean theorem · Mathematics\n"),
        ("formula search \"ohm's law\"", "    ohms-law  V = I·R  Ohm's law · Physics\n"),
        ("formula search закон ома", "    ohms-law  V = I·R  Ohm's law · Physics\n"),
        ("formula search закон ома --lang ru", "    ohms-law  V = I·R  Закон Ома · Physics\n"),
        ("formula search второй закон ньютона", "    newtons-second-law  F = m·a  Newton's second law · Physics\n"),
        (
            "formula search energy --limit 3",
            """
                kinetic-energy                  E = ½·m·v²  Kinetic energy · Physics
                gravitational-potential-energy  E = m·g·h   Gravitational potential energy · Physics
                elastic-potential-energy        E = ½·k·x²  Elastic potential energy · Physics

            """
        ),
        (
            "formula list chem --topic gas --lang ru",
            """
            Chemistry · Gas laws
                ideal-gas-law     P·V = n·R·T              Уравнение Менделеева — Клапейрона
                boyles-law        P₁·V₁ = P₂·V₂            Закон Бойля — Мариотта
                charles-law       V₁ / T₁ = V₂ / T₂        Закон Гей-Люссака
                combined-gas-law  P₁·V₁ / T₁ = P₂·V₂ / T₂  Объединённый газовый закон
                grahams-law       r₁ / r₂ = √(M₂ / M₁)     Закон Грэма

            5 formulas, 0 learned. 'formula show ID' for one.

            """
        ),
    ])
    func namesInEitherLanguageFindAndShowFormulas(line: String, expected: String) async {
        let result = await Harness().run(line)
        #expect(result.err == "")
        #expect(result.out == expected)
    }

    @Test func theCardInRussianKeepsTheEnglishNameBelow() async {
        let card = await Harness().run("formula show ohms-law --lang ru").out
        #expect(card.hasPrefix("Закон Ома  (ohms-law)\nOhm's law\nPhysics · Electricity\n"))
        #expect(
            await Harness().run("formula show ohms-law").out.hasPrefix("Ohm's law  (ohms-law)\nPhysics · Electricity\n")
        )
    }

    @Test func aQuizInRussianAsksByTheRussianName() async {
        let coach = Harness()
        coach.answer("good")
        #expect(await coach.run("formula quiz physics --count 1 --lang ru").out.contains("\n  Средняя скорость\n"))
    }
}
