import Foundation
import Testing

/// coach in a real terminal: tmux types the keys and reads the screen.
@Suite(.serialized)
struct TerminalTests {
    /// One tmux server per test (Tests/ShellTests/TmuxPane.swift).
    typealias Terminal = TmuxPane

    @Test func welcomeOnlyOnTheFirstRunThenTheResultsOfCommands() throws {
        let terminal = try Terminal()
        terminal.launch()
        #expect(terminal.waitFor("coach>").contains("Welcome to coach, a calm place for a daily check-in."))
        terminal.type("stopwatch", "Enter")
        // The answer, then the prompt again: waited for together, as the prompt comes a moment after the answer.
        let answered = terminal.waitUntil { $0.contains("coach> stopwatch\n00:00:00 stopped\ncoach>") }
        #expect(answered.contains("coach> stopwatch\n00:00:00 stopped\ncoach>"), "\(answered)")
        terminal.type("C-d")
        #expect(terminal.waitFor("[exited 0]").contains("[exited 0]"))
        terminal.killServer()
        terminal.launch()
        #expect(!terminal.waitFor("coach>").contains("Welcome"))
    }

    @Test func tabCompletesCommandsAndOptionValues() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopw", "Tab")
        terminal.waitFor("coach> stopwatch")
        #expect(terminal.lastLine == "coach> stopwatch")
        terminal.type("laps --so", "Tab")  // the space after "stopwatch" came from the completion
        terminal.waitFor("--sort")
        terminal.type("f", "Tab")
        #expect(terminal.waitFor("--sort fastest").contains("coach> stopwatch laps --sort fastest"))
        terminal.type("C-u", "timer ", "Tab")
        let listing = terminal.waitFor("cancel")
        #expect(listing.contains("cancel  list    start"))
    }

    @Test func ctrlCClearsTheLineAndTheShellKeepsRunning() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("this is not finished")
        terminal.waitFor("finished")
        terminal.type("C-c")
        terminal.type("stopwatch", "Enter")
        let screen = terminal.waitFor("00:00:00 stopped")
        #expect(screen.contains("coach> this is not finished\ncoach> stopwatch\n00:00:00 stopped"))
        #expect(!screen.contains("[exited"))
    }

    @Test func unicodeInputArrivesIntact() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("timer 5m Яблоко café", "Enter")
        #expect(terminal.waitFor("stops it.").contains("Timer 1 started: 5m Яблоко café. 'timer cancel 1' stops it."))
    }

    @Test func historyIsRecalledAfterARestart() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopwatch laps --sort slowest", "Enter")
        terminal.waitFor("No laps yet")
        terminal.type("exit", "Enter")
        terminal.waitFor("[exited 0]")
        terminal.killServer()
        terminal.launchAtPrompt()
        terminal.type("Up", "Up")
        #expect(terminal.waitFor("coach> stopwatch laps").contains("coach> stopwatch laps --sort slowest"))
        terminal.type("C-u", "history", "Enter")
        #expect(terminal.waitFor("3  history").contains("1  stopwatch laps --sort slowest\n2  exit\n3  history"))
        let saved = try String(contentsOf: terminal.coach.historyFile, encoding: .utf8)
        #expect(saved == "stopwatch laps --sort slowest\nexit\nhistory\n")
    }

    @Test func ctrlRSearchesBackThroughHistoryWithAReadablePrompt() throws {
        let terminal = try Terminal()
        try "stopwatch laps --sort slowest\n".write(to: terminal.coach.historyFile, atomically: true, encoding: .utf8)
        terminal.launchAtPrompt()
        terminal.type("timer 5m tea", "Enter")
        terminal.waitFor("stops it.")
        terminal.type("stopwatch", "Enter")
        terminal.waitFor("00:00:00 stopped")
        terminal.type("C-r")
        #expect(terminal.waitFor("(search history):").split(separator: "\n").last == "(search history):")
        terminal.type("st")
        terminal.waitFor("'st'")
        #expect(terminal.lastLine == "(search history) 'st': stopwatch")
        terminal.type("C-r")  // an older line holding it
        terminal.waitFor("--sort")
        #expect(terminal.lastLine == "(search history) 'st': stopwatch laps --sort slowest")
        terminal.type("x")
        terminal.waitFor("not found")
        #expect(terminal.lastLine == "(search history, not found) 'stx': stopwatch laps --sort slowest")
        terminal.type("C-g")  // the line as it was: empty
        terminal.waitUntil { $0.split(separator: "\n").last == "coach>" }
        #expect(terminal.lastLine == "coach>")
        terminal.type("C-r", "te")
        terminal.waitFor("'te'")
        #expect(terminal.lastLine == "(search history) 'te': timer 5m tea")
        terminal.type("Enter")
        #expect(terminal.waitFor("Timer 2 started").contains("coach> timer 5m tea\nTimer 2 started: 5m tea."))
    }

    /// The prompt carries the stopwatch; stopped in another terminal, the next tick draws `coach> ` with
    /// nothing of the longer prompt left after it.
    @Test func theStopwatchStoppedElsewhereLeavesAPlainPrompt() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopwatch start", "Enter")
        terminal.waitFor("coach 00:00:0")
        terminal.type("stopw")
        terminal.waitFor("> stopw")
        #expect(try terminal.coach.run(["stopwatch", "stop"]).status == 0)
        let screen = terminal.waitUntil { $0.split(separator: "\n").last?.hasPrefix("coach>") == true }
        #expect(screen.split(separator: "\n").last == "coach> stopw")
        terminal.type("atch", "Enter")
        #expect(terminal.waitFor(" stopped\n").contains("coach> stopwatch\n00:00:0"))
    }

    /// A stopwatch started in another terminal shows in an open shell's prompt by itself, with no key pressed.
    @Test func aStopwatchStartedElsewhereShowsInThePromptWithoutAKey() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopw")
        terminal.waitFor("coach> stopw")
        #expect(try terminal.coach.run(["stopwatch", "start"]).status == 0)
        let screen = terminal.waitUntil { $0.split(separator: "\n").last?.hasPrefix("coach 00:00:0") == true }
        #expect(screen.split(separator: "\n").last?.hasSuffix("> stopw") == true, "\(screen)")
    }

    @Test func theRunningStopwatchRidesInThePrompt() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopwatch start", "Enter")
        #expect(terminal.waitFor("coach 00:00:01>").contains("coach 00:00:01>"))
        terminal.type("stopwatch hide", "Enter")
        #expect(terminal.waitFor("keeps counting.\ncoach>").contains("keeps counting.\ncoach>"))
    }

    @Test func watchRunsLiveUntilAKeyOrCtrlC() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopwatch start", "Enter")
        terminal.type("stopwatch watch", "Enter")
        #expect(terminal.waitFor("press any key to stop watching").contains("running  press any key to stop watching"))
        terminal.type("q")
        terminal.waitFor("running\ncoach")
        #expect(terminal.lastLine.hasPrefix("coach 00:00:0"))
        terminal.type("stopwatch watch", "Enter")
        terminal.waitFor("press any key")
        terminal.type("C-c")
        terminal.type("stopwatch stop", "Enter")
        #expect(terminal.waitFor("Stopwatch stopped at").contains("Stopwatch stopped at 00:00:0"))
        #expect(!terminal.screen.contains("[exited"))
    }

    @Test func arithmeticTypedAtThePromptIsCalculated() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("2*(3+4)", "Enter")
        #expect(terminal.waitFor("= 14").contains("coach> 2*(3+4)\n2 × (3 + 4) = 14"))
        terminal.type("x = 1/3", "Enter")
        #expect(terminal.waitFor("≈ 0.333").contains("x = 1 ÷ 3 ≈ 0.333333333333333"))
        terminal.type("2 + * 3", "Enter")
        #expect(terminal.waitFor("^").contains("Error: expected a number after '*'\n  2 + * 3\n      ^"))
    }

    /// Units in the shell: Tab completes a unit after a number, a conversion reads as it was typed, and a
    /// sum of two kinds is refused with a caret.
    @Test func unitsCompleteAfterANumberAndConvert() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("250 g * 52 kc", "Tab")
        terminal.waitFor("coach> 250 g * 52 kcal ")
        terminal.type("BSpace", "/100g", "Enter")
        #expect(terminal.waitFor("= 130 kcal").contains("250 g × 52 kcal ÷ 100 g = 130 kcal"))
        terminal.type("60 km/h -> m/", "Tab")
        terminal.waitFor("m/mph")  // two or more candidates: listed under the line
        terminal.type("s", "Enter")
        #expect(terminal.waitFor("16.66").contains("60 km/h → m/s = 50/3 m/s ≈ 16.6666666666667 m/s"))
        terminal.type("mile to km", "Enter")
        #expect(terminal.waitFor("1.609344 km").contains("mile → km = 1.609344 km"))
        terminal.type("5 km + 3 kg", "Enter")
        let refused = terminal.waitFor("^^^")
        #expect(refused.contains("Error: cannot add 5 km (a length) and 3 kg (a mass)\n  5 km + 3 kg\n  ^^^^^^^^^^^"))
    }

    @Test func formulaIDsCompleteAndAQuizIsAnsweredWithSingleKeys() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("formula show kinetic-", "Tab")
        terminal.waitFor("coach> formula show kinetic-energy")
        terminal.type("Enter")
        #expect(terminal.waitFor("Solve it:").contains("Kinetic energy  (kinetic-energy)\nPhysics · Energy"))
        terminal.type("formula quiz math --count 1", "Enter")
        terminal.waitFor("press Space")
        #expect(!terminal.screen.contains("a² + b² = c²"))
        terminal.type("Space")
        terminal.waitFor("1 again · 2 hard · 3 good · 4 easy")
        #expect(terminal.screen.contains("a² + b² = c²"))
        terminal.type("3")
        #expect(terminal.waitFor("Reviewed 1 card").contains("→ good: next review in 2 days"))
        // The first card ever is also study's first achievement, said once after the quiz.
        #expect(
            terminal.waitFor("first session\ncoach>").contains(
                "Reviewed 1 card: 1 good. 'formula stats' shows your streak.\nAchievement: First session (Study)"))
    }

    @Test func mealsAskAboutDuplicatesAndDeletesAndFoodsComplete() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("meal add Grilled Chicken 165", "Enter")
        terminal.waitFor("Added Grilled Chicken 165 kcal")
        terminal.type("meal add Gri", "Tab")
        terminal.waitFor("coach> meal add Grilled\\ Chicken")
        terminal.type(" 170", "Enter")
        terminal.waitFor("[c]ancel?")
        #expect(terminal.screen.contains("'Grilled Chicken' is already logged today (165 kcal,"))
        terminal.type("r")
        #expect(
            terminal.waitFor("Replaced").contains("Replaced Grilled Chicken 165 kcal with Grilled Chicken 170 kcal"))
        terminal.type("meal delete 1", "Enter")
        terminal.waitFor("[y/N]")
        terminal.type("y")
        #expect(
            terminal.waitFor("Deleted").contains(
                "Delete 'Grilled Chicken 170'? [y/N] y\nDeleted Grilled Chicken 170 kcal"))
    }

    @Test func sightIDsCompleteAndTheMapFitsTheWindow() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("sights show mordovia-a", "Tab")
        terminal.waitFor("coach> sights show mordovia-arena")
        terminal.type("Enter")
        #expect(terminal.waitFor("Nearby").contains("Mordovia Arena  (mordovia-arena)\nМордовия Арена"))
        terminal.type("clear", "Enter", "sights map --category theatre", "Enter")
        let screen = terminal.waitFor("one column ≈")
        let framed = screen.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(!framed.isEmpty && framed.allSatisfy { $0.count == framed[0].count })
        #expect(screen.contains("1  "))
    }

    @Test func theBreathingCircleAnimatesPausesAndGivesTheTerminalBack() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("breathe --cycles 2", "Enter")
        let first = terminal.waitFor("Breathe in")
        #expect(first.contains("calm 4-6"))
        #expect(first.contains("⣿"))  // the braille circle
        #expect(first.contains("cycle 1/2 · 00:"))
        terminal.type(" ")
        #expect(terminal.waitFor("Paused").contains("space resumes · q ends"))
        terminal.type("q")
        let after = terminal.waitFor("It is in your log.")
        #expect(after.contains("coach> breathe --cycles 2\nEnded early after 0 of 2 cycles"))
        #expect(!after.contains("⣿"))
        terminal.type("breathe stats", "Enter")
        #expect(terminal.waitFor("Favourite").contains("Breathing: 1 session (0 completed, 1 stopped early)"))
    }

    @Test func sigtermDuringASessionRestoresTheTerminal() throws {
        let terminal = try Terminal()
        terminal.launchAtPrompt()
        terminal.type("stopwatch", "Enter")
        terminal.waitFor("00:00:00 stopped")
        terminal.type("breathe", "Enter")
        terminal.waitFor("Breathe in")
        let pid = terminal.tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: "/usr/bin/pkill")
        kill.arguments = ["-TERM", "-P", pid, "coach"]
        try kill.run()
        kill.waitUntilExit()
        let screen = terminal.waitFor("[exited 143]")
        #expect(screen.contains("00:00:00 stopped\ncoach> breathe\n[exited 143]"))  // the main screen is back
        #expect(!screen.contains("⣿"))
    }
}
