import Foundation
import Testing

struct ExitStatusTests {
    @Test(
        arguments: [
            (["stopwatch"], 0, "00:00:00 stopped\n", ""),
            (["stopwach"], 64, "", "Error: unknown command 'stopwach'. Did you mean 'stopwatch'?\n"),
            (["timer", "cancel", "2"], 1, "", "Error: there is no timer 2; 'timer list' shows the running ones\n"),
            (
                ["timer", "5"], 64, "",
                "Error: '5' needs a unit: '5m' for minutes or '5s' for seconds\nUsage: coach timer start [<length>] [<label> ...] [--json]\n  See 'coach timer start --help' for more information.\n"
            ),
            (["--color", "purple", "stopwatch"], 64, "", ""),
            (["--data-dir"], 64, "", ""),
            (
                ["--verison"], 64, "",
                "Error: unknown option '--verison'. Did you mean '--version'? Options come before the command (coach --color never today); 'help' lists the commands.\n"
            ),
            (
                ["-v"], 64, "",
                "Error: unknown option '-v'. Did you mean '--version'? Options come before the command (coach --color never today); 'help' lists the commands.\n"
            ),
            (
                ["--colour", "never", "calc", "1"], 64, "",
                "Error: unknown option '--colour'. Did you mean '--color'? Options come before the command (coach --color never today); 'help' lists the commands.\n"
            ),
            (
                ["relax", "fire"], 1, "",
                "Error: relax draws moving pictures and needs a terminal: run it at one, not piped or with TERM=dumb\n"
            ),
            // A word the command reads wrong is 64 with the usage, whether ArgumentParser or the command finds it.
            (
                ["goal", "study", "0"], 64, "",
                "Error: a study goal of 0 cards a day is out of range; choose 1 to 500 cards, e.g. 'goal study 10'\nUsage: coach goal show [<area>] [<goal> ...] [--json]\n  See 'coach goal show --help' for more information.\n"
            ),
            (
                ["settings", "set", "bogus", "1"], 64, "",
                "Error: there is no setting 'bogus'. The settings are technique, bell, sound, color, language, display, day-starts, notify, retention, circle-color, background-color\nUsage: coach settings set <key> <value>\n  See 'coach settings set --help' for more information.\n"
            ),
            (
                ["insights", "week", "--area", "foo"], 64, "",
                "Error: there is no area 'foo'; the areas are mood, breathing, meals, study, sights, relax\nUsage: coach insights week [--area <area>] [--date <date>] [--json]\n  See 'coach insights week --help' for more information.\n"
            ),
            (["goal", "breathing", "500m"], 64, "", ""),
            (
                ["sights", "serch", "arena"], 64, "",
                "Error: unknown subcommand 'serch' of 'sights'. Did you mean 'search'? 'sights --help' lists what it does.\n"
            ),
        ] as [([String], Int32, String, String)])
    func oneShot(arguments: [String], status: Int32, out: String, err: String) throws {
        let result = try CoachProcess().run(arguments)
        #expect(result.status == status)
        #expect(result.out == out)
        if !err.isEmpty { #expect(result.err == err) } else if status == 64 { #expect(result.err.hasPrefix("Error: ")) }
    }

    @Test func oneShotStartsAndAnotherProcessSeesItRunning() throws {
        let coach = CoachProcess()
        #expect(try coach.run(["stopwatch", "start"]).out == "Stopwatch started.\n")
        let status = try coach.run(["stopwatch"])
        #expect(status.out.hasSuffix(" running\n"))
        #expect(
            try coach.run(["--data-dir", coach.home.appendingPathComponent("other").path, "stopwatch"]).out
                == "00:00:00 stopped\n")
    }

    @Test func batchKeepsGoingAndFailsOverall() throws {
        let result = try CoachProcess().run(input: "stopwatch start\nbogus\nstopwatch stop\ntimer x\n")
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("Stopwatch started.\nStopwatch stopped at 00:00:0"))
        #expect(
            result.err == """
                Error: line 2: unknown command 'bogus'. Type 'help' to see the commands.
                Error: line 4: 'x' is not a duration; use forms like 90s, 5m, 1h30m or 2:30
                Usage: coach timer start [<length>] [<label> ...] [--json]
                  See 'coach timer start --help' for more information.

                """)
    }

    @Test func bailStopsAtTheFirstFailure() throws {
        let result = try CoachProcess().run(["--bail"], input: "stopwatch\nbogus\nstopwatch start\n")
        #expect(result.status == 1)
        #expect(result.out == "00:00:00 stopped\n")
        #expect(result.err == "Error: line 2: unknown command 'bogus'. Type 'help' to see the commands.\n")
    }

    @Test func sourceRunsAScriptAndNamesItsLines() throws {
        let coach = CoachProcess()
        let script = coach.home.appendingPathComponent("morning.coach")
        try "stopwatch start\nnope\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try coach.run(input: "source \(script.path)\nstopwatch\nsource /no/such/file\n")
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("Stopwatch started.\n00:00:0"))
        #expect(
            result.err == """
                Error: \(script.path) line 2: unknown command 'nope'. Type 'help' to see the commands.
                Error: line 3: cannot read the script '/no/such/file': no such file

                """)
    }

    @Test func aScriptWithWindowsLineEndingsRunsLineByLine() throws {
        let coach = CoachProcess()
        let script = coach.home.appendingPathComponent("windows.coach")
        try "stopwatch\r\n2+2\r\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try coach.run(["source", script.path])
        #expect(result.err == "")
        #expect(result.out == "00:00:00 stopped\n4\n")
    }

    @Test func aScriptThatSourcesItselfStops() throws {
        let coach = CoachProcess()
        let script = coach.home.appendingPathComponent("loop.coach")
        try "source \(script.path)\n".write(to: script, atomically: true, encoding: .utf8)
        let result = try coach.run(["source", script.path])
        #expect(result.status == 1)
        #expect(result.err.contains("scripts nest more than 16 deep; does '\(script.path)' source itself?"))
    }

    @Test func noHistoryIsRecordedOutsideTheInteractiveShell() throws {
        let coach = CoachProcess()
        try coach.run(input: "stopwatch\n")
        try coach.run(["stopwatch"])
        #expect(!FileManager.default.fileExists(atPath: coach.historyFile.path))
    }

    @Test func settingsLiveInTheConfigFolderAndColourFollowsThem() throws {
        let coach = CoachProcess()
        let config = coach.home.appendingPathComponent("config/coach/settings.json").path
        #expect(try coach.run(["where"]).out.contains("settings   \(config)"))
        #expect(try coach.run(["settings", "set", "color", "always"]).status == 0)
        #expect(FileManager.default.fileExists(atPath: config))
        #expect(try coach.run(["help"]).out.contains("\u{1B}["))  // coloured without --color
        #expect(try !coach.run(["--color", "never", "help"]).out.contains("\u{1B}["))
    }
}
