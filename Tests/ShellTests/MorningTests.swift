import Foundation
import Testing

/// The daily check-in in a real terminal, as a person does it in the morning.
@Suite(.serialized)
struct MorningTests {
    @Test func aFullMorningCheckInEndsWithTodayShowingAllOfIt() throws {
        let terminal = try TmuxPane()
        for goal in ["breathing 5m", "study 5", "calories 2000"] {
            #expect(try terminal.coach.run(["goal"] + goal.split(separator: " ").map(String.init)).status == 0)
        }
        #expect(try terminal.coach.run(["checkin", "--mood", "3", "--tag", "walk", "--date", "yesterday"]).status == 0)
        terminal.launch()
        #expect(
            terminal.waitFor("coach>").contains(
                "not checked in yet · breathing 0/5 min · 0/2,000 kcal · cards 0/5 — 'checkin' to begin"))
        terminal.type("checkin --cycles 1", "Enter")
        terminal.waitFor("4 good · 5 great")
        terminal.type("4")
        terminal.waitFor("5 full")
        terminal.type("3")
        terminal.waitFor("Enter skips")
        terminal.type("slept well", "Enter")
        terminal.waitFor("Tab completes)")  // the tags question, not the welcome
        terminal.type("friends, wa", "Tab")  // the tag used yesterday
        terminal.waitFor("friends, walk")
        terminal.type("Enter")
        #expect(terminal.waitFor("Breathe now, 1 cycle? [y/N]").contains("tags friends, walk."))
        terminal.type("y")
        #expect(
            terminal.waitFor("Review 5 cards towards your goal now? [y/N]").contains(
                "Done: 1 cycle of calm (4-6) in 00:10.0"))
        terminal.type("n")
        terminal.waitFor("an empty line ends.")
        terminal.type("Oatmeal 150", "Enter")
        terminal.waitFor("Added Oatmeal 150 kcal")
        terminal.type("Coffee 5", "Enter")
        terminal.waitFor("Added Coffee 5 kcal")
        terminal.type("Enter")
        let screen = terminal.waitFor("formula quiz --count 5\ncoach>")
        let today = screen.components(separatedBy: "meal>\n\n").last ?? ""
        #expect(today.contains("  Check-in    mood 4 good, energy 3 steady, \"slept well\" ("))
        #expect(today.contains("  Tags        friends, walk\n"))
        #expect(today.contains("streak 2 days · best 2"))
        // Some ten seconds breathed, to the tenth of a minute as every view shows it.
        #expect(
            ["0.1", "0.2"].contains { today.contains("  Breathing   \($0) / 5 min  ░░░░░░░░░░░░░░░░░░░░  0%\n") },
            "\(today)")
        #expect(today.contains("  Calories    155 / 2,000 kcal  █░░░░░░░░░░░░░░░░░░░  7% · 1,845 kcal left\n"))
        #expect(today.contains("  Study       0 / 5 cards  ░░░░░░░░░░░░░░░░░░░░  0%\n"))
        #expect(
            today.contains(
                "Still to do\n  breathe 5 more minutes   breathe --minutes 5\n  review 5 more cards      formula quiz --count 5\ncoach>"
            ))
        let meals = try terminal.coach.run(["meal", "list", "--json"])
        #expect(meals.out.contains("\"name\" : \"Oatmeal\"") && meals.out.contains("\"name\" : \"Coffee\""))
    }

    @Test func remindersMissedWhileNoShellWasOpenAreListedOnceAtTheStart() throws {
        let terminal = try TmuxPane()
        #expect(
            try terminal.coach.run(["remind", "add", "every", "5m", "00:00-23:55", "breathe", "stand", "up"]).status
                == 0)
        // As if coach had been closed since yesterday, when the reminder was added. The clock starts at 12:02:30, so
        // no ring falls between the two launches (the next is at 12:05), whatever the time of day the test runs.
        let now = Date(timeIntervalSince1970: 1_795_608_150)  // 2026-11-25 12:02:30 UTC
        let data = terminal.coach.dataDirectory
        let yesterday =
            "\(String(ISO8601DateFormatter().string(from: now.addingTimeInterval(-86_400)).prefix(19))).000Z"
        for file in ["reminders.json", "reminder-state.json"] {
            let path = data.appendingPathComponent(file).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let moved = text.replacingOccurrences(
                of: #""(added|deliveredThrough)" : "[^"]*""#, with: "\"$1\" : \"\(yesterday)\"",
                options: .regularExpression)
            try moved.write(toFile: path, atomically: true, encoding: .utf8)
        }
        terminal.launch(clock: now)
        let screen = terminal.waitFor("coach>")
        #expect(screen.contains("Missed while coach was closed:\n  stand up — 'breathe': "))
        #expect(screen.contains(" times, last today "))
        terminal.type("C-d")
        terminal.waitFor("[exited 0]")
        terminal.killServer()
        terminal.launch(clock: now.addingTimeInterval(30))
        #expect(!terminal.waitFor("coach>").contains("Missed"))
    }

    @Test func anOpenEndedSessionRunsUntilQAndIsLogged() throws {
        let terminal = try TmuxPane()
        terminal.launch()
        terminal.waitFor("coach>")
        terminal.type("breathe --until-stopped --plain", "Enter")
        #expect(
            terminal.waitFor("00:04 exhale 6s (cycle 1)").contains(
                "calm 4-6, until you stop (q):\n00:00 inhale 4s (cycle 1)\n"))
        terminal.type("q")
        // Stopped within the first breath: logged, its time counted, but not a completed session.
        #expect(terminal.waitFor("today's minutes.").contains("Stopped after 00:0"))
        // The summary comes before the log is written (and synced): the prompt after it, once it is.
        terminal.waitUntil { $0.components(separatedBy: "today's minutes.").last?.contains("coach>") == true }
        let stats = try terminal.coach.run(["breathe", "stats", "--json"])
        #expect(stats.out.contains("\"sessions\" : 1"))
        #expect(stats.out.contains("\"completed_sessions\" : 0"))
    }

    @Test func aTimerOutlivesItsShellWhichAsksBeforeLeavingAndTheNextShellSaysWhenItEnded() throws {
        let terminal = try TmuxPane()
        terminal.launch()
        terminal.waitFor("coach>")
        terminal.type("timer 1m tea", "Enter")
        terminal.waitFor("Timer 1 started: 1m tea.")
        terminal.type("C-d")
        #expect(terminal.waitFor("Leave? [y/N]").contains("Timer 1 (1m tea, 00:00:5"))
        terminal.type("n")
        terminal.type("timer 3s eggs", "Enter")
        terminal.waitFor("Timer 2 started: 3s eggs.")
        terminal.type("exit", "Enter")
        // The second question (the line may wrap in the 100-column pane).
        for _ in 0..<200 where terminal.screen.components(separatedBy: "Leave? [y/N]").count < 3 { usleep(50_000) }
        #expect(terminal.screen.replacingOccurrences(of: "\n", with: "").contains("Timers 2 (3s eggs, 00:00:0"))
        terminal.type("y")
        #expect(
            terminal.waitFor("[exited 0]").contains(
                "Note: 2 timers keep counting; the next coach shell says when they ended."))
        // From the system shell.
        #expect(try terminal.coach.run(["timer", "cancel", "1"]).out == "Cancelled timer 1 (1m tea).\n")
        usleep(3_500_000)
        terminal.killServer()
        terminal.launch()
        #expect(terminal.waitFor("coach>").contains("Timer 2 (3s eggs) ended at "))
        #expect(terminal.screen.contains(" while no coach shell was open.\n"))
        #expect(!terminal.screen.contains("1m tea"))
    }
}
