import Clocks
import Core
import Foundation
import Testing

@testable import Commands

/// The practices in Russian (`LANG=ru_RU.UTF-8`): a breathing session, its summary and statistics, saved
/// patterns, errors, timers typed and shown in Russian (`timer 5 мин чай`), the stopwatch and relax's lines.
struct PracticesInRussianTests {
    @Test func aPipedBreathingSessionInRussian() async throws {
        let coach = Harness(immediate: true, locale: .ru)
        let result = await coach.run("breathe box --cycles 2")
        #expect(result.status == 0)
        #expect(
            result.out == """
                box 4-4-4-4, 2 цикла, 00:32:
                00:00 вдох 4 с (цикл 1/2)
                00:04 задержка 4 с (цикл 1/2)
                00:08 выдох 4 с (цикл 1/2)
                00:12 задержка на выдохе 4 с (цикл 1/2)
                00:16 вдох 4 с (цикл 2/2)
                00:20 задержка 4 с (цикл 2/2)
                00:24 выдох 4 с (цикл 2/2)
                00:28 задержка на выдохе 4 с (цикл 2/2)
                Готово: box (4-4-4-4), 2 цикла за 00:32,0 (по плану 00:32), 3,8 вдоха в минуту.
                Достижение: Первая сессия (Дыхание) — проведите первую сессию

                """)
        let stats = await coach.run("breathe stats").out
        #expect(
            stats.hasPrefix(
                """
                Дыхание: 1 сессия (завершено: 1), всего 0:32, 2 цикла.
                Любимая техника: box · 1 активный день · серия 1 день (рекорд 1)

                техника    сессии    время     циклы
                box        1         0:32      2

                Минуты за последние 14 дней

                """), "\(stats)")
        #expect(
            stats.hasSuffix(
                " │██████████████████████████████ 0,5\n\nПервый день позади. Возвращайтесь завтра — будет два.\n"))
        let half = await coach.run("breathe --inhale 4.5 --exhale 6 --cycles 1").out
        #expect(
            half.hasPrefix("calm 4.5-6, 1 цикл, 00:10:\n00:00 вдох 4,5 с (цикл 1/1)\n00:04 выдох 6 с (цикл 1/1)\n"),
            "\(half)")
    }

    @Test func theSummariesInRussian() {
        let words = Messages(.ru)
        let plan = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 10)
        #expect(
            BreatheStart.summary(plan, BreathingResult(plan: plan, seconds: 34.5), words: words)
                == "Сессия завершена досрочно, циклов: 3 из 10; вы дышали 00:34,5 из 01:40, 5,2 вдоха в минуту. Она записана в журнал."
        )
        let open = BreathingPlan.untilStopped(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6))
        #expect(
            BreatheStart.summary(open, BreathingResult(plan: open, seconds: 125), words: words)
                == "Готово: calm (4-6), 12 циклов за 02:05,0, 5,8 вдоха в минуту.")
        #expect(
            BreatheStart.summary(open, BreathingResult(plan: open, seconds: 3.2), words: words)
                == "Остановлено через 00:03,2, до конца первого цикла calm (4-6): записано как прерванная сессия, время засчитано в минуты за сегодня."
        )
        #expect(BreatheStart.line(open.phases[3], of: open, words: words) == "00:14 выдох 6 с (цикл 2)")
    }

    @Test func theBreathingScreenInRussian() {
        let coach = Harness(locale: .ru)
        let plan = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 10)
        let screen = BreathingScreen(plan: plan, bells: false, context: coach.context, words: Messages(.ru))
        let (phase, progress) = plan.position(at: 0.5)!
        let lines = screen.draw(phase, progress: progress, elapsed: 0.5, paused: false, size: (columns: 40, rows: 10))
        #expect(lines.first == "calm 4-6")
        #expect(
            lines.suffix(3).map { $0.trimmingPrefix(while: { $0 == " " }) } == [
                "Вдох  4", "цикл 1/10 · осталось 01:40", "пробел — пауза · q — завершить",
            ])
        let paused = screen.draw(phase, progress: progress, elapsed: 0.5, paused: true, size: (columns: 40, rows: 10))
        #expect(
            paused.suffix(3).map { String($0.trimmingPrefix(while: { $0 == " " })) } == [
                "Пауза", "цикл 1/10 · осталось 01:40", "пробел — продолжить · q — завершить",
            ])
        // Every line fits the 40 columns.
        #expect((lines + paused).allSatisfy { $0.count <= 40 })
    }

    /// A stopwatch running when the session began shows at the top right of the breathing screen, counting on.
    @Test func theRunningStopwatchShowsOnTheBreathingScreen() {
        let coach = Harness(locale: .ru)
        let plan = BreathingPlan(technique: "calm", pattern: BreathingPattern(inhale: 4, exhale: 6), cycles: 10)
        var watch = Stopwatch()
        watch.runningSince = coach.context.now().addingTimeInterval(-754)
        let screen = BreathingScreen(
            plan: plan, bells: false, context: coach.context, words: Messages(.ru), stopwatch: watch)
        let (phase, progress) = plan.position(at: 0.5)!
        let lines = screen.draw(phase, progress: progress, elapsed: 0.5, paused: false, size: (columns: 40, rows: 10))
        #expect(lines.first == "calm 4-6" + String(repeating: " ", count: 13) + "секундомер 00:12:34")
    }

    @Test func savedPatternsAndTheListInRussian() async {
        let coach = Harness(immediate: true, locale: .ru)
        #expect(
            await coach.run("breathe save вечер --inhale 5 --exhale 8 --sound rain").out
                == "Схема 'вечер' сохранена: 5-8 с шумом дождя, 4,6 вдоха в мин. Начать: 'breathe вечер'.\n")
        let list = await coach.run("breathe list").out.split(separator: "\n").map(String.init)
        #expect(list.first == "техника    схема     цикл   в мин    сессия")
        #expect(
            list[1]
                == "calm       4-6       10 с   6,0      10 × = 01:40  медленное дыхание с удлинённым выдохом («Pause and Breathe»)"
        )
        #expect(list[5] == "box        4-4-4-4   16 с   3,8      8 × = 02:08  квадратное, для концентрации")
        #expect(list.last == "вечер      5-8       13 с   4,6      10 × = 02:10  ваша схема, с шумом дождя")
        #expect(await coach.run("breathe remove вечер").out == "Схема 'вечер' удалена.\n")
    }

    @Test(
        arguments: [
            ("breathe bx", Int32(1), "Ошибка: техники 'bx' нет. Возможно, вы имели в виду 'box'?\n"),
            ("breathe nothing-like-it", 1, "Ошибка: техники 'nothing-like-it' нет; список покажет 'breathe list'\n"),
            (
                "breathe --inhale 5 --exhale 5", 1,
                "Ошибка: при спокойном дыхании выдох должен быть хотя бы на 1 с длиннее вдоха (вдох 5 с → выдох 6 с или больше)\n"
            ),
            (
                "breathe coherence --inhale 6", 1,
                "Ошибка: выдох должен быть не короче вдоха, чтобы каждый цикл замедлял дыхание (вдох 6 с → выдох 6 с или больше; выдох 5 с короче)\n"
            ),
            ("breathe save box", 1, "Ошибка: 'box' — встроенная техника; сохраните свою под другим именем\n"),
            ("breathe remove вечер", 1, "Ошибка: нет сохранённой схемы 'вечер'; список покажет 'breathe list'\n"),
            (
                "breathe save вечер --sound снег", 1,
                "Ошибка: 'снег' — не звук; укажите ocean, rain или off, например '--sound rain'\n"
            ),
            ("timer cancel 4", 1, "Ошибка: таймера 4 нет; запущенные покажет 'timer list'\n"),
            (
                "stopwatch watch", 1,
                "Ошибка: для 'stopwatch watch' нужен терминал; чтобы вывести время один раз, используйте 'stopwatch'\n"
            ),
            (
                "relax fire", 1,
                "Ошибка: relax рисует движущиеся картины, и ему нужен терминал: запустите его в терминале, а не через конвейер и не с TERM=dumb\n"
            ),
        ])
    func errorsInRussian(line: String, status: Int32, error: String) async {
        let result = await Harness(immediate: true, locale: .ru).run(line)
        #expect(result.status == status)
        #expect(result.err == error)
        #expect(result.out == "")
    }

    @Test func timersTypedAndShownInRussian() async {
        let coach = Harness(mode: .interactive, locale: .ru)
        #expect(await coach.run("timer 5 мин чай").out == "Таймер 1 запущен: 5 мин чай. Отменить: 'timer cancel 1'.\n")
        #expect(
            await coach.run("timer 1 ч 30 мин").out == "Таймер 2 запущен: 1 ч 30 мин. Отменить: 'timer cancel 2'.\n")
        #expect(await coach.run("timer 90 сек").out == "Таймер 3 запущен: 1 мин 30 с. Отменить: 'timer cancel 3'.\n")
        await coach.clock.advance(by: .seconds(30))
        #expect(
            await coach.run("timer").out
                == "3  осталось 00:01:00  1 мин 30 с\n1  осталось 00:04:30  5 мин чай\n2  осталось 01:29:30  1 ч 30 мин\n"
        )
        let before = coach.output.capturedOut.count
        await coach.clock.advance(by: .seconds(61))
        let giveUp = ContinuousClock.now.advanced(by: .seconds(20))
        while coach.output.capturedOut.count == before, ContinuousClock.now < giveUp { await Task.yield() }
        #expect(String(coach.output.capturedOut.dropFirst(before)) == "\u{7}Время вышло: таймер 3 (1 мин 30 с).\n")
        #expect(await coach.run("timer cancel 1").out == "Таймер 1 (5 мин чай) отменён.\n")
        #expect(await coach.run("timer cancel").out == "Отменён 1 таймер.\n")
        #expect(
            await coach.run("timer list").out
                == "Таймеров нет. Запустить: 'timer 5 мин' (или 90s, '1 ч 30 мин').\n")
    }

    @Test func aScriptWaitsForACountdownTypedInRussian() async {
        let coach = Harness(mode: .batch, locale: .ru)
        let running = Task { await coach.run("timer 1 час 30 минут растяжка") }
        await coach.untilSomethingSleeps()
        await coach.clock.advance(by: .seconds(5400))
        let result = await running.value
        #expect(result.status == 0)
        #expect(result.out == "\u{7}Время вышло (1 ч 30 мин растяжка).\n")
    }

    @Test(
        arguments: [
            ("5", ["мин", "чай"], "5 мин", ["чай"]),
            ("1", ["ч", "30", "мин"], "1 ч 30 мин", []),
            ("1ч", ["30мин", "чай"], "1ч 30мин", ["чай"]),
            ("5m", ["tea"], "5m", ["tea"]),
            ("5m", ["30s"], "5m", ["30s"]),
            ("5", ["min", "tea"], "5 min", ["tea"]),
            ("5", ["чай"], "5", ["чай"]),
        ])
    func aLengthTypedOverSeveralWords(length: String, label: [String], joined: String, rest: [String]) {
        let typed = TimerCommand.Start.typed(length, label)
        #expect(typed.length == joined && typed.label == rest)
    }

    @Test func theStopwatchInRussian() async {
        let coach = Harness(locale: .ru)
        #expect(await coach.run("stopwatch").out == "00:00:00 остановлен\n")
        #expect(await coach.run("stopwatch start").out == "Секундомер запущен.\n")
        coach.pass(61.25)
        #expect(await coach.run("stopwatch lap").out == "Круг 1: 00:01:01,2 (всего 00:01:01,2).\n")
        coach.pass(2)
        #expect(await coach.run("stopwatch lap").out == "Круг 2: 00:00:02,0 (всего 00:01:03,2).\n")
        #expect(await coach.run("stopwatch").out == "00:01:03 идёт, 2 круга\n")
        #expect(
            await coach.run("stopwatch laps").out
                == "круг  время круга   всего\n   1  00:01:01,2    00:01:01,2\n   2  00:00:02,0    00:01:03,2\n")
        #expect(await coach.run("stopwatch hide").out == "Секундомер скрыт из приглашения, но продолжает считать.\n")
        #expect(await coach.run("stopwatch stop").out == "Секундомер остановлен на 00:01:03.\n")
        #expect(await coach.run("stopwatch").out == "00:01:03 остановлен, 2 круга (скрыт из приглашения)\n")
        #expect(
            await coach.run("stopwatch start").out == "Секундомер снова идёт с 00:01:03.\n")
        #expect(await coach.run("stopwatch reset").out == "Секундомер сброшен на 00:00:00 и идёт дальше.\n")
    }

    @Test func relaxLinesInRussian() async throws {
        let words = Messages(.ru)
        #expect(
            RelaxSession<FireVisual>.endLine(.fire, seconds: 192, words: words)
                == "Вы смотрели на огонь 3 мин 12 с. Пусть его тепло останется с вами.")
        #expect(
            RelaxSession<FireVisual>.endLine(.scenes, seconds: 3900, words: words)
                == "Вы любовались спокойными пейзажами 1 ч 5 мин.")
        #expect(FireVisual(seed: 1).status(in: words) == "Огонь · пробел — дать угаснуть · q — завершить")
        #expect(
            ScenesVisual(show: SceneShow(interval: 20, first: 2)).status(in: words)
                == "Лес · ← → листать · q — завершить")
        #expect(
            MandalaVisual(seed: 7, symmetry: 12, breath: nil).status(in: words)
                == "Мандала 7 (12 лучей) · n — следующая · q — завершить")
        #expect(RelaxScenes.index(of: "лес") == 2 && RelaxScenes.index(of: "сияние") == 5)
        let coach = Harness(locale: .ru)
        #expect(
            await coach.run("relax stats").out
                == "Сессий релаксации пока нет. Попробуйте 'relax fire', 'relax mandala', 'relax scenes' или 'relax particles'.\n"
        )
        try coach.context.relax.log(
            RelaxSessionRecord(start: Date(timeIntervalSince1970: 0), practice: .fire, seconds: 192))
        try coach.context.relax.log(
            RelaxSessionRecord(start: Date(timeIntervalSince1970: 60), practice: .scenes, seconds: 60, shown: 3))
        let table = await coach.run("relax stats").out
        #expect(table.hasPrefix("Практика"), "\(table)")
        #expect(table.contains("Огонь") && table.contains("Пейзажи") && table.contains("Всего"), "\(table)")
    }
}
