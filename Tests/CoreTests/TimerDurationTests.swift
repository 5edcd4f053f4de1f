import Core
import Testing

struct TimerDurationTests {
    @Test(arguments: [
        ("90s", 90.0), ("5m", 300), ("1h30m", 5400), ("1h 30m", 5400), ("2m30s", 150), ("1.5h", 5400),
        ("2:30", 150), ("1:00:00", 3600), ("10 min", 600), ("45sec", 45), ("1H", 3600), ("99h", 356_400),
    ])
    func accepts(text: String, seconds: Double) throws {
        #expect(try TimerDuration.parse(text) == .milliseconds(Int64(seconds * 1000)))
    }

    @Test(arguments: [
        ("", TimerDuration.ParseError.empty),
        ("5", .missingUnit("5")),
        ("5x", .notADuration("5x")),
        ("m5", .notADuration("m5")),
        ("5m5m", .notADuration("5m5m")),
        ("1:75", .notADuration("1:75")),
        ("0s", .outOfRange("0s")),
        ("100h", .outOfRange("100h")),
        // Only ASCII digits are read: other scripts' digits (here Arabic-Indic) are refused, never misread or a crash.
        ("1:٣٠", .notADuration("1:٣٠")),
        ("٣:30", .notADuration("٣:30")),
        ("٣٠m", .notADuration("٣٠m")),
        ("٣٠", .notADuration("٣٠")),
        ("½m", .notADuration("½m")),
        ("99999999999999999999:00", .outOfRange("99999999999999999999:00")),
        ("\(String(repeating: "9", count: 400))s", .outOfRange(String(repeating: "9", count: 400) + "s")),
    ])
    func refuses(text: String, error: TimerDuration.ParseError) {
        #expect(throws: error) { try TimerDuration.parse(text) }
    }

    @Test func messagesSayHowToFixIt() {
        #expect(
            TimerDuration.ParseError.missingUnit("5").message
                == "'5' needs a unit: '5m' for minutes or '5s' for seconds")
        #expect(
            TimerDuration.ParseError.notADuration("5x").message
                == "'5x' is not a duration; use forms like 90s, 5m, 1h30m or 2:30")
    }

    @Test(arguments: [(300.0, "5m"), (90, "1m30s"), (5400, "1h30m"), (3600, "1h"), (7, "7s")])
    func describes(seconds: Double, text: String) {
        #expect(TimerDuration.describe(.seconds(seconds)) == text)
    }
}
