import Core
import Foundation
import Storage
import Testing

/// Durations typed and shown in Russian: `timer 5 мин`, `1 ч 30 мин`, `90 сек`, and every case a number
/// takes (`1 минуту`, `2 минуты`, `5 минут`); shown as `5 мин`, `1 ч 30 мин`, `3 мин 12 с`.
struct RussianDurationTests {
    @Test(arguments: [
        ("5 мин", 300.0), ("5мин", 300), ("5 м", 300), ("1 ч 30 мин", 5400), ("1ч30м", 5400), ("1 ч 30 м", 5400),
        ("90 с", 90), ("90 сек", 90), ("90сек.", 90), ("1 мин. 30 сек.", 90), ("2 мин 30 с", 150),
        ("1 минута", 60), ("1 минуту", 60), ("2 минуты", 120), ("5 минут", 300), ("21 минуту", 1260),
        ("1 час", 3600), ("2 часа", 7200), ("5 часов", 18_000), ("1 час 15 минут", 4500),
        ("1 секунда", 1), ("30 секунд", 30), ("3 секунды", 3), ("1 секунду", 1),
        ("1,5 ч", 5400), ("1,5 часа", 5400), ("2 Минуты", 120), ("99 ч", 356_400),
    ])
    func acceptsRussianUnits(text: String, seconds: Double) throws {
        #expect(try TimerDuration.parse(text) == .milliseconds(Int64(seconds * 1000)))
    }

    @Test(arguments: [
        ("5", TimerDuration.ParseError.missingUnit("5")),
        ("1,5", .missingUnit("1,5")),
        ("5 км", .notADuration("5 км")),
        ("5 мин 5 мин", .notADuration("5 мин 5 мин")),
        ("мин 5", .notADuration("мин 5")),
        ("0 с", .outOfRange("0 с")),
        ("100 часов", .outOfRange("100 часов")),
    ])
    func refusesWhatIsNoDuration(text: String, error: TimerDuration.ParseError) {
        #expect(throws: error) { try TimerDuration.parse(text) }
    }

    @Test(arguments: [
        (300.0, "5 мин"), (90, "1 мин 30 с"), (5400, "1 ч 30 мин"), (3600, "1 ч"), (7, "7 с"), (3601, "1 ч 1 с"),
    ])
    func describesInRussian(seconds: Double, text: String) {
        #expect(TimerDuration.describe(.seconds(seconds), in: Messages(.ru)) == text)
    }

    @Test(arguments: [300.0, 90, 5400, 3600, 7, 3601])
    func describesInEnglishAsBefore(seconds: Double) {
        #expect(TimerDuration.describe(.seconds(seconds), in: .english) == TimerDuration.describe(.seconds(seconds)))
    }

    @Test func errorsSayHowToFixItInRussian() {
        let russian = Messages(.ru)
        #expect(
            TimerDuration.ParseError.missingUnit("5").message(in: russian)
                == "у '5' нет единицы: '5 мин' — минуты, '5 с' — секунды")
        #expect(
            TimerDuration.ParseError.outOfRange("100 ч").message(in: russian)
                == "'100 ч' вне диапазона: таймер ставится от 1 секунды до 99 часов")
        #expect(
            TimerDuration.ParseError.missingUnit("5").message
                == "'5' needs a unit: '5m' for minutes or '5s' for seconds")
    }

    @Test(arguments: [
        (192.0, "3 мин 12 с", "3 min 12 s"), (3900, "1 ч 5 мин", "1 h 5 min"), (45, "45 с", "45 s"),
        (7200, "2 ч", "2 h"), (600, "10 мин", "10 min"), (0.4, "0 с", "0 s"),
    ])
    func spokenLengths(seconds: Double, russian: String, english: String) {
        #expect(SpokenDuration.text(seconds, in: Messages(.ru)) == russian)
        #expect(SpokenDuration.text(seconds, in: .english) == english)
    }

    @Test func breathingPhasesAndPromptsInRussian() {
        let russian = Messages(.ru)
        let kinds: [BreathingPhase.Kind] = [.inhale, .hold, .exhale, .rest]
        #expect(kinds.map { $0.name(in: russian) } == ["вдох", "задержка", "выдох", "задержка на выдохе"])
        #expect(kinds.map { $0.instruction(in: russian) } == ["Вдох", "Задержка", "Выдох", "Задержка на выдохе"])
        #expect(kinds.map(\.name) == ["inhale", "hold", "exhale", "hold empty"])
        #expect(kinds.map(\.instruction) == ["Breathe in", "Hold", "Breathe out", "Hold empty"])
    }

    @Test func breathingErrorsInRussian() {
        let russian = Messages(.ru)
        #expect(
            BreathingInputError.outOfRange(part: "inhale", value: 13, range: 2...12).message(in: russian)
                == "вдох: допустимо от 2 с до 12 с, а 13 с вне диапазона")
        #expect(
            BreathingInputError.notHalfSeconds(part: "rest", value: 4.3).message(in: russian)
                == "задержка на выдохе задаётся с шагом 0,5 с (например, 4 или 4,5); 4,3 не подходит")
        #expect(
            BreathingInputError.outOfRange(part: "rest", value: 11, range: 0...10).message
                == "the rest must be 0 s to 10 s; 11 s is out of range")
    }

    @Test(arguments: [(1, "1 день подряд"), (3, "3 дня подряд"), (5, "5 дней подряд"), (22, "22 дня подряд")])
    func streakEncouragementTakesTheRightForm(days: Int, start: String) {
        var stats = BreathingStats([], now: Date(timeIntervalSince1970: 0), calendar: LocalCalendar(timeZone: .utc))
        (stats.sessions, stats.currentStreak) = (days, days)
        let said = stats.encouragement(in: Messages(.ru))
        #expect(
            days == 1 ? said == "Первый день позади. Возвращайтесь завтра — будет два." : said.hasPrefix(start + ". "))
    }
}
