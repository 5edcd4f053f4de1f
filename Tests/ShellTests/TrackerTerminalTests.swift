import Foundation
import Testing

/// Trackers and tags as a person uses them at the prompt, in a real terminal under tmux.
@Suite(.serialized)
struct TrackerTerminalTests {
    @Test func trackersLoggedInTheShellAndTagsOnTheCheckInShowInEveryView() throws {
        let terminal = try TmuxPane()
        terminal.launchAtPrompt()
        terminal.type("track add water --goal 8 --unit glasses", "Enter")
        terminal.waitFor("Added water (count, glasses; goal 8 glasses a day).")
        terminal.type("track add stretch", "Enter")
        terminal.waitFor("Added stretch (done or not; goal every day).")
        terminal.type("clear", "Enter")
        terminal.type("wat", "Tab")
        terminal.waitFor("coach> water")
        terminal.type("3", "Enter")  // the completion ended "water" with a space
        #expect(
            terminal.waitFor("Water today:").contains(
                "coach> water 3\nWater today: 3 / 8 glasses  ███████░░░░░░░░░░░░░  37%"))
        terminal.type("track stretch", "Enter")
        #expect(terminal.waitFor("Stretch today:").contains("Stretch today: done · streak 1 day · best 1"))

        terminal.type("clear", "Enter", "checkin", "Enter")
        terminal.waitFor("Mood")
        terminal.type("4")
        terminal.waitFor("Energy")
        terminal.type("3")
        terminal.waitFor("Note")
        terminal.type("a good walk", "Enter")
        terminal.waitFor("Tags")
        terminal.type("walk, friends", "Enter")
        #expect(terminal.waitFor("[y/N]").contains("tags walk, friends"))
        terminal.type("n")
        terminal.waitFor("Study five")
        terminal.type("n")
        terminal.waitFor("What did you eat?")
        terminal.type("Enter")
        let today = terminal.waitFor("Still to do")
        #expect(today.contains("  Water       3 / 8 glasses  ███████░░░░░░░░░░░░░  37%"), "\(today)")
        #expect(
            today.contains("  Stretch     done                                      streak 1 day · best 1")
                || today.contains("  Stretch     done"))
        #expect(today.contains("water: 5 more glasses   track water 5"))

        terminal.type("clear", "Enter", "streaks", "Enter")
        let streaks = terminal.waitFor("Rest days:")
        #expect(streaks.contains("  Water       0 days   best 0   0%   goal: 8 glasses a day"), "\(streaks)")
        #expect(streaks.contains("  Stretch      1 day   best 1   5%   goal: every day"))
        terminal.type("clear", "Enter", "goal", "Enter")
        let goals = terminal.waitFor("Goals, and today")
        let rows = ["  Water       8 glasses a day", "  Stretch     every day"]
        #expect(rows.allSatisfy(goals.contains), "\(goals)")
        terminal.type("clear", "Enter", "insights week --area water", "Enter")
        #expect(terminal.waitFor("Total 3 glasses").contains("Water · "))
        terminal.type("clear", "Enter", "insights mood", "Enter")
        let mood = terminal.waitFor("they do not say what caused what")
        #expect(
            mood.contains("Tags (from 'checkin --tag')") && mood.contains("  with walk ") && mood.contains("Stretch"),
            "\(mood)")
        terminal.type("clear", "Enter", "export --area trackers --output -", "Enter")
        let export = terminal.waitFor("stretch,1")
        #expect(
            export.contains("time,date,tracker,value,unit,set,skipped")
                && export.contains(",water,3,glasses,false,false"),
            "\(export)")
    }
}
