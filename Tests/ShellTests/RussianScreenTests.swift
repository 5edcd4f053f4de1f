import Foundation
import Testing

/// The first screen in Russian, end to end on the release binary: `streaks` speaks the locale's language
/// (`LANG=ru_RU.UTF-8`), the language setting overrides it, and `LANG=C` keeps the English screen byte for byte.
struct RussianScreenTests {
    static let english = """
        Streaks (a day counts when its goal is met)
          Check-in    0 days   best 0   0%   goal: every day
          Breathing   0 days   best 0   0%   no goal · 'goal breathing 10m'
          Calories    0 days   best 0   0%   no goal · 'goal calories 2000'
          Study       0 days   best 0   0%   no goal · 'goal study 10'
        Strength: a met day adds 5.2 % of what is missing, a missed day takes 5.2 %.
        Rest days: 0 in the last 7 days (at most 2); 'checkin rest' plans one.

        """

    static let russian = """
        Серии (день засчитывается, когда цель выполнена)
          Самочувствие   0 дней   рекорд 0   0%   цель: каждый день
          Дыхание        0 дней   рекорд 0   0%   цели нет · 'goal breathing 10m'
          Калории        0 дней   рекорд 0   0%   цели нет · 'goal calories 2000'
          Учёба          0 дней   рекорд 0   0%   цели нет · 'goal study 10'
        Сила привычки: выполненный день даёт 5,2 % недостающего, пропуск отнимает 5,2 %.
        Дни отдыха за 7 дней: 0 (можно не больше 2); запланировать: 'checkin rest'.

        """

    @Test(arguments: [
        (["LANG": "ru_RU.UTF-8"], russian),
        (["LANG": "C", "LC_MESSAGES": "ru_RU.UTF-8"], russian),
        (["LANG": "C"], english),
        (["LANG": "POSIX"], english),
        (["LANG": "en_US.UTF-8"], english),
        (["LANG": "ru_RU.UTF-8", "LC_ALL": "C"], english),
    ])
    func streaksSpeakTheLocalesLanguage(environment: [String: String], screen: String) throws {
        let coach = CoachProcess()
        let shown = try coach.run(["streaks"], environment: environment)
        #expect(shown.status == 0 && shown.err == "")
        #expect(shown.out == screen)
    }

    /// A rest day today and two planned: the counts of days and the planned clause in both languages.
    @Test func restDaysAndTheSettingOverTheLocale() throws {
        let coach = CoachProcess()
        let day = { (offset: Int) in
            let date = Date().addingTimeInterval(Double(offset) * 86_400)
            let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
        for offset in [0, 2, 9] {
            #expect(try coach.run(["checkin", "rest", "--date", day(offset)]).status == 0)
        }
        let russian = try coach.run(["streaks"], environment: ["LANG": "ru_RU.UTF-8"]).out
        #expect(
            russian.hasSuffix(
                "Дни отдыха за 7 дней: 1, ещё 2 впереди (можно не больше 2); запланировать: 'checkin rest'.\n"
            ))
        #expect(try coach.run(["settings", "set", "language", "en"]).status == 0)
        let english = try coach.run(["streaks"], environment: ["LANG": "ru_RU.UTF-8"]).out
        #expect(
            english.hasSuffix(
                "Rest days: 1 in the last 7 days, 2 planned ahead (at most 2); 'checkin rest' plans one.\n"))
        #expect(try coach.run(["settings", "set", "language", "ru"]).status == 0)
        #expect(try coach.run(["streaks"], environment: ["LANG": "C"]).out.hasPrefix("Серии "))
    }
}
