import Commands
import Core
import Foundation
import Storage
import Testing

/// Flashcards as a person sees them (Saturday 2026-11-21): the desired retention set and refused, the FSRS schedule
/// it gives, a card's predicted recall in `formula show`, and retention achieved in `formula stats`.
struct FlashcardScheduleTests {
    @Test func theDesiredRetentionIsSetAsAShareOrAPercentAndScheduledBy() async throws {
        let coach = Harness()
        #expect(
            await coach.run("settings set retention 97%").out
                == "retention is now 0.97: the share of flashcards you mean to recall when they come due: 0.80–0.97 (FSRS).\n"
        )
        #expect(await coach.run("settings").out.contains("  retention          0.97"))
        coach.answer("good")
        // At 97 % a first good (2.3 days of memory) comes back the next day, not in two.
        #expect(
            await coach.run("formula quiz physics --count 1").out.contains("→ good: next review tomorrow (2026-11-22)"))
        #expect(await coach.run("settings reset retention").out == "retention is back to its default, 0.9.\n")
    }

    @Test(arguments: ["0.5", "0.98", "1", "95", "ninety", "nan", "inf", ""])
    func aRetentionOutsideEightyToNinetySevenPercentIsRefused(value: String) async throws {
        let coach = Harness()
        let refused = await coach.run("settings set retention '\(value)'")
        #expect(refused.status == 64)
        #expect(
            refused.err
                == "Error: '\(value)' is not a value for retention; give a share from 0.80 to 0.97, e.g. 'settings set retention 0.9'\n"
                + "Usage: coach settings set <key> <value>\n  See 'coach settings set --help' for more information.\n"
        )
        #expect(try coach.settingsStore.load(Settings.self).retention == nil)
    }

    @Test func aRetentionOutsideTheRangeIsRefusedInRussianToo() async {
        let coach = Harness()
        await coach.run("settings set language ru")
        #expect(
            await coach.run("settings set retention 0.99").err
                == "Ошибка: '0.99' — не значение для retention; укажите долю от 0,80 до 0,97, например 'settings set retention 0.9'\n"
                + "Использование: coach settings set <key> <value>\n  Подробнее: 'coach settings set --help'.\n"
        )
    }

    @Test func showGivesTheCardsPredictedRecallAndKeepsNextReviewInJSON() async throws {
        let coach = Harness()
        coach.answer("good")
        await coach.run("formula quiz physics --count 1")
        #expect(
            await coach.run("formula show average-speed").out.contains(
                "Status: not learned yet · first view · next review 2026-11-23 · recall now 100%\n"))
        coach.pass(3 * 86_400)
        // Three days on a memory of 2.3065 days: (1 + 19/81 · 3 / 2.3065)^−0.1542 = 0.881.
        #expect(await coach.run("formula show average-speed").out.contains("next review 2026-11-23 · recall now 88%\n"))
        let json = await coach.run("formula show average-speed --json").out
        #expect(json.contains(#""next_review" : "2026-11-23""#) && json.contains(#""stability" : 2.3065"#))
        let recall = try #require(json.split(separator: "\n").first { $0.contains(#""recall""#) })
        #expect(recall.hasPrefix(#"  "recall" : 0.88094795576"#), "\(recall)")
    }

    @Test func statsShowRetentionAchievedAgainstDesiredAndTheWeeksDueCards() async throws {
        let coach = Harness()
        coach.answer("good", "easy", "again")
        await coach.run("formula quiz physics --count 3")
        coach.pass(86_400)
        // Sunday: the again card is due, and forgotten again. Tuesday: it and the good card are due, both recalled.
        coach.answer("again")
        await coach.run("formula quiz physics --count 1")
        coach.pass(2 * 86_400)
        coach.answer("hard", "hard")
        await coach.run("formula quiz physics --count 2")
        let stats = await coach.run("formula stats --weeks 1").out
        // fsrs 6.3.2 gives the same days: the again card on Wednesday, the easy one on Sunday, the good one 12-03.
        #expect(stats.contains("Retention: 67% recalled (3 reviews, desired 90%)\n"), "\(stats)")
        #expect(stats.contains("Due this week: today 0 · Wed 1 · Thu 0 · Fri 0 · Sat 0 · Sun 1 · Mon 0\n"), "\(stats)")
        let json = await coach.run("formula stats --json").out
        #expect(
            json.contains(#""achieved_retention" : 0.6666666666666666"#) && json.contains(#""desired_retention" : 0.9"#)
        )
        #expect(json.contains(#""upcoming" : ["#))
    }
}
