import Core
import Foundation
import Testing

/// The units `remind install` writes are ones systemd accepts: checked with systemd-analyze.
struct ReminderUnitFilesTests {
    static let analyze = NeededTool("/usr/bin/systemd-analyze")

    @Test(NeededTool.needed(analyze))
    func systemdAnalyzeVerifiesTheTimerAndTheService() throws {
        let analyze = try Self.analyze.require()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-units-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = Date(timeIntervalSince1970: 1_795_248_720)
        let reminders = Reminders(reminders: [
            Reminder(id: 1, rule: .daily(WallTime("07:05")!), command: "breathe", note: nil, added: added),
            Reminder(
                id: 2, rule: .every(minutes: 45, from: WallTime("09:00")!, to: WallTime("18:00")!), command: "meal",
                note: "water", added: added),
            Reminder(
                id: 3, rule: .daily(WallTime("08:00")!), command: "checkin", note: nil, added: added,
                days: Weekday.workingDays),
            Reminder(
                id: 4, rule: .daily(WallTime("08:00")!), command: "breathe", note: nil, added: added,
                days: [.mon, .wed, .sun]),
        ])
        for reminders in [reminders, Reminders()] {
            try ReminderUnits.serviceText(executable: CoachProcess.binary, dataDirectory: "/tmp/a 100% \"odd\" $HOME")
                .write(to: folder.appendingPathComponent(ReminderUnits.service), atomically: true, encoding: .utf8)
            try ReminderUnits.timerText(reminders).write(
                to: folder.appendingPathComponent(ReminderUnits.timer), atomically: true, encoding: .utf8)
            let result = try CoachProcess().run(
                [
                    "verify", "--man=no", folder.appendingPathComponent(ReminderUnits.timer).path,
                    folder.appendingPathComponent(ReminderUnits.service).path,
                ], program: analyze)
            #expect(result.status == 0, "systemd-analyze verify: \(result.out) \(result.err)")
            #expect(result.err.isEmpty, "systemd-analyze warned: \(result.err)")
        }
    }
}
