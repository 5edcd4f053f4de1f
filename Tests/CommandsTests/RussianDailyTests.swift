import Commands
import Core
import Foundation
import Testing

/// The daily loop in Russian, in-process on a fixed clock (Saturday 2026-11-21): `insights week` with Russian
/// weekdays and numbers, `today`, goals, trackers, reminders and settings, their errors, and Russian input.
struct RussianDailyTests {
    static func russian() async -> Harness {
        let coach = Harness()
        #expect(await coach.run("settings set language ru").status == 0)
        return coach
    }

    @Test func insightsWeekInRussian() async throws {
        let coach = try await InsightsCommandTests.week()
        #expect(await coach.run("settings set language ru").status == 0)
        #expect(
            await coach.run("insights week --area meals").out == """
                Питание · с 2026-11-15 по 2026-11-21 · цель 2000 ккал (│)
                11-15 вс  ███████████████████      │      1500
                11-16 пн  ███████████████████      │      1500
                11-17 вт  ███████████████████      │      1500
                11-18 ср  ███████████████████      │      1500
                11-19 чт  ███████████████████      │      1500
                11-20 пт  █████████████████████████│████  2400
                11-21 сб  ███████████████████      │      1500
                Всего 11 400 ккал · в среднем 1629 ккал за 7 дней с записями · максимум 2026-11-20 (2400 ккал) · цель выполнена 5 из 7 дней · серия 0 дней, самая длинная 5 · сила 22%.

                """)
        let study = await coach.run("insights week --area study").out
        #expect(
            study.contains("Всего 3 карточки · в среднем 1 карточка в день · лучший день 2026-11-19 (1 карточка)"),
            "\(study)")
        let mood = await coach.run("insights week --area mood").out
        #expect(
            mood.contains(
                "В среднем настроение 3,6 за 7 дней с записями · лучший день 2026-11-15 (настроение 4) · записано 7 из 7 дней · серия 7 дней, самая длинная 7"
            ), "\(mood)")
        let calendar = await coach.run("insights calendar").out
        #expect(calendar.hasPrefix("Активность · с 2026-05-25 по 2026-11-21\n"), "\(calendar)")
        #expect(calendar.contains("\nпн   ") && calendar.contains("\nвс   "), "\(calendar)")
        #expect(calendar.contains("7 дней с записями · · ничего "), "\(calendar)")
        let moods = await coach.run("insights mood").out
        #expect(
            moods.hasPrefix("Настроение и энергия · с 2026-08-24 по 2026-11-21 · 7 записей о самочувствии\n"),
            "\(moods)")
        #expect(moods.contains("  дыхание: было"), "\(moods)")
    }

    @Test func theDayGoalsAndTrackersInRussian() async throws {
        let coach = await Self.russian()
        #expect(await coach.run("goal breathing 1 ч 30 мин").out.hasPrefix("Цель «Дыхание»: 90 мин в день.\n"))
        #expect(
            await coach.run("goal breathing 10 мин").out.hasPrefix(
                "Цель «Дыхание»: 10 мин в день, была: 90 мин в день.\n"))
        #expect(await coach.run("goal study 10 карточек").out.hasPrefix("Цель «Учёба»: 10 карточек в день.\n"))
        #expect(
            await coach.run("track add water --goal 8 --unit стаканов").out == """
                Добавлен трекер water (счётчик, стаканов; цель: 8 стаканов в день).
                Записывайте так: 'track water 2' (в оболочке — просто 'water 2'); 'today' покажет результат.

                """)
        #expect(await coach.run("track water 3").out.hasPrefix("Water сегодня: 3 / 8 стаканов  "))
        let checkIn = await coach.run(#"checkin --mood хорошо --energy "на подъёме" --note выспался --tag прогулка"#)
        #expect(
            checkIn.out
                == "Самочувствие за сегодня записано в 08:12: настроение 4 хорошо, энергия 5 на подъёме, «выспался», теги прогулка.\nСерия записей о самочувствии: 1 день (рекорд 1).\n"
        )
        let today = await coach.run("today").out
        #expect(
            today.hasPrefix(
                "суббота, 21 ноября 2026\n  Самочувствие   настроение 4 хорошо, энергия 5 на подъёме, «выспался» (08:12)   серия 1 день · рекорд 1\n"
            ), "\(today)")
        #expect(today.contains("\n  Water          3 / 8 стаканов  ███████░░░░░░░░░░░░░  37%\n"), "\(today)")
        #expect(today.contains("\n  Теги           прогулка\n"), "\(today)")
        #expect(today.contains("\nОсталось сделать\n  дыхание: ещё 10 мин "), "\(today)")
        #expect(today.contains("\n  water: ещё 5 стаканов "), "\(today)")
        #expect(today.contains("\n  учёба: ещё 10 карточек "), "\(today)")
        #expect(await coach.run("goal clear study").out == "Цель «учёба» снята; была: 10 карточек в день.\n")
        #expect(
            await coach.run("checkin rest --date завтра").out.hasPrefix(
                "Завтра (2026-11-22) — день отдыха: ваши серии не меняются."))
        #expect(await coach.run("today --date вчера").out.hasPrefix("пятница, 20 ноября 2026 (вчера)\n"))
    }

    @Test(arguments: [
        (
            "goal breathing 500",
            "Ошибка: цель дыхания 500 мин в день вне допустимого; выберите от 1 до 180 минут, например 'goal breathing 10m'\n"
        ),
        (
            "goal checkin maybe",
            "Ошибка: 'maybe' — не on и не off; 'goal checkin on' — отмечаться каждый день, 'goal checkin off' — не нужно\n"
        ),
        (
            "checkin delete --date вчера --yes",
            "Ошибка: за 2026-11-20 записи о самочувствии нет; дни с записями показывает 'checkin list'\n"
        ),
        (
            "track wter",
            "Ошибка: трекера 'wter' нет. Ваши трекеры показывает 'track list'; добавить: 'track add wter'\n"
        ),
        (
            "settings set colour never",
            "Ошибка: настройки 'colour' нет. Может быть, 'color'? Настройки: technique, bell, sound, color, language, display, day-starts, notify, retention, circle-color, background-color\n"
        ),
    ])
    func errorsInRussian(line: String, error: String) async {
        let coach = await Self.russian()
        let result = await coach.run(line)
        // A value the command cannot take has the usage under it, in Russian too.
        let usage = result.err.firstRange(of: "\nИспользование: coach ").map {
            String(result.err[..<$0.lowerBound]) + "\n"
        }
        #expect((result.status == 64 ? usage : result.err) == error, "\(result.err)")
    }

    @Test func remindersAndSettingsInRussian() async {
        let coach = await Self.russian()
        #expect(
            await coach.run("remind add 11:00 breathe").out.hasPrefix(
                "Напоминание 1: каждый день в 11:00, 'breathe'.\nПервый звонок: сегодня 11:00.\n"))
        #expect(
            await coach.run("remind add every 2h 09:00-18:00 --weekdays breathe разомнись").out.hasPrefix(
                "Напоминание 2: каждые 2 ч с 09:00 до 18:00, по будням, 'breathe' (разомнись).\n"))
        #expect(
            await coach.run("remind add 08:00 --days mon,wed breathe").out.hasPrefix(
                "Напоминание 3: пн, ср в 08:00, 'breathe'.\n"))
        #expect(
            await coach.run("remind pause").out.hasPrefix(
                "Напоминания приостановлены до завтра 00:00; возобновить: 'remind resume'."))
        #expect(await coach.run("remind resume").out == "Напоминания снова звучат.\n")
        #expect(
            await coach.run("settings set bell off").out
                == "bell теперь off: звонит ли 'breathe' в колокольчик на каждой фазе без --bell.\n")
        #expect(
            await coach.run("settings set language en").out
                == "language is now en: the language coach speaks and shows names in: auto (from LANG), en or ru.\n")
    }
}
