import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Synchronization
import Testing

struct MealCommandTests {
    @Test func aDayOfMealsWithADuplicateAnEditADeleteAndAnUndo() async throws {
        let coach = Harness()
        #expect(await coach.run("meal").out == "No meals logged today. Add one with 'meal add Apple 52'.\n")
        #expect(
            await coach.run("meal add Apple 52").out == """
                Added Apple 52 kcal at 08:12.
                Total 52 kcal. Set a daily goal with 'goal calories 2000' (or low, moderate, high, athletic).

                """)
        await coach.run("meal add 2x Grilled Chicken 165 --time 12:30")
        let duplicate = await coach.run("meal add apple 60 --time 16:00")
        #expect(
            duplicate.err
                == "Note: 'Apple' is already logged today (52 kcal, 08:12); added another. Pass --duplicate replace or skip to decide.\n"
        )
        #expect(await coach.run("meal add APPLE 70 --duplicate skip").out == "Nothing added.\n")
        await coach.run("goal calories moderate")
        #expect(
            await coach.run("meal edit 3 Pear 57").out == """
                Meal 3 is now Pear 57 kcal at 16:00 (was apple 60 kcal).
                439 / 2,000 kcal  ████░░░░░░░░░░░░░░░░  21% · 1,561 kcal left

                """)
        #expect(
            await coach.run("meal delete 1 --yes").out.hasPrefix(
                "Deleted Apple 52 kcal (08:12). 'meal undo' brings it back.\n"))
        #expect(
            await coach.run("meal undo").out.hasPrefix("Undid deleting Apple 52 kcal, 2026-11-21 08:12; it is back.\n"))
        #expect(
            await coach.run("meal list").out == """
                Meals today (2026-11-21)
                  1  08:12  Apple                  52 kcal
                  2  12:30  2× Grilled Chicken    330 kcal
                  3  16:00  Pear                   57 kcal
                439 / 2,000 kcal  ████░░░░░░░░░░░░░░░░  21% · 1,561 kcal left

                """)
        let again = await coach.run("meal undo")
        #expect(
            again.err == "Error: there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once\n")
    }

    @Test func aPipedDeleteWithoutYesIsRefusedAndKeepsTheMeal() async throws {
        let coach = Harness()
        await coach.run("meal add Apple 52")
        let result = await coach.run("meal delete 1")
        #expect(result.status == 1)
        #expect(result.err == "Error: deleting 'Apple 52' needs confirmation; add --yes to delete from a script\n")
        #expect(
            try MealJournal(store: coach.store, calendar: coach.calendar).day(CalendarDay("2026-11-21")!).entries.count
                == 1)
    }

    @Test func atATerminalADuplicateAsksAddReplaceOrCancel() async throws {
        let coach = Harness(atTerminal: true)
        await coach.run("meal add Apple 52")
        coach.press("r")
        let replaced = await coach.run("meal add apple 60")
        #expect(
            replaced.out.hasPrefix(
                "'Apple' is already logged today (52 kcal, 08:12). [a]dd another, [r]eplace, [c]ancel? r\nReplaced Apple 52 kcal with apple 60 kcal at 08:12.\n"
            ))
        coach.press("c")
        #expect(await coach.run("meal add Apple 52").out.hasSuffix("[c]ancel? c\nNothing added.\n"))
        coach.press("a")
        #expect(await coach.run("meal add Apple 52").out.contains("Added Apple 52 kcal"))
        let day = try MealJournal(store: coach.store, calendar: coach.calendar).day(CalendarDay("2026-11-21")!)
        #expect(day.entries.map(\.meal.text) == ["apple 60", "Apple 52"])
    }

    @Test func atATerminalDeleteAsksFirst() async throws {
        let coach = Harness(atTerminal: true)
        await coach.run("meal add Apple 52")
        coach.press("n")
        #expect(await coach.run("meal delete 1").out == "Delete 'Apple 52'? [y/N] n\nKept.\n")
        coach.press("y")
        #expect(
            await coach.run("meal delete 1").out.hasPrefix("Delete 'Apple 52'? [y/N] y\nDeleted Apple 52 kcal (08:12).")
        )
    }

    @Test(arguments: [
        ("meal add", "Error: enter a food name and calories, e.g. 'Apple 52'\n"),
        (
            "meal add Apple",
            "Error: 'Apple' has no calories; add them after the name as a whole number, e.g. 'Apple 52'\n"
        ),
        ("meal add Apple 52.5", "Error: calories are whole numbers; write 52 or 53 instead of '52.5'\n"),
        ("meal add Apple 20000", "Error: calories must be 1 to 10,000 per item; '20000' is out of range\n"),
        (
            "meal add Apple 52 --date tomorrow",
            "Error: the value 'tomorrow' is invalid for '--date <date>': it is after today; meals are logged for today or an earlier day\n"
        ),
        (
            "meal add Apple 52 --time 25:00",
            "Error: the value '25:00' is invalid for '--time <time>': use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30\n"
        ),
        (
            "meal add Apple 52 --photo /no/such/file.jpg",
            "Error: no photo at '/no/such/file.jpg'; check the path (nothing was saved)\n"
        ),
        ("meal edit 1 Pear 57", "Error: there is no meal 1 on 2026-11-21: no meals are logged that day\n"),
        ("goal calories 400", "Error: a daily goal of 400 kcal is out of range; choose 500 to 10,000 kcal\n"),
        ("goal calories moderat", "Error: 'moderat' is not a calorie goal. Did you mean 'moderate'?\n"),
    ])
    func mistakesSaveNothing(line: String, error: String) async throws {
        let coach = Harness(.files)
        let result = await coach.run(line)
        // A value a usage line follows (a wrong --date or --time) is checked up to it.
        #expect(result.err.contains("\nUsage: ") ? result.err.hasPrefix(error) : result.err == error, "\(result.err)")
        #expect(try MealJournal(store: coach.store, calendar: coach.calendar).months().isEmpty)
        #expect(try GoalBook(store: coach.store).calories() == nil)
    }

    @Test func aPhotoIsCopiedIntoTheDataDirectory() async throws {
        let coach = Harness(.files)
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-\(UUID()).jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: photo)
        #expect(await coach.run("meal add Soup 120 --photo \(photo.path)").status == 0)
        let entry = try MealJournal(store: coach.store, calendar: coach.calendar).day(CalendarDay("2026-11-21")!)
            .entries.first
        #expect(entry?.photo == "2026-11-21-0812-soup.jpg")
        let folder = (coach.store as! FileStore).directory
        #expect(
            FileManager.default.contents(
                atPath: folder.appendingPathComponent("meals/photos/2026-11-21-0812-soup.jpg").path)
                == Data([0xFF, 0xD8, 0xFF]))
    }

    @Test func aTextFileNamedAsAPhotoIsRefused() async throws {
        let coach = Harness(.files)
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).jpg")
        try Data("milk, eggs".utf8).write(to: text)
        let result = await coach.run("meal add Soup 120 --photo \(text.path)")
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: '\(text.path)' is named .jpg but is not an image: its first bytes are not those of a .jpg file; "
                + "give the photo itself (.jpg, .png, .gif, .webp or .heic) (nothing was saved)\n")
        #expect(try MealJournal(store: coach.store, calendar: coach.calendar).months().isEmpty)
    }

    @Test func atATerminalShowDrawsThePhotoWithChafaKeepingOnlyItsColours() async throws {
        let coach = Harness(.files, atTerminal: true)
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]).write(to: photo)
        await coach.run("meal add Soup 120 --photo \(photo.path)")
        let kept = coach.context.dataDirectory + "/meals/photos/2026-11-21-0812-soup.png"
        // Not installed: the path, as before.
        #expect(await coach.run("meal show 1").out == "Meal 1 on 2026-11-21 at 08:12: Soup 120 kcal\nPhoto: \(kept)\n")
        #expect(
            coach.system.calls.withLock { $0.last }
                == "chafa --format symbols --size 80x21 --animate off --polite on --colors 256 \(kept)")
        let drawn = "\u{1B}[0m\u{1B}[38;5;196;48;5;21m▀▄\u{1B}[?25l\u{1B}[2J\u{7}\n\u{1B}[7m█\u{1B}[0m"
        coach.system.answers.withLock { $0 = ["chafa": ToolRun(status: 0, output: drawn)] }
        #expect(
            await coach.run("meal show 1").out == "Meal 1 on 2026-11-21 at 08:12: Soup 120 kcal\nPhoto: \(kept)\n"
                + "\u{1B}[0m\u{1B}[38;5;196;48;5;21m▀▄\n\u{1B}[7m█\u{1B}[0m\u{1B}[0m\n")
        #expect(await coach.run("meal show 1 --json").out.hasSuffix("}\n"))
        coach.system.answers.withLock { $0 = ["chafa": ToolRun(status: 1, output: "", errors: "unknown format")] }
        #expect(
            await coach.run("meal show 1").out.hasSuffix(
                "(chafa could not draw the photo: unknown format; open it with 'meal show 1 --open')\n"))
    }

    @Test func historyChartsAWeekAgainstTheGoal() async {
        let coach = Harness()
        await coach.run("goal calories 2000")
        await coach.run("meal add Pasta 1800 --date 2026-11-19")
        await coach.run("meal add Pizza 2500 --date yesterday")
        await coach.run("meal add Apple 500")
        #expect(
            await coach.run("meal history --days 4").out == """
                Last 4 days · goal 2,000 kcal (│)
                11-18 Wed                          │       —
                11-19 Thu  ██████████████████████  │       1,800
                11-20 Fri  ████████████████████████│█████  2,500 over
                11-21 Sat  ██████                  │       500

                Average 1,600 kcal over 3 logged days · 1 day over the goal.

                """)
        // A goal above every day still has its line: the scale leaves a fifth above the goal.
        await coach.run("goal calories 3000")
        #expect(
            await coach.run("meal history --days 2").out.hasPrefix(
                """
                Last 2 days · goal 3,000 kcal (│)
                11-20 Fri  █████████████████████    │      2,500
                11-21 Sat  ████                     │      500

                """))
        #expect(await coach.run("meal foods").out.contains("Pizza  2,500 kcal  ×1  last 2026-11-20"))
    }

    @Test func severalItemsSayTheirCaloriesEachAndAnEditSaysTheTotalBeforeSaving() async {
        let coach = Harness()
        #expect(
            await coach.run("meal add 2x Grilled Chicken 165").out.hasPrefix(
                "Added 2× Grilled Chicken 330 kcal (165 each) at 08:12.\n"))
        #expect(
            await coach.run("meal edit 1 --calories 300").out.hasPrefix(
                "Meal 1 is now 2× Grilled Chicken 600 kcal (300 each) at 08:12 (was 2× Grilled Chicken 330 kcal (165 each)).\n"
            ))
        let atTerminal = Harness(mode: .interactive, atTerminal: true)
        await atTerminal.run("meal add 2x Grilled Chicken 165")
        atTerminal.press("n")
        #expect(
            await atTerminal.run("meal edit 1 --calories 300").out
                == "Meal 1 becomes 2× Grilled Chicken 600 kcal (300 each) (was 2× Grilled Chicken 330 kcal (165 each)). Save? [y/N] n\nKept meal 1 as it was.\n"
        )
        atTerminal.press("y")
        #expect(
            await atTerminal.run("meal edit 1 --calories 300").out.contains(
                "Save? [y/N] y\nMeal 1 is now 2× Grilled Chicken 600 kcal (300 each)"))
    }

    @Test func showSaysWhereThePhotoIsAndOpensItWithTheDesktopsOpener() async throws {
        let coach = Harness(.files)
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("lunch-\(UUID()).jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: photo)
        await coach.run("meal add Soup 120 --photo \(photo.path)")
        await coach.run("meal add Tea 5")
        let kept = coach.context.dataDirectory + "/meals/photos/2026-11-21-0812-soup.jpg"
        #expect(await coach.run("meal show 1").out == "Meal 1 on 2026-11-21 at 08:12: Soup 120 kcal\nPhoto: \(kept)\n")
        #expect(
            await coach.run("meal show 2").out
                == "Meal 2 on 2026-11-21 at 08:12: Tea 5 kcal\nNo photo; 'meal add FOOD --photo PATH' keeps one with a meal.\n"
        )
        #expect(
            await coach.run("meal show 1 --open").err
                == "Error: there is no desktop opener (xdg-open) here; the photo is at \(kept)\n")
        coach.system.answers.withLock { $0 = ["xdg-open": ToolRun(status: 0, output: "")] }
        #expect(await coach.run("meal show 1 --open").status == 0)
        #expect(coach.system.calls.withLock { $0.last } == "xdg-open \(kept)")
        #expect(await coach.run("meal show 2 --open").err == "Error: meal 2 has no photo to open\n")
        #expect(await coach.run("meal show 1 --json").out.contains("\"photo\" : \"\(kept)\""))
    }
}
