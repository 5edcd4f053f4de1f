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
            screen.replacingOccurrences(of: "\n", with: "").contains(
                "Error: the shell edits lines with libedit, which this machine lacks (on Debian or Ubuntu: sudo apt install libedit2). Commands given to coach itself, or piped in, work without it."
            ))
        #expect(!screen.contains("coach>"))
        let result = try terminal.coach.run(
            ["calc", "2+2"], environment: ["COACH_LIBEDIT_LIBRARY": "libedit-not-here.so.2"])
        #expect(result.out == "4\n")
    }
}
