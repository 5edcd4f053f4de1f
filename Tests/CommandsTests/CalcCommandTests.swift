import Commands
import Testing

struct CalcCommandTests {
    @Test(arguments: [
        ("calc 2*(3+4)", "14\n"), ("calc 2 * (3 + 4)", "14\n"), ("2*(3+4)", "14\n"), ("calc -2+3", "1\n"),
        ("calc --fraction 1/3", "1/3\n"), ("calc 1/3 --fraction", "1/3\n"), ("calc --digits 5 1/7", "0.14286\n"),
        ("calc --fraction 0.25", "0.25\n"), ("1/3", "0.333333333333333\n"), ("(1+2)(3+4)", "21\n"),
        // A first `--` ends the options; inside the expression two minus signs are still a plus.
        ("calc -- x = 3", ""), ("calc -- -2 + 3", "1\n"), ("calc 5 -- 3", "8\n"),
    ])
    func piped(line: String, out: String) async {
        let result = await Harness().run(line)
        #expect(result.status == 0)
        #expect(result.out == out)
        #expect(result.err == "")
    }

    @Test func atATerminalTheReadingIsEchoed() async {
        let coach = Harness(mode: .interactive, atTerminal: true)
        #expect(await coach.run("2*(3+4)").out == "2 × (3 + 4) = 14\n")
        #expect(await coach.run("200+10%").out == "200 + 10% = 220\n")
        #expect(await coach.run("1/3").out == "1 ÷ 3 ≈ 0.333333333333333\n")
        #expect(await coach.run("calc --fraction 1/3").out == "1 ÷ 3 = 1/3\n")
        #expect(await coach.run("x = 2^10").out == "x = 2^10 = 1024\n")
    }

    /// One line a result, with its unit; at a terminal the reading shows units written close (60 km/h, not 60 km ÷ h).
    @Test func unitsPipedAndAtATerminal() async {
        let piped = Harness()
        #expect(await piped.run("5 km + 300 m").out == "5.3 km\n")
        #expect(await piped.run("calc 60 km/h to m/s").out == "16.6666666666667 m/s\n")
        #expect(await piped.run("calc --fraction 60 km/h to m/s").out == "50/3 m/s\n")
        let coach = Harness(mode: .interactive, atTerminal: true)
        // A conversion to an exact fraction shows it beside the decimal; other results only the decimal.
        #expect(await coach.run("60 km/h -> m/s").out == "60 km/h → m/s = 50/3 m/s ≈ 16.6666666666667 m/s\n")
        #expect(await coach.run("42.195 km / 3.5 h").out == "42.195 km ÷ 3.5 h ≈ 12.0557142857143 km/h\n")
        #expect(await coach.run("2 mA * 6 kΩ").out == "2 mA × 6 kΩ = 12 V\n")
        #expect(await coach.run("250 g * 52 kcal/100g").out == "250 g × 52 kcal ÷ 100 g = 130 kcal\n")
        #expect(await coach.run("1 h 30 min -> min").out == "1 h 30 min → min = 90 min\n")
        #expect(await coach.run("d = 5 km").out == "d = 5 km = 5 km\n")
        #expect(await coach.run("vars").out == "ans = 5 km\nd = 5 km\n")
    }

    @Test func unitsInJSON() async {
        #expect(
            await Harness().run("calc --json 5 km + 300 m").out == """
                {
                  "dimension" : "length",
                  "exact" : true,
                  "fraction" : "53/10",
                  "input" : "5 km + 300 m",
                  "result" : "5.3",
                  "unit" : "km"
                }

                """)
    }

    @Test func jsonOutput() async {
        #expect(
            await Harness().run("calc --json 1/3").out == """
                {
                  "dimension" : "",
                  "exact" : false,
                  "fraction" : "1/3",
                  "input" : "1/3",
                  "result" : "0.333333333333333",
                  "unit" : ""
                }

                """)
        #expect(await Harness().run("calc --json sqrt(2)").out.contains("\"fraction\" : null"))
    }

    @Test func variablesLiveForTheSession() async {
        let coach = Harness()
        #expect(
            await coach.run("vars").out == "No variables yet; assign one with 'x = 3'. 'ans' holds the last result.\n")
        #expect(await coach.run("x = 3").out == "")
        #expect(await coach.run("x * 2").out == "6\n")
        #expect(await coach.run("ans + 1").out == "7\n")
        #expect(await coach.run("vars").out == "ans = 7\nx = 3\n")
    }

    @Test(arguments: [
        ("calc 2 + * 3", 1, "Error: expected a number after '*'\n  2 + * 3\n      ^\n"),
        ("sqr(2)", 1, "Error: unknown function 'sqr'. Did you mean 'sqrt'?\n  sqr(2)\n  ^^^\n"),
        ("calc --digits 0 1", 64, "Error: --digits takes 1 to 100; 0 is out of range, e.g. 'calc --digits 30 1/7'\n"),
    ])
    func errors(line: String, status: Int32, err: String) async {
        let result = await Harness().run(line)
        #expect(result.status == status)
        #expect(result.err.hasPrefix(err))
    }

    @Test func batchErrorsCarryTheLineNumberAboveTheCaret() async {
        let coach = Harness()
        let status = await LineRunner.run(line: "1/0", context: coach.context, where: "line 4: ")
        #expect(status == 1)
        #expect(coach.output.capturedErr == "Error: line 4: division by zero\n  1/0\n    ^\n")
    }

    @Test func percentBetweenTwoNumbersNotesTheRemainderAtTheTerminal() async {
        let coach = Harness(mode: .interactive, atTerminal: true)
        #expect(
            await coach.run("5 % 3").out
                == "5%3 = 0.15\nNote: % is percent here (5% × 3); for the remainder type '5 mod 3'.\n")
        #expect(await coach.run("200 + 10%").out == "200 + 10% = 220\n")
        #expect(await Harness().run("5 % 3").out == "0.15\n")
    }

    @Test func digitGroupsAreReadWhereTheyCannotBeArguments() async {
        let coach = Harness()
        #expect(await coach.run("1,000 + 1").out == "1001\n")
        #expect(
            await coach.run("1,00 + 1").err == "Error: expected an operator between '1' and ','\n  1,00 + 1\n   ^\n")
    }
}
