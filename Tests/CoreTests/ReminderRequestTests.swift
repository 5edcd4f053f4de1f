import Core
import Testing

/// `remind add` words: a time or an interval with its window, a coach command, a note.
struct ReminderRequestTests {
    static let commands = ["breathe", "checkin", "formula", "meal", "today"]

    static func parse(_ words: [String]) throws(ReminderInputError) -> ReminderRequest {
        try ReminderRequest.parse(words, isCommand: { commands.contains($0) }, commands: commands)
    }

    @Test(arguments: [
        (["11:00", "breathe"], ReminderRequest(rule: .daily(WallTime("11:00")!), command: "breathe", note: nil)),
        (
            ["every", "2h", "09:00-18:00", "breathe", "stand", "up"],
            ReminderRequest(
                rule: .every(minutes: 120, from: WallTime("09:00")!, to: WallTime("18:00")!), command: "breathe",
                note: "stand up")
        ),
        (
            ["every", "90m", "breathe box"],
            ReminderRequest(
                rule: .every(minutes: 90, from: WallTime("09:00")!, to: WallTime("18:00")!), command: "breathe box",
                note: nil)
        ),
        (
            ["Every", "1h30m", "8:00–20:00", "formula quiz", "  "],
            ReminderRequest(
                rule: .every(minutes: 90, from: WallTime("08:00")!, to: WallTime("20:00")!), command: "formula quiz",
                note: nil)
        ),
    ])
    func reads(words: [String], request: ReminderRequest) throws {
        #expect(try Self.parse(words) == request)
    }

    @Test(arguments: [
        (
            [],
            "say when and what, e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'"
        ),
        (
            ["11"],
            "'11' is not a time; use HH:MM on a 24-hour clock or 'every', e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'"
        ),
        (["every"], "say how often; use minutes or hours with their unit, e.g. 'every 90m' or 'every 2h'"),
        (
            ["every", "2", "breathe"],
            "'2' is not an interval; use minutes or hours with their unit, e.g. 'every 90m' or 'every 2h'"
        ),
        (["every", "2m", "breathe"], "every 2m is out of range; choose from 5 minutes to 12 hours, e.g. 'every 2h'"),
        (["every", "13h", "breathe"], "every 13h is out of range; choose from 5 minutes to 12 hours, e.g. 'every 2h'"),
        (
            ["every", "2h", "18:00-09:00", "breathe"],
            "'18:00-09:00' is not a window of the day; give HH:MM-HH:MM ending after it starts, e.g. 09:00-18:00"
        ),
        (
            ["11:00"],
            "say what to do when it rings, a coach command, e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'"
        ),
        (
            ["11:00", "breath"],
            "'breath' is not a coach command. Did you mean 'breathe'? A reminder names the command to run, e.g. 'remind add 11:00 breathe' or 'remind add every 2h 09:00-18:00 breathe \"stand up\"'"
        ),
        (
            ["11:00", "breathe", "stand\u{1B}[2Jup"],
            "the note 'stand^[[2Jup' contains a control character (^[); type the note without it"
        ),
    ])
    func refuses(words: [String], message: String) {
        #expect(throws: ReminderInputError.self) { try Self.parse(words) }
        do { _ = try Self.parse(words) } catch { #expect(error.message == message) }
    }

    @Test func aNoteHasALimit() {
        #expect(throws: ReminderInputError.noteTooLong(201)) {
            try Self.parse(["11:00", "breathe", String(repeating: "a", count: 201)])
        }
    }

    @Test(arguments: [
        ("30m", 30), ("1h", 60), ("2h30m", 150), ("7days", nil), ("90", nil), ("0m", nil), ("169h", nil),
        ("168h", 10_080),
    ])
    func pauseLengths(text: String, minutes: Int?) {
        #expect((try? ReminderRequest.pauseMinutes(text)) == minutes)
    }
}
