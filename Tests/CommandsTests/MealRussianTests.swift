import Commands
import Core
import Foundation
import Storage
import Testing

/// The meal log in Russian (`LANG=ru_RU.UTF-8`): every message, the numbers as Russian writes them, and
/// `2 шт` as a quantity. The English of the same screens is in MealCommandTests, unchanged.
struct MealRussianTests {
    @Test func aDayOfMealsInRussian() async throws {
        let coach = Harness(locale: .ru)
        #expect(
            await coach.run("meal").out == "Ничего не записано сегодня. Добавьте приём пищи: 'meal add Apple 52'.\n")
        #expect(
            await coach.run("meal add Яблоко 52").out == """
                Добавлено: Яблоко 52 ккал в 08:12.
                Всего 52 ккал. Задайте дневную цель: 'goal calories 2000' (или low, moderate, high, athletic).

                """)
        #expect(
            await coach.run("meal add 2 шт Курица гриль 165 --time 12:30").out
                == "Добавлено: 2× Курица гриль 330 ккал (по 165) в 12:30.\nВсего 382 ккал.\n")
        let duplicate = await coach.run("meal add яблоко 60 --time 16:00")
        #expect(
            duplicate.err
                == "Примечание: 'Яблоко' уже есть в записях сегодня (52 ккал, 08:12); добавлена ещё одна запись. "
                + "Чтобы решить иначе, укажите --duplicate replace или skip.\n")
        #expect(await coach.run("meal add ЯБЛОКО 70 --duplicate skip").out == "Ничего не добавлено.\n")
        await coach.run("goal calories moderate")
        #expect(
            await coach.run("meal edit 3 Груша 57").out == """
                Приём пищи 3 теперь: Груша 57 ккал в 16:00 (было: яблоко 60 ккал).
                439 / 2000 ккал  ████░░░░░░░░░░░░░░░░  21% · осталось 1561 ккал

                """)
        #expect(
            await coach.run("meal delete 1 --yes").out.hasPrefix(
                "Удалено: Яблоко 52 ккал (08:12). Вернуть: 'meal undo'.\n"))
        #expect(
            await coach.run("meal undo").out.hasPrefix(
                "Удаление отменено: Яблоко 52 ккал, 2026-11-21 08:12; запись вернулась.\n"))
        #expect(
            await coach.run("meal list").out == """
                Приёмы пищи сегодня (2026-11-21)
                  1  08:12  Яблоко              52 ккал
                  2  12:30  2× Курица гриль    330 ккал
                  3  16:00  Груша               57 ккал
                439 / 2000 ккал  ████░░░░░░░░░░░░░░░░  21% · осталось 1561 ккал

                """)
        #expect(
            await coach.run("meal undo").err
                == "Ошибка: отменять нечего; 'meal undo' один раз отменяет последнее добавление, правку или удаление\n")
    }

    /// Over the goal, with a total of five digits: a narrow no-break space groups them, as Russian text does.
    @Test func aDayOverTheGoalInRussian() async throws {
        let coach = Harness(locale: .ru)
        await coach.run("goal calories 1500")
        await coach.run("meal add Торт 6000")
        #expect(
            await coach.run("meal add 2х Пицца 3000").out == """
                Добавлено: 2× Пицца 6000 ккал (по 3000) в 08:12.
                12\u{202F}000 / 1500 ккал  ████████████████████  800% · сверх цели 10\u{202F}500 ккал

                """)
    }

    @Test func errorsInRussian() async throws {
        let coach = Harness(locale: .ru)
        let cases: [(String, String)] = [
            (
                "meal add Яблоко",
                "Ошибка: в 'Яблоко' нет калорий; добавьте их после названия целым числом, например 'Яблоко 52'\n"
            ),
            ("meal add Яблоко 52.5", "Ошибка: калории — целые числа; напишите 52 или 53 вместо '52.5'\n"),
            (
                "meal add 0 шт Яблоко 52",
                "Ошибка: количество '0 шт' вне диапазона; укажите от 1 до 100 шт., например '2x Apple 52'\n"
            ),
            (
                "meal add Яблоко 20000",
                "Ошибка: калорий на одну штуку должно быть от 1 до 10\u{202F}000; '20000' — вне диапазона\n"
            ),
            ("meal delete 4 --yes", "Ошибка: приёма пищи 4 за 2026-11-21 нет: в этот день ничего не записано\n"),
        ]
        for (line, error) in cases {
            #expect(await coach.run(line).err == error, "\(line)")
        }
    }

    @Test func historyInRussian() async throws {
        let coach = Harness(locale: .ru)
        await coach.run("meal add Каша 300 --date 2026-11-19")
        await coach.run("meal add Суп 450")
        #expect(
            await coach.run("meal history --days 3").out == """
                За последние 3 дня
                11-19 чт   ████████████████████            300
                11-20 пт                                   —
                11-21 сб   ██████████████████████████████  450

                В среднем 375 ккал за 2 дня с записями. Задайте цель ('goal calories 2000'), чтобы увидеть её линию.

                """)
    }
}
