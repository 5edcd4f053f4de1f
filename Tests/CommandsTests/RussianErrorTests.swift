import Core
import Testing

@testable import Commands

/// ArgumentParser's messages about a line's words, and the dispatcher's own, in Russian; English ones stay as they are.
struct RussianErrorTests {
    @Test(arguments: [
        (
            "meal add --bogus",
            """
            Ошибка: неизвестный параметр '--bogus'
            Использование: coach meal add [<food> ...] [--date <date>] [--time <time>] [--photo <path>] [--duplicate <duplicate>]
              Подробнее: 'coach meal add --help'.

            """
        ),
        (
            "meal delete",
            """
            Ошибка: не указан обязательный аргумент '<n>'
            Справка:  <n>  Номер приёма пищи в 'meal list'.
            Использование: coach meal delete <n> [--date <date>] [--yes]
              Подробнее: 'coach meal delete --help'.

            """
        ),
        (
            "breathe --cycles x",
            """
            Ошибка: значение 'x' не подходит для '--cycles <n>'
            Справка:  --cycles <n>  Сколько циклов дыхания (1–100).
            Использование: coach breathe start [<options>] [<technique>]
              Подробнее: 'coach breathe start --help'.

            """
        ),
        (
            "export --format xml",
            """
            Ошибка: значение 'xml' не подходит для '--format <format>'. Допустимые значения: 'csv' и 'json'.
            Справка:  --format <format>  csv (по умолчанию) или json.
            Использование: coach export [--format <format>] [--area <area>] [--from <date>] [--to <date>] [--output <dir>] [--force] [--raw] [--for <app>] [--encrypt] [--recipient <key> ...] [--recipients-file <file> ...] [--passphrase-file <file>]
              Подробнее: 'coach export --help'.

            """
        ),
        (
            "stopwatch start extra",
            "Ошибка: лишний аргумент 'extra'\nИспользование: coach stopwatch start\n  Подробнее: 'coach stopwatch start --help'.\n"
        ),
        ("dance", "Ошибка: неизвестная команда 'dance'. Список команд: 'help'.\n"),
        ("mael", "Ошибка: неизвестная команда 'mael'. Возможно, вы имели в виду 'meal'?\n"),
        (
            "help stopwach",
            "Ошибка: нет справки для 'stopwach': 'stopwach' — не команда. Возможно, вы имели в виду 'stopwatch'?\n"
        ),
        (
            "sights serch",
            "Ошибка: у 'sights' нет подкоманды 'serch'. Возможно, вы имели в виду 'search'? Что она умеет: 'sights --help'.\n"
        ),
        (
            "sights unvisit mordovia-arena",
            "Ошибка: у 'sights' нет подкоманды 'unvisit'. Посещения остаются в журнале путешественника; "
                + "'sights show ID' показывает посещения места. Что она умеет: 'sights --help'.\n"
        ),
        (
            "--colr never today",
            "Ошибка: неизвестный параметр '--colr'. Возможно, вы имели в виду '--color'? Параметры указываются до команды "
                + "(coach --color never today); список команд: 'help'.\n"
        ),
        (
            "meal --version",
            "Ошибка: '--version' указывается отдельно, до команды: 'coach --version' (это coach \(coachVersion))\n"
        ),
    ])
    func errorsInRussian(line: String, expected: String) async {
        let shown = await Harness(locale: .ru).run(line)
        #expect(shown.err == expected)
        #expect(shown.status == 64)
    }

    /// A value ArgumentParser quotes is the person's own: it stays as typed, even when it reads like a message.
    @Test func aQuotedValueIsNotTranslated() {
        let said = ParseErrorText.translated("unexpected argument 'Daily'", words: .init(.ru))
        #expect(said == "лишний аргумент 'Daily'")
    }

    @Test func englishStaysAsArgumentParserSaysIt() async {
        let shown = await Harness().run("meal add --bogus")
        #expect(shown.err.hasPrefix("Error: unknown option '--bogus'\nUsage: coach meal add [<food> ...]"))
        #expect(shown.err.hasSuffix("  See 'coach meal add --help' for more information.\n"))
    }
}
