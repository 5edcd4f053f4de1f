import Commands
import Testing

/// Mistakes people make at the start of a line get the right answer: an option is an option, not
/// arithmetic; a pasted prompt is dropped; a subcommand that does not exist is named as one.
struct MistakeTests {
    static let optionsHint =
        " Options come before the command (coach --color never today); 'help' lists the commands.\n"

    @Test(arguments: [
        ("--verison", "Error: unknown option '--verison'. Did you mean '--version'?" + optionsHint),
        ("-v", "Error: unknown option '-v'. Did you mean '--version'?" + optionsHint),
        ("--colour never calc 1", "Error: unknown option '--colour'. Did you mean '--color'?" + optionsHint),
        ("-q", "Error: unknown option '-q'." + optionsHint),
        (
            "--color never today",
            "Error: '--color' is given when coach starts, before a command (coach --color …); in a line, start with a command\n"
        ),
    ])
    func anOptionWhereACommandBelongsIsAUsageError(line: String, error: String) async {
        let result = await Harness().run(line)
        #expect(result.err == error)
        #expect(result.status == 64)
    }

    @Test(arguments: [("-pi", "-3.14159265358979\n"), ("-5+3", "-2\n"), ("--5", "5\n"), ("-x*2", "-4\n")])
    func aSignBeforeANumberOrAKnownNameIsStillArithmetic(line: String, result: String) async {
        let coach = Harness()
        await coach.run("x = 2")
        #expect(await coach.run(line).out == result)
    }

    @Test(arguments: ["$ coach stopwatch", "coach> stopwatch", "coach 00:03:12> stopwatch", "coach stopwatch"])
    func aPastedPromptIsDropped(line: String) async {
        let result = await Harness().run(line)
        #expect(result.out == "00:00:00 stopped\n")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        (
            "sights serch arena",
            "Error: unknown subcommand 'serch' of 'sights'. Did you mean 'search'? 'sights --help' lists what it does.\n"
        ),
        ("formula find ohm", "Error: unknown subcommand 'find' of 'formula'. 'formula --help' lists what it does.\n"),
        (
            "sights unvisit mordovia-arena",
            "Error: unknown subcommand 'unvisit' of 'sights'. Visits stay in your explorer journal; 'sights show ID' lists a sight's visits. 'sights --help' lists what it does.\n"
        ),
        (
            "checkin lst",
            "Error: unknown subcommand 'lst' of 'checkin'. Did you mean 'list'? 'checkin --help' lists what it does.\n"
        ),
    ])
    func anUnknownSubcommandIsNamedWithWhatWasMeant(line: String, error: String) async {
        let result = await Harness().run(line)
        #expect(result.err == error)
        #expect(result.status == 64)
    }

    @Test func naturalSynonymsAreAliases() async {
        let coach = Harness(mode: .interactive)
        #expect(await coach.run("stopwatch start").status == 0)
        #expect(await coach.run("stopwatch pause").out == "Stopwatch stopped at 00:00:00.\n")
        #expect(await coach.run("timer 5m tea").status == 0)
        #expect(await coach.run("timer stop 1").out.hasPrefix("Cancelled timer 1"))
        #expect(await coach.run("meal add Apple 52").status == 0)
        #expect(await coach.run("meal remove 1 --yes").out.hasPrefix("Deleted Apple 52 kcal"))
    }

    @Test func versionIsOnlyForTheWholeOfCoach() async {
        let result = await Harness().run("meal --version")
        #expect(
            result.err == "Error: '--version' goes alone, before any command: 'coach --version' (this is coach 0.1.0)\n"
        )
        #expect(result.status == 64)
    }

    @Test(arguments: ["help breathe", "breathe --help", "breathe -h"])
    func helpForACommandShowsWhatItsDefaultTakes(line: String) async {
        let help = await Harness().run(line).out
        #expect(
            help.contains("Without a subcommand, 'breathe start' runs, and takes these:\nARGUMENTS:\n  <technique>"))
        #expect(help.contains("  --cycles <n>            How many breaths (1–100).\n"))
        #expect(!help.contains("--version"))
    }
}
