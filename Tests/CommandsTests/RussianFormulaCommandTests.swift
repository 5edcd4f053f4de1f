import Commands
import Core
import Testing

/// The formula screens and the calculator in Russian (`LANG=ru_RU.UTF-8`), line for line, beside the English
/// ones that stay as they are.
struct RussianFormulaCommandTests {
    static func russian(_ mode: RunMode = .batch, atTerminal: Bool = false) -> Harness {
        Harness(mode: mode, atTerminal: atTerminal, locale: .ru)
    }

    @Test func theCardOfAFormula() async {
        let shown = await Self.russian().run("formula show ohms-law")
        #expect(shown.status == 0 && shown.err == "")
        #expect(
            shown.out == """
                Закон Ома  (ohms-law)
                Ohm's law
                Физика · Электричество

                  V = I·R
                  ввод: V = I*R

                Напряжение на резисторе равно силе тока через него, умноженной на сопротивление; \
                при том же напряжении большее сопротивление даёт меньший ток.

                Переменные
                  V  напряжение     В
                  I  сила тока      А
                  R  сопротивление  Ом

                Пример: I = 2 А, R = 6 Ом → V = 12 В

                Статус: ещё не изучена · первый просмотр
                Решить: formula solve ohms-law I=2 R=6

                """)
    }

    @Test(arguments: [
        ("formula solve kinetic-energy m=2 E=9", "v = 3 м/с\n"),
        ("formula solve kinetic-energy m=2 v=1,5", "E = 2,25 Дж\n"),
        ("formula solve kinetic-energy m=500г v=36км/ч", "E = 25 Дж\n"),
        ("formula solve kinetic-energy m=2 v=3 --to кДж", "E = 0,009 кДж\n"),
        ("formula solve ohms-law V=12 I=2 R=6", "Даны все значения, и они подходят: обе части равны 12.\n"),
        ("formula solve circle-area A=12500.5", "r ≈ 63,0795746 м\n"),
    ])
    func solvingReadsAndWritesRussianNumbersAndUnits(line: String, out: String) async {
        let solved = await Self.russian().run(line)
        #expect(solved.err == "")
        #expect(solved.out == out)
    }

    @Test(arguments: [
        (
            "formula solve kinetic-energy m=2",
            "Ошибка: не хватает больше одного значения: E (кинетическая энергия) и v (скорость). Дайте все, "
                + "кроме одного, например 'formula solve kinetic-energy m=2 E=9'\n"
        ),
        (
            "formula solve kinetic-energy m=2км E=9",
            "Ошибка: m — это масса (например, в кг), а 2 км — длина\n"
        ),
        ("formula show kinetik-energy", "Ошибка: нет формулы «kinetik-energy». Может быть, «kinetic-energy»?\n"),
        (
            "formula remove ohms-law",
            "Ошибка: «ohms-law» входит во встроенный каталог, её нельзя удалить; добавьте свою версию: 'formula add'\n"
        ),
        ("calc 5 км + 3 кг", "Ошибка: нельзя сложить 5 км (длина) и 3 кг (масса)\n  5 км + 3 кг\n  ^^^^^^^^^^^\n"),
    ])
    func errorsInRussian(line: String, err: String) async {
        let failed = await Self.russian().run(line)
        #expect(failed.status == 1)
        #expect(failed.err == err)
    }

    @Test func listsAndProgress() async {
        let coach = Self.russian()
        #expect(
            await coach.run("formula list chem --topic gas").out == """
                Химия · Газовые законы
                    ideal-gas-law     P·V = n·R·T              Уравнение Менделеева — Клапейрона
                    boyles-law        P₁·V₁ = P₂·V₂            Закон Бойля — Мариотта
                    charles-law       V₁ / T₁ = V₂ / T₂        Закон Гей-Люссака
                    combined-gas-law  P₁·V₁ / T₁ = P₂·V₂ / T₂  Объединённый газовый закон
                    grahams-law       r₁ / r₂ = √(M₂ / M₁)     Закон Грэма

                5 формул, изучено 0. Одна формула: 'formula show ID'.

                """)
        #expect(
            await coach.run("formula learn ohms-law").out
                == "Изучена ohms-law: Закон Ома\nФизика: изучено 1 из 31\n")
        #expect(
            await coach.run("formula").out == """
                Изучение формул
                  Математика   0/30  ░░░░░░░░░░░░░░░░░░░░  0%
                  Физика       1/31  █░░░░░░░░░░░░░░░░░░░  3%
                  Химия        0/30  ░░░░░░░░░░░░░░░░░░░░  0%
                  Всего        1/91                        1%

                Так держать: 'formula list --unlearned' покажет, что осталось, 'formula quiz' проверит знания.

                """)
    }

    /// Grades typed in Russian, and the plural of the cards.
    @Test func aQuizGradedInRussian() async {
        let coach = Self.russian()
        coach.answer("хорошо", "3")
        let quiz = await coach.run("formula quiz physics --count 2").out
        #expect(
            quiz.hasPrefix(
                "Тренировка: 2 карточки (к повторению 0, новых 2). Вспомните формулу по названию и оцените себя.\n"))
        #expect(quiz.contains("\nКарточка 1 из 2 · Физика · Кинематика\n  Средняя скорость\n"))
        #expect(quiz.contains("  v = d / t   v средняя скорость, d путь, t время\n"))
        #expect(quiz.contains("  → хорошо: следующее повторение через 2 дня (2026-11-23)\n"))
        #expect(
            quiz.hasSuffix(
                "\nПовторено: 2 карточки (2 хорошо). Серию покажет 'formula stats'.\nДостижение: Первая сессия (Учёба) — проведите первую сессию\n"
            ))
    }

    @Test func theCalculatorWritesADecimalCommaAndSaysHowItReadOne() async {
        let coach = Self.russian()
        #expect(await coach.run("1,5 + 2") == (0, "3,5\n", "Примечание: запятая прочитана как десятичная: 1,5 = 1.5\n"))
        #expect(
            await coach.run("1,500 + 1")
                == (
                    0, "1501\n",
                    "Примечание: запятая прочитана как разделитель тысяч: 1,500 = 1500; дробное число пишите с точкой: 1.5\n"
                ))
        #expect(await coach.run("max(1,5)") == (0, "5\n", ""))
        #expect(await coach.run("12500.5 * 2") == (0, "25\u{202F}001\n", ""))
        #expect(await coach.run("5 км + 300 м") == (0, "5,3 км\n", ""))
        #expect(await coach.run("calc --json 1,5 + 2").out.contains("\"result\" : \"3.5\""))
        let english = Harness()
        #expect(await english.run("1,5 + 2").status == 1)
        #expect(await english.run("1,500 + 1") == (0, "1501\n", ""))
        #expect(await english.run("5 км + 300 м") == (0, "5.3 km\n", ""))
        let terminal = Self.russian(.interactive, atTerminal: true)
        #expect(
            await terminal.run("1,5 + 2").out
                == "1,5 + 2 = 3,5\nПримечание: запятая прочитана как десятичная: 1,5 = 1.5\n")
        #expect(
            await terminal.run("x = 2,5 км").out.hasSuffix(
                " = 2,5 км\nПримечание: запятая прочитана как десятичная: 2,5 = 2.5\n"))
        #expect(await terminal.run("vars").out == "ans = 2,5 км\nx = 2,5 км\n")
    }
}
