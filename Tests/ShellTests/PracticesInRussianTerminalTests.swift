import Foundation
import Testing

/// The practices in Russian at a real terminal (tmux): the breathing circle with its Russian prompts,
/// pause and early end, and a countdown typed in Russian that rings in the shell.
@Suite(.serialized)
struct PracticesInRussianTerminalTests {
    /// A pane whose coach speaks Russian (the language setting, as `settings set language ru` leaves it).
    func russianPane() throws -> TmuxPane {
        let terminal = try TmuxPane()
        #expect(try terminal.coach.run(["settings", "set", "language", "ru"]).status == 0)
        terminal.launchAtPrompt()
        return terminal
    }

    @Test func theBreathingCircleSpeaksRussian() throws {
        let terminal = try russianPane()
        terminal.type("breathe --cycles 2", "Enter")
        let first = terminal.waitFor("Вдох")
        #expect(first.contains("calm 4-6"))
        #expect(first.contains("⣿"))  // the braille circle
        #expect(first.contains("цикл 1/2 · осталось 00:"))
        #expect(first.contains("пробел — пауза · q — завершить"))
        terminal.type(" ")
        #expect(terminal.waitFor("Пауза").contains("пробел — продолжить · q — завершить"))
        terminal.type("q")
        let after = terminal.waitFor("Она записана в журнал.")
        #expect(after.contains("coach> breathe --cycles 2\nСессия завершена досрочно, циклов: 0 из 2; вы дышали 00:"))
        #expect(!after.contains("⣿"))
        terminal.type("breathe stats", "Enter")
        #expect(
            terminal.waitFor("Любимая техника").contains("Дыхание: 1 сессия (завершено: 0, прервано: 1), всего 0:0"))
    }

    @Test func aCountdownTypedInRussianRingsInTheShell() throws {
        let terminal = try russianPane()
        terminal.type("timer 2 сек чай", "Enter")
        #expect(terminal.waitFor("Таймер 1 запущен").contains("Таймер 1 запущен: 2 с чай. Отменить: 'timer cancel 1'."))
        #expect(terminal.waitFor("Время вышло").contains("Время вышло: таймер 1 (2 с чай)."))
        terminal.type("stopwatch", "Enter")
        #expect(terminal.waitFor("00:00:00 остановлен").contains("coach> stopwatch\n00:00:00 остановлен"))
    }
}
