import Foundation
import Testing

/// Rough edges a new user hit, on the built coach.
struct RoughEdgesTests {
    @Test func aMissingOptionValueNamesCoachNotAnInternalType() throws {
        let result = try CoachProcess().run(["--data-dir"])
        #expect(result.status == 64)
        let named = ["Usage: coach [--data-dir <dir>]", "See 'coach --help'"].allSatisfy(result.err.contains)
        #expect(named && !result.err.contains("global"), "\(result.err)")
    }

    @Test func calcReadsItsExpressionsFromStandardInputAsBcDoes() throws {
        let coach = CoachProcess()
        let piped = try coach.run(["calc"], input: "2^10\n# a comment\n\n(1+2)*3\n")
        #expect(piped.status == 0 && piped.out == "1024\n9\n")
        let nothing = try coach.run(["calc"], input: "")
        #expect(nothing.status == 64)
        let expected = "Error: give an expression, e.g. 'calc 2*(3+4)', or pipe them in: 'echo 2^10 | coach calc'\n"
        #expect(nothing.err == expected)
    }

    @Test func timerJSONListsAsTimerListJSONDoes() throws {
        let coach = CoachProcess()
        let listed = try coach.run(["timer", "--json"])
        let list = try coach.run(["timer", "list", "--json"])
        #expect(listed.status == 0 && listed.out == list.out)
    }

    @Test func restDaysPlannedAheadAreCounted() throws {
        let coach = CoachProcess()
        #expect(try coach.run(["checkin", "rest", "--date", "tomorrow"]).status == 0)
        let streaks = try coach.run(["streaks"]).out
        let line = "Rest days: 0 in the last 7 days, 1 planned ahead (at most 2); 'checkin rest' plans one.\n"
        #expect(streaks.hasSuffix(line))
    }
}
