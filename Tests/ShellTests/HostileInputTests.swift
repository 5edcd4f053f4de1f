import Foundation
import Testing

/// The built binary under input meant to break it: the longest and deepest lines it reads, lines
/// just past its limits, and digits from other scripts. Each answers or fails with a message and
/// the shell goes on with the next line; none may end the process with a signal.
struct HostileInputTests {
    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// As long and as deep as a line may be (10,000 characters), and the answer it gives.
    static let deepest: [(String, String)] = [
        (repeated("1+", 4999) + "1", "5000"),
        (repeated("(", 4999) + "7" + repeated(")", 4999), "7"),
        (repeated("sqrt(", 1666) + "1" + repeated(")", 1666), "1"),
        (repeated("1^", 4999) + "2", "1"),
        (repeated("-", 9998) + "3", "3"),
        (repeated("9", 10_000), repeated("9", 10_000)),
    ]

    @Test(arguments: 0..<deepest.count)
    func theDeepestLinesAnswerPipedAndFromSource(row: Int) throws {
        let (line, answer) = Self.deepest[row]
        let coach = CoachProcess()
        let piped = try coach.run(input: line + "\n2+2\n")
        #expect(piped.status == 0)
        #expect(piped.out == answer + "\n4\n")
        #expect(piped.err == "")

        let script = coach.home.appendingPathComponent("deep.coach")
        try (line + "\n").write(to: script, atomically: true, encoding: .utf8)
        let sourced = try coach.run(input: "source \(script.path)\n2+2\n")
        #expect(sourced.status == 0)
        #expect(sourced.out == answer + "\n4\n")
        if !line.hasPrefix("-") { #expect(try coach.run(["calc", line]).out == answer + "\n") }
    }

    /// Just past a limit: one character or one digit too many.
    @Test(arguments: [
        (repeated("1+", 5000) + "1", "the expression has 10,001 characters, more than the 10,000 one line may have"),
        (
            repeated("(", 5001) + repeated(")", 5001),
            "the expression has 10,002 characters, more than the 10,000 one line may have"
        ),
        (repeated("9", 10_001), "this number has more than 10,000 digits"),
        (repeated("8", 60_000), "this number has more than 10,000 digits"),
    ])
    func linesPastALimitFailAndTheShellGoesOn(line: String, problem: String) throws {
        let coach = CoachProcess()
        let piped = try coach.run(input: line + "\n2+2\n")
        #expect(piped.status == 1)
        #expect(piped.out == "4\n")
        #expect(piped.err.hasPrefix("Error: line 1: " + problem))
        #expect(piped.err.split(separator: "\n").allSatisfy { $0.count < 200 })

        let script = coach.home.appendingPathComponent("long.coach")
        try (line + "\n").write(to: script, atomically: true, encoding: .utf8)
        let sourced = try coach.run(input: "source \(script.path)\n2+2\n")
        #expect(sourced.status == 1)
        #expect(sourced.out == "4\n")
        #expect(sourced.err.hasPrefix("Error: \(script.path) line 1: " + problem))
    }

    @Test(
        arguments: [
            // A length is read before the line runs: a wrong one is a usage mistake, its usage line after it.
            (
                ["timer", "1:٣٠"], 64,
                "Error: '1:٣٠' is not a duration; use forms like 90s, 5m, 1h30m or 2:30\nUsage: coach timer start"
            ),
            (
                ["timer", "٣:30"], 64,
                "Error: '٣:30' is not a duration; use forms like 90s, 5m, 1h30m or 2:30\nUsage: coach timer start"
            ),
            (
                ["meal", "add", "Apple", "99999999999999999999.5"], 1,
                "Error: calories are whole numbers; write one from 1 to 10,000 instead of '99999999999999999999.5'\n"
            ),
        ] as [([String], Int32, String)])
    func digitsCoachCannotReadAreRefused(arguments: [String], status: Int32, err: String) throws {
        let result = try CoachProcess().run(arguments)
        #expect(result.status == status)
        #expect(status == 64 ? result.err.hasPrefix(err) : result.err == err)
    }
}
