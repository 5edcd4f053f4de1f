import Core
import Testing

@testable import Commands

struct DurationFormatTests {
    @Test(
        arguments: [
            (0.0, "00:00:00"), (59.99, "00:00:59"), (192.4, "00:03:12"), (3600, "01:00:00"),
            (359_999, "99:59:59"), (443_045, "123:04:05"), (-5, "00:00:00"),
        ] as [(Double, String)])
    func clock(seconds: Double, shown: String) {
        #expect(DurationFormat.clock(seconds) == shown)
    }

    @Test(arguments: [(0.0, "00:00:00.0"), (1.26, "00:00:01.2"), (61.99, "00:01:01.9")])
    func tenths(seconds: Double, shown: String) {
        #expect(DurationFormat.clockTenths(seconds) == shown)
    }

    @Test(
        arguments: [(100.0, false, "01:40"), (100.3, true, "01:40.3"), (3725, false, "01:02:05")]
            as [(Double, Bool, String)])
    func short(seconds: Double, tenths: Bool, shown: String) {
        #expect(DurationFormat.short(seconds, tenths: tenths) == shown)
    }

    @Test(arguments: [(320.0, "5:20"), (3920.4, "1:05:20"), (0, "0:00")] as [(Double, String)])
    func total(seconds: Double, shown: String) {
        #expect(DurationFormat.total(seconds) == shown)
    }

    @Test func progressBarsFillWholeCells() {
        #expect(SightView.levelBar(ExplorerProgress(xp: 150), width: 10) == "███████░░░")
        #expect(SightView.levelBar(ExplorerProgress(xp: 0), width: 4) == "░░░░")
        #expect(SightView.levelBar(ExplorerProgress(xp: 5_000), width: 4) == "████")
        #expect(ProgressBar.cells(0.5, width: 4, empty: " ") == "██  ")
    }
}
