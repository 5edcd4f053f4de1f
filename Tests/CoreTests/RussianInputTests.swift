import Core
import Testing

/// Words a person types in Russian where coach reads words: mood and energy, days, goal lengths and cards.
struct RussianInputTests {
    @Test(arguments: [
        ("ужасно", 1), ("плохо", 2), ("нормально", 3), ("хорошо", 4), ("Отлично", 5), ("  ХОРОШО ", 4), ("good", 4),
    ])
    func moodWordsInRussian(text: String, mood: Int) throws {
        #expect(try CheckInScale.mood.parse(text) == mood)
    }

    @Test(arguments: [("без сил", 1), ("вяло", 2), ("ровно", 3), ("бодро", 4), ("на подъёме", 5), ("на  подъеме", 5)])
    func energyWordsInRussianWithOrWithoutЁ(text: String, energy: Int) throws {
        #expect(try CheckInScale.energy.parse(text) == energy)
    }

    @Test func aWordOffTheScaleIsRefusedInTheLanguageAsked() {
        let russian = Messages(.ru)
        do {
            _ = try CheckInScale.mood.parse("супер")
            Issue.record("read 'супер' as a mood")
        } catch {
            #expect(
                error.message(in: russian)
                    == "'супер' — не настроение; укажите от 1 до 5 (1 ужасно · 2 плохо · 3 нормально · 4 хорошо · 5 отлично), например --mood 4 или --mood хорошо"
            )
            #expect(
                error.message
                    == "'супер' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good"
            )
        }
    }

    @Test func theScalesSayTheirWordsInRussian() {
        let russian = Messages(.ru)
        #expect(CheckInScale.mood.describe(4, in: russian) == "4 хорошо")
        #expect(CheckInScale.energy.choices(in: russian) == "1 без сил · 2 вяло · 3 ровно · 4 бодро · 5 на подъёме")
        #expect(CheckInScale.mood.describe(4) == "4 good")
    }

    @Test(arguments: [("сегодня", 0), ("Вчера", -1), ("завтра", 1), ("today", 0), ("yesterday", -1)])
    func dayWordsInRussian(text: String, offset: Int) throws {
        let today = CalendarDay(year: 2026, month: 11, day: 24)
        let word = try DayWord(text, future: true, example: today)
        #expect(try word.day(today: today) == today.adding(days: offset))
        if offset <= 0 { #expect(CalendarDay(typed: text, today: today) == today.adding(days: offset)) }
    }

    @Test(arguments: [
        ("10 мин", 10), ("10мин", 10), ("1 ч", 60), ("2 часа", 120), ("1 ч 30 мин", 90), ("15 минут", 15),
        ("1 час", 60),
    ])
    func breathingGoalsInRussianUnits(text: String, minutes: Int) throws {
        #expect(try BreathingGoal.parse(text).minutes == minutes)
    }

    @Test(arguments: [("10 карточек", 10), ("3 карточки", 3), ("1 карточка", 1)])
    func studyGoalsInRussianUnits(text: String, cards: Int) throws {
        #expect(try StudyGoal.parse(text).cards == cards)
    }

    @Test func goalErrorsInRussian() {
        let russian = Messages(.ru)
        do {
            _ = try BreathingGoal.parse("200 мин")
            Issue.record("read 200 minutes")
        } catch {
            #expect(
                error.message(in: russian)
                    == "цель дыхания 200мин в день вне допустимого; выберите от 1 до 180 минут, например 'goal breathing 10m'"
            )
        }
        do {
            _ = try BreathingGoal.parse("500")
            Issue.record("read 500 minutes")
        } catch {
            #expect(
                error.message(in: russian)
                    == "цель дыхания 500 мин в день вне допустимого; выберите от 1 до 180 минут, например 'goal breathing 10m'"
            )
        }
    }
}
