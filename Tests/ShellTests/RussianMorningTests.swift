import Foundation
import Testing

/// The morning check-in in Russian, in a real terminal: the line above the prompt, the questions, the
/// mood and energy words, the offers answered with н, and the day on one screen after it.
@Suite(.serialized)
struct RussianMorningTests {
    @Test func aMorningCheckInInRussian() throws {
        let terminal = try TmuxPane()
        #expect(try terminal.coach.run(["settings", "set", "language", "ru"]).status == 0)
        for goal in [["breathing", "5", "мин"], ["study", "5", "карточек"]] {
            #expect(try terminal.coach.run(["goal"] + goal).status == 0)
        }
        #expect(
            try terminal.coach.run(["checkin", "--mood", "плохо", "--tag", "прогулка", "--date", "вчера"]).status == 0)
        terminal.launch()
        #expect(terminal.waitFor("coach>").contains(" · самочувствие ещё не записано · "))
        #expect(terminal.screen.contains(" — начните с 'checkin'"))
        terminal.type("checkin", "Enter")
        let asked = terminal.waitFor("4 хорошо · 5 отлично")
        #expect(asked.contains(" Как вы сегодня?\nНастроение 1 ужасно · 2 плохо · 3 нормально · 4 хорошо · 5 отлично"))
        terminal.type("4")
        #expect(
            terminal.waitFor("5 на подъёме").contains(
                "Энергия    1 без сил · 2 вяло · 3 ровно · 4 бодро · 5 на подъёме"))
        terminal.type("3")
        #expect(terminal.waitFor("Enter — пропустить").contains("Заметка    (строка о вашем дне; Enter — пропустить)"))
        terminal.type("выспался", "Enter")
        #expect(
            terminal.waitFor("Tab дополняет)").contains(  // not the welcome's "Tab дополняет,"
                "Теги       (чем занимались сегодня? пара слов через запятую; Tab дополняет)"))
        terminal.type("друзья, про", "Tab")  // the tag used yesterday
        terminal.waitFor("друзья, прогулка")
        terminal.type("Enter")
        let saved = terminal.waitFor("мин в счёт цели? [д/Н]")
        #expect(saved.contains("Самочувствие за сегодня записано в "))
        #expect(
            saved.replacingOccurrences(of: "\n", with: " ").contains(
                "настроение 4 хорошо, энергия 3 ровно, «выспался», теги друзья, прогулка."), "\(saved)")
        #expect(saved.contains("Подышать сейчас 5 мин в счёт цели? [д/Н]"))
        terminal.type("н")
        terminal.waitFor("Повторить сейчас 5 карточек в счёт цели? [д/Н]")
        terminal.type("н")
        terminal.waitFor("пустая строка — конец.")
        terminal.type("Enter")
        let screen = terminal.waitFor("Осталось сделать")
        let today = screen.components(separatedBy: "meal>\n\n").last ?? ""
        #expect(today.contains("  Самочувствие   настроение 4 хорошо, энергия 3 ровно, «выспался» ("))
        #expect(today.contains("  Теги           друзья, прогулка\n"))
        #expect(today.contains("серия 2 дня · рекорд 2"))
    }
}
