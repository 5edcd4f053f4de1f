import Foundation
import Testing

/// libedit is loaded by the interactive shell only: a one-shot or piped command starts without it (a seventh of
/// its start-up went to loading it), and where it is missing the shell says what to install.
@Suite(.serialized)
struct LineEditingLibraryTests {
    @Test func oneShotAndPipedCommandsNeverLoadIt() throws {
        let coach = CoachProcess()
        for (arguments, input) in [(["stopwatch"], ""), ([], "calc 2+2\ntoday\n")] {
            let result = try coach.run(arguments, input: input, environment: ["LD_DEBUG": "libs"])
            #expect(result.status == 0, "\(result.err)")
            #expect(result.err.contains("libc.so.6"))  // the loader's own account of what it opened
            #expect(!result.err.contains("libedit"), "\(arguments)")
        }
    }

    @Test func withoutItTheShellSaysWhatToInstallAndCommandsStillRun() throws {
        let terminal = try TmuxPane()
        terminal.launch(extra: ["COACH_LIBEDIT_LIBRARY": "libedit-not-here.so.2"])
        let screen = terminal.waitFor("[exited 1]")
        #expect(
            // Wrapped at spaces to the terminal's width.
            screen.replacingOccurrences(of: "\n", with: " ").contains(
                "Error: the shell edits lines with libedit, which this machine lacks (on Debian or Ubuntu: sudo apt install libedit2). Commands given to coach itself, or piped in, work without it."
            ))
        #expect(!screen.contains("coach>"))
        let result = try terminal.coach.run(
            ["calc", "2+2"], environment: ["COACH_LIBEDIT_LIBRARY": "libedit-not-here.so.2"])
        #expect(result.out == "4\n")
    }

    /// A one-shot check-in at a terminal without libedit reads its answers a line at a time.
    @Test func withoutItAOneShotCheckInReadsPlainLines() throws {
        let terminal = try TmuxPane()
        terminal.launch(extra: ["COACH_LIBEDIT_LIBRARY": "libedit-not-here.so.2"], arguments: "checkin")
        terminal.waitFor("5 great")
        terminal.type("4")
        terminal.waitFor("5 full")
        terminal.type("3")
        terminal.waitFor("Enter skips)")
        terminal.type("slept", "Enter")
        terminal.waitFor("apart by commas)")
        terminal.type("walk, friends", "Enter")
        let saved = terminal.waitFor("[y/N]")
        #expect(saved.replacingOccurrences(of: "\n", with: " ").contains("\"slept\", tags walk, friends."))
        terminal.type("n")
        terminal.waitFor("Study five formula flashcards now? [y/N]")
        terminal.type("n")
        terminal.waitFor("an empty line ends.")
        terminal.type("Oatmeal 150", "Enter")
        terminal.waitFor("Added Oatmeal 150 kcal")
        terminal.type("Enter")
        #expect(terminal.waitFor("[exited ").contains("[exited 0]"))
    }
}
