import ArgumentParser
import Core
import Testing

@testable import Commands

/// Help in Russian: every screen translated, in ArgumentParser's layout, within 80 columns.
struct RussianHelpTests {
    /// Every command below the root, with its words: ["meal"], ["meal", "add"], …
    static func paths(below command: ParsableCommand.Type = Coach.self, at path: [String] = []) -> [[String]] {
        command.configuration.subcommands.flatMap { sub -> [[String]] in
            let here = path + [sub._commandName]
            return [here] + paths(below: sub, at: here)
        }
    }

    @Test func everyHelpScreenIsTranslatedAndFitsEightyColumns() async {
        let coach = Harness(locale: .ru)
        let words = Messages(.ru)
        var commands: [ParsableCommand.Type] = [Coach.self]
        var index = 0
        while index < commands.count {
            commands += commands[index].configuration.subcommands
            index += 1
        }
        for command in commands.dropFirst() {
            let missed = HelpScreen.untranslated(of: command, words: words)
            #expect(missed.isEmpty, "\(command._commandName): not in po/ru.po: \(missed)")
        }
        #expect(Self.paths().count > 100)
        for path in Self.paths() + [[]] {
            // `COMMAND --help`: `help sync` is the guide (`HelpTopicTests`), not the command's screen.
            let line = path.isEmpty ? "help" : (path + ["--help"]).joined(separator: " ")
            let shown = await coach.run(line)
            #expect(shown.status == 0 && shown.err.isEmpty, "\(line): \(shown.err)")
            // The overview's lines wrap where they are written (`Output.line`), at the terminal's width.
            for row in shown.out.split(separator: "\n") where row.count > 80 && !path.isEmpty {
                #expect(Bool(false), "\(line): a line of \(row.count) columns: \(row)")
            }
            for heading in ["OVERVIEW:", "USAGE:", "OPTIONS:", "ARGUMENTS:", "SUBCOMMANDS:", "See '", "(default"] {
                #expect(!shown.out.contains(heading), "\(line) shows \(heading) in English")
            }
        }
    }

    @Test func mealAddHelpInRussian() async {
        let shown = await Harness(locale: .ru).run("meal add --help")
        #expect(shown.out == Self.mealAdd + "\n")
    }

    @Test func breatheHelpInRussianWithItsDefaultSubcommand() async {
        let coach = Harness(locale: .ru)
        #expect(await coach.run("help breathe").out == Self.breathe + "\n")
        #expect(await coach.run("breathe --help").out == Self.breathe + "\n")
    }

    /// `settings set language ru` speaks Russian under an English locale; English help stays ArgumentParser's.
    @Test func theSettingChoosesTheLanguageOfHelp() async {
        let coach = Harness()
        let english = await coach.run("meal add --help").out
        #expect(english == Coach.helpMessage(for: MealAdd.self) + "\n")
        #expect(english.hasPrefix("OVERVIEW: Log a meal: name then calories"))
        await coach.run("settings set language ru")
        #expect(await coach.run("meal add --help").out == Self.mealAdd + "\n")
    }

    @Test func theOverviewInRussian() async {
        let shown = await Harness(locale: .ru).run("help").out
        #expect(
            shown.hasPrefix(
                "coach — спокойное место для ежедневной записи о самочувствии.\n\nКаждый день\n  today      День на одном"
            ))
        #expect(shown.contains("\nВаши данные\n  report     Записать графики и таблицы за месяц"))
        #expect(shown.contains("  exit       Выйти из оболочки (Ctrl-D тоже). (также: quit)\n"))
        #expect(
            shown.hasSuffix(
                """

                Строка, похожая на арифметику, вычисляется: 2*(3+4), 1/3, 200 + 10%, x = 3.
                Подробнее: 'help КОМАНДА' или 'КОМАНДА --help'; Tab дополняет, стрелка вверх — история.
                'exit', 'quit' или Ctrl-D — выход из оболочки.

                """))
    }

    static let mealAdd = """
        ОПИСАНИЕ: Записать еду: название, затем калории, например 'meal add Apple 52',
        'meal add 2x Banana 105', 'meal add Grilled Chicken 165 kcal'.

        ИСПОЛЬЗОВАНИЕ: coach meal add [<food> ...] [--date <date>] [--time <time>]
                       [--photo <path>] [--duplicate <duplicate>]

        АРГУМЕНТЫ:
          <food>                  Блюдо и его калории (кавычки не обязательны).

        ПАРАМЕТРЫ:
          --date <date>           today (по умолчанию), yesterday или ГГГГ-ММ-ДД.
          --time <time>           Время еды, ЧЧ:ММ (по умолчанию сейчас).
          --photo <path>          Фото блюда; оно копируется в ваш каталог данных.
          --duplicate <duplicate> Если блюдо уже записано в этот день: добавить ещё
                                  одно, заменить или пропустить. В терминале
                                  спрашивается; в канале по умолчанию add. (значения:
                                  add, replace, skip)
          -h, --help              Показать справку.

        """

    static let breathe = """
        ОПИСАНИЕ: Дыхательные практики: анимированный круг и подсказки по времени
        (calm, box, 4-7-8, …).

        Одно правило для всех ритмов — встроенных, изменённых через --inhale и --exhale
        или сохранённых: выдох не короче вдоха, чтобы каждый вдох замедлял вас.
        Спокойное дыхание (ритм из «Pause and Breathe») требует выдоха хотя бы на 1 с
        длиннее вдоха. Фазы, заданные в командной строке, заменяют фазы техники:
        'breathe box --inhale 6 --exhale 6' — это 6-6, без задержки.

        ИСПОЛЬЗОВАНИЕ: coach breathe <subcommand>

        ПАРАМЕТРЫ:
          -h, --help              Показать справку.

        ПОДКОМАНДЫ:
          start (по умолчанию)    Дыхательная сессия (по умолчанию): 'breathe',
                                  'breathe box --cycles 3', 'breathe --inhale 5
                                  --exhale 7'.
          list                    Все техники с ритмом, темпом и длительностью.
          save                    Сохранить ритм под именем, например 'breathe save
                                  evening --inhale 5 --exhale 8 --sound rain'.
          remove                  Удалить сохранённый ритм.
          stats                   Ваше дыхание: сессии, время, серии, техники и график
                                  за последние дни.

          Подробнее о подкоманде: 'coach help breathe <subcommand>'.

        Без подкоманды выполняется 'breathe start' и принимает следующее:
        АРГУМЕНТЫ:
          <technique>             calm (по умолчанию), quick, standard, deep, box,
                                  4-7-8, coherence или сохранённый вами ритм.

        ПАРАМЕТРЫ:
          --inhale <seconds>      Вдох, секунды (2–12, шагом 0,5 с).
          --hold <seconds>        Задержка после вдоха, секунды (0–10).
          --exhale <seconds>      Выдох, секунды (2–12).
          --rest <seconds>        Задержка на выдохе: пауза с пустыми лёгкими после
                                  выдоха (четвёртая сторона квадратного дыхания),
                                  секунды (0–10).
          --cycles <n>            Сколько циклов дыхания (1–100).
          --minutes <m>           Длительность в минутах (до 60); округляется до целых
                                  циклов.
          --until-stopped         Дышать, пока вы не остановите (q, Esc или Ctrl-C),
                                  без ограничения по циклам и времени; нужен терминал.
          --plain                 По строке на фазу даже в терминале (для экранных
                                  дикторов).
          --bell                  Звонок терминала: один раз на каждом вдохе, дважды на
                                  каждом выдохе.
          --sound <sound>         Фоновый звук сессии: ocean, rain или off (по
                                  умолчанию — звук ритма, иначе настройка sound).
          --cues                  Восходящий тон на каждом вдохе, нисходящий на каждом
                                  выдохе, щелчок на задержках: дышите с закрытыми
                                  глазами.
          --volume <0-100>        Громкость, 0–100 (по умолчанию 50).
          --sound-file <file>     Записать звук в этот файл WAV вместо воспроизведения.
          --circle-color <colour> Цвет круга на эту сессию: blue, green, teal, purple,
                                  orange, pink, … (по умолчанию — настройка
                                  circle-color, иначе свой цвет для каждой фазы).
          --background-color <colour>
                                  Цвет фона на эту сессию (по умолчанию — настройка
                                  background-color, иначе фон терминала).
          -h, --help              Показать справку.

        """
}
