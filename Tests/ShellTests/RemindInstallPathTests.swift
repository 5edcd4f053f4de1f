import Foundation
import Testing

/// A data directory whose path holds a line break would end the systemd unit's ExecStart= line, or add
/// a line of its own to the crontab: `remind install` refuses it, says why and how to fix it, and writes nothing.
struct RemindInstallPathTests {
    @Test(arguments: [["remind", "install"], ["remind", "install", "--cron"]])
    func aDataDirectoryWithAControlCharacterIsRefused(command: [String]) throws {
        let coach = CoachProcess()
        let odd = coach.home.appendingPathComponent("my\ndata\tdir").path
        let shown = coach.home.path + "/my^Jdata^Idir"
        let result = try coach.run(["--data-dir", odd] + command)
        #expect(
            result.err == """
                Error: the data directory '\(shown)' holds control characters (^J, ^I), which a systemd unit or a crontab line cannot hold; \
                rename the folder without them and give the new name with --data-dir DIR (or COACH_HOME), then run 'remind install' again

                """)
        #expect(result.out == "")
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: coach.home.appendingPathComponent("config/systemd").path))
    }

    @Test func aDataDirectoryWithSpacesAndQuotesStillInstalls() throws {
        let coach = CoachProcess()
        let odd = coach.home.appendingPathComponent("my 'data' 100%").path
        let result = try coach.run(["--data-dir", odd, "remind", "install", "--cron"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("# (no reminders yet: add one with 'coach remind add', then run this again)\n"))
    }
}
