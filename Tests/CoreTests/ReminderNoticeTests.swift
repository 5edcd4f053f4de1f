import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// Reminders that reach a person anywhere: the exact bytes of terminal notifications, and quiet hours.
struct ReminderNoticeTests {
    @Test func osc9AndOsc777Bytes() {
        #expect(
            ReminderNotice.bytes(title: "coach reminder", body: "Reminder (11:00): 'breathe'", as: .osc9, inTmux: false)
                == "\u{1B}]9;coach reminder: Reminder (11:00): 'breathe'\u{07}")
        #expect(
            ReminderNotice.bytes(title: "coach reminder", body: "stand up; drink", as: .osc777, inTmux: false)
                == "\u{1B}]777;notify;coach reminder;stand up, drink\u{07}")
    }

    @Test func insideTmuxEveryEscapeIsDoubledAndWrapped() {
        #expect(
            ReminderNotice.bytes(title: "coach", body: "x", as: .osc9, inTmux: true)
                == "\u{1B}Ptmux;\u{1B}\u{1B}]9;coach: x\u{07}\u{1B}\\")
        #expect(
            ReminderNotice.bytes(title: "a;b", body: "c", as: .osc777, inTmux: true)
                == "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;a,b;c\u{07}\u{1B}\\")
    }

    /// No control character from a note reaches the terminal: ESC, BEL, C1 (ST, CSI) dropped; breaks made spaces.
    @Test func controlCharactersNeverReachTheSequence() {
        let hostile = "a\u{1B}]0;owned\u{07}b\u{9C}\u{9B}c\nd\te\u{7F}"
        let bytes = ReminderNotice.bytes(title: "t\u{1B}", body: hostile, as: .osc777, inTmux: false)
        #expect(bytes == "\u{1B}]777;notify;t;a]0,ownedbc d e\u{07}")
        #expect(bytes.unicodeScalars.filter(ControlCharacters.isControl).count == 2)  // the sequence's own ESC and BEL
        let long = ReminderNotice.bytes(title: "t", body: String(repeating: "x", count: 500), as: .osc9, inTmux: false)
        #expect(long.count == "\u{1B}]9;\u{07}".count + 240)
    }

    @Test(arguments: [
        ([:], ReminderNotice.Sequence.osc9), (["TERM": "foot"], .osc777), (["TERM": "rxvt-unicode-256color"], .osc777),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], .osc777), (["TERM": "xterm-kitty"], .osc9),
    ])
    func theTerminalChoosesTheSequence(environment: [String: String], sequence: ReminderNotice.Sequence) {
        #expect(ReminderNotice.sequence(environment: environment) == sequence)
    }

    static let berlin = ZoneRules(identifier: "Europe/Berlin")!
    static func utc(_ text: String) -> Date { ReminderScheduleTests.utc(text) }
    static func text(_ date: Date) -> String {
        let calendar = LocalCalendar(timeZone: .utc)
        return CalendarDay(date, in: calendar).text + "T" + CalendarDay.clock(date, in: calendar) + "Z"
    }

    static let reminders = Reminders(
        reminders: [
            Reminder(
                id: 1, rule: .daily(WallTime("23:00")!), command: "checkin", note: nil, added: utc("2026-01-01T00:00Z")),
            Reminder(
                id: 2, rule: .every(minutes: 60, from: WallTime("06:00")!, to: WallTime("08:00")!), command: "breathe",
                note: nil, added: utc("2026-01-01T00:00Z")),
            Reminder(
                id: 3, rule: .daily(WallTime("12:00")!), command: "meal", note: nil, added: utc("2026-01-01T00:00Z")),
        ], quiet: QuietHours("22:00-07:00"))

    /// Quiet 22:00-07:00 (Berlin, UTC+1): 23:00 and 06:00 are held to 07:00 and ring once there.
    @Test func quietHoursAcrossMidnightHoldRingsUntilTheyEnd() {
        let rings = Self.reminders.rings(
            after: Self.utc("2026-11-24T12:00Z"), through: Self.utc("2026-11-25T12:00Z"), in: Self.berlin)
        let shown = rings.map { "\($0.reminder.id) \(Self.text($0.at)) \($0.held.map(Self.text) ?? "-")" }
        #expect(
            shown == [
                "1 2026-11-25T06:00Z 2026-11-24T22:00Z",  // 23:00, held until 07:00
                "2 2026-11-25T06:00Z 2026-11-25T05:00Z",  // 06:00 held; its own 07:00 ring is the same ring
                "2 2026-11-25T07:00Z -",  // 08:00
                "3 2026-11-25T11:00Z -",  // 12:00
            ])
    }

    /// Asked a minute at a time (as an open shell asks), the held rings come once, at the end: none lost, none twice.
    @Test func heldRingsAreNeitherLostNorRepeated() {
        let start = Self.utc("2026-11-24T12:00Z")
        var rings: [ReminderRing] = []
        for minute in 0..<(24 * 60) {
            let from = start.addingTimeInterval(Double(minute) * 60)
            rings += Self.reminders.rings(after: from, through: from.addingTimeInterval(60), in: Self.berlin)
        }
        #expect(rings == Self.reminders.rings(after: start, through: start.addingTimeInterval(86_400), in: Self.berlin))
        #expect(
            Self.reminders.rings(after: start, through: Self.utc("2026-11-25T05:59Z"), in: Self.berlin).isEmpty)
    }

    @Test func quietHoursWithinADay() {
        let quiet = QuietHours("12:30-13:30")!
        #expect(quiet.end(holding: Self.utc("2026-11-25T11:00Z"), in: Self.berlin) == nil)  // 12:00
        #expect(quiet.end(holding: Self.utc("2026-11-25T12:00Z"), in: Self.berlin) == Self.utc("2026-11-25T12:30Z"))
        #expect(quiet.end(holding: Self.utc("2026-11-25T12:30Z"), in: Self.berlin) == nil)  // the end is not quiet
    }

    @Test(arguments: ["22:00-22:00", "22:00", "25:00-07:00", "off", ""])
    func notQuietHours(text: String) { #expect(QuietHours(text) == nil) }
}
