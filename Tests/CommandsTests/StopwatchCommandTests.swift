import Commands
import Testing

struct StopwatchCommandTests {
    @Test(arguments: Harness.StoreKind.allCases)
    func aMorningWithTheStopwatch(store: Harness.StoreKind) async {
        let coach = Harness(store)
        #expect(await coach.run("stopwatch").out == "00:00:00 stopped\n")
        #expect(await coach.run("stopwatch start").out == "Stopwatch started.\n")
        coach.pass(192.4)
        #expect(await coach.run("stopwatch").out == "00:03:12 running\n")
        #expect(await coach.run("stopwatch start").out == "The stopwatch is already running (00:03:12).\n")
        #expect(await coach.run("stopwatch lap").out == "Lap 1: 00:03:12.4 (total 00:03:12.4).\n")
        coach.pass(61)
        #expect(await coach.run("stopwatch lap").out == "Lap 2: 00:01:01.0 (total 00:04:13.4).\n")
        coach.pass(100)
        #expect(await coach.run("stopwatch stop").out == "Stopwatch stopped at 00:05:53.\n")
        coach.pass(1000)
        #expect(await coach.run("stopwatch").out == "00:05:53 stopped, 2 laps\n")
        #expect(
            await coach.run("stopwatch stop").out
                == "The stopwatch is already stopped (00:05:53); 'stopwatch start' resumes it.\n")
        #expect(
            await coach.run("stopwatch laps").out == """
                lap  lap time     total
                  1  00:03:12.4   00:03:12.4
                  2  00:01:01.0   00:04:13.4

                """)
        #expect(
            await coach.run("stopwatch laps --sort fastest").out.split(separator: "\n").dropFirst().map { $0.prefix(3) }
                == ["  2", "  1"])
        #expect(await coach.run("stopwatch start").out == "Stopwatch resumed at 00:05:53.\n")
        #expect(await coach.run("stopwatch reset").out == "Stopwatch reset to 00:00:00; still running.\n")
        coach.pass(5)
        #expect(await coach.run("stopwatch").out == "00:00:05 running\n")
    }

    @Test func hidingKeepsItCounting() async {
        let coach = Harness()
        await coach.run("stopwatch start")
        #expect(
            await coach.run("stopwatch hide").out == "The stopwatch is hidden from the prompt; it keeps counting.\n")
        coach.pass(3600 * 101)
        #expect(await coach.run("stopwatch").out == "101:00:00 running (hidden from the prompt)\n")
        #expect(await coach.run("stopwatch show").out == "The prompt shows the stopwatch while it runs.\n")
    }

    @Test func lapWhileStoppedIsAMessageNotAFailure() async {
        let result = await Harness().run("stopwatch lap")
        #expect(result.status == 0)
        #expect(result.out == "The stopwatch is not running; 'stopwatch start' starts it.\n")
        #expect(
            await Harness().run("stopwatch laps").out
                == "No laps yet; 'stopwatch lap' records one while the stopwatch runs.\n")
    }

    @Test func jsonStatus() async {
        let coach = Harness()
        await coach.run("stopwatch start")
        coach.pass(2.5)
        await coach.run("stopwatch lap")
        #expect(
            await coach.run("stopwatch --json").out == """
                {
                  "display" : "00:00:02",
                  "elapsed" : 2.5,
                  "hidden" : false,
                  "laps" : [
                    {
                      "lap" : 1,
                      "seconds" : 2.5,
                      "total" : 2.5
                    }
                  ],
                  "running" : true
                }

                """)
    }

    @Test func watchNeedsATerminal() async {
        let result = await Harness().run("stopwatch watch")
        #expect(result.status == 1)
        #expect(result.err == "Error: 'stopwatch watch' needs a terminal; use 'stopwatch' to print the time once\n")
    }
}
