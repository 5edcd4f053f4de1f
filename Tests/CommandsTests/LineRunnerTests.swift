import Commands
import Testing

struct LineRunnerTests {
    @Test(arguments: [
        ("stopwach", "Error: unknown command 'stopwach'. Did you mean 'stopwatch'?\n"),
        ("timr 5m", "Error: unknown command 'timr'. Did you mean 'timer'?\n"),
        ("dance", "Error: unknown command 'dance'. Type 'help' to see the commands.\n"),
        ("say 'hello", "Error: unterminated single quote (') opened at column 5; close it with another '\n"),
        ("help stopwach", "Error: no help for 'stopwach': 'stopwach' is not a command. Did you mean 'stopwatch'?\n"),
    ])
    func usageErrorsExit64(line: String, message: String) async {
        let result = await Harness().run(line)
        #expect(result.status == 64)
        #expect(result.err == message)
        #expect(result.out == "")
    }

    @Test func malformedOptionsNameTheFix() async {
        let result = await Harness().run("stopwatch laps --sort sideways")
        #expect(result.status == 64)
        #expect(
            result.err.hasPrefix(
                "Error: the value 'sideways' is invalid for '--sort <sort>'. Please provide one of 'order', 'fastest' or 'slowest'.\n"
            ))
    }

    @Test(arguments: ["", "   ", "# just a note", "coach stopwatch"])
    func blankCommentAndCoachPrefixedLinesSucceed(line: String) async {
        #expect(await Harness().run(line).status == 0)
    }

    @Test func helpGroupsCommandsByArea() async {
        let help = await Harness().run("help").out
        #expect(
            help.contains("Time\n  stopwatch  A stopwatch that keeps running across shells; shown in the prompt.\n"))
        #expect(help.contains("Shell\n  history"))
        #expect(help.contains("  exit       Leave the shell (Ctrl-D does too). (also: quit)\n"))
    }

    @Test(arguments: ["help timer", "timer --help", "help timer start", "timer start -h"])
    func commandHelpComesFromTheDeclarations(line: String) async {
        let result = await Harness().run(line)
        #expect(result.status == 0)
        #expect(result.out.contains("USAGE: coach timer"))
    }

    @Test func versionFlag() async {
        // The commit it was built from follows, when make built it (VersionTests checks which).
        #expect(await Harness().run("--version").out == coachVersionLine + "\n")
        #expect(coachVersionLine.hasPrefix("coach \(coachVersion)") && coachVersion == "0.1.0")
    }

    @Test func errorsNameTheirLineWhenGivenOne() async {
        let coach = Harness()
        let status = await LineRunner.run(line: "stopwach", context: coach.context, where: "line 7: ")
        #expect(status == 64)
        #expect(coach.output.capturedErr == "Error: line 7: unknown command 'stopwach'. Did you mean 'stopwatch'?\n")
    }
}
