import Foundation
import Testing

/// A data directory an SM-2 coach left, read by the shipped binary: the cards come scheduled as FSRS schedules
/// their reviews (the days PyPI's `fsrs` 6.3.2 gives), and the first change saves them so, as version 2.
struct StudyConversionEndToEndTests {
    @Test func anSM2HistoryIsScheduledByFSRSAndSavedConvertedByTheFirstChange() throws {
        let coach = CoachProcess()
        let formulas = coach.dataDirectory.appendingPathComponent("formulas")
        try FileManager.default.createDirectory(
            at: formulas.appendingPathComponent("reviews"), withIntermediateDirectories: true)
        try Data(
            """
            {"formulas": {"ohms-law": {"card": {"due": "2026-11-09", "ease": 2.5, "interval": 6, "repetitions": 2}},
             "snells-law": {"card": {"due": "2026-11-25", "ease": 2.36, "interval": 6, "repetitions": 2}}},
             "version": 1}
            """.utf8
        ).write(to: formulas.appendingPathComponent("progress.json"))
        try Data(
            """
            {"reviews": [{"date": "2026-11-01T10:00:00.000Z", "grade": "good", "id": "ohms-law"},
             {"date": "2026-11-03T10:00:00.000Z", "grade": "good", "id": "ohms-law"},
             {"date": "2026-11-14T10:00:00.000Z", "grade": "hard", "id": "ohms-law"}], "version": 1}
            """.utf8
        ).write(to: formulas.appendingPathComponent("reviews/2026-11.json"))
        // Piped, as the transcripts run it (the clock starts at the time given and runs on).
        let clock = FakeClock.running(from: "2026-11-20 09:00:00").merging(["TZ": "UTC"]) { $1 }

        // fsrs: good, good two days later (11 days), hard on the due day: 10.96 → 32.20 days, due on 12-16.
        let shown = try coach.run(input: "formula show ohms-law --json\n", environment: clock)
        #expect(shown.status == 0, "\(shown.err)")
        #expect(shown.out.contains(#""next_review" : "2026-12-16""#), "\(shown.out)")
        #expect(shown.out.contains(#""stability" : 32.2033055457"#), "\(shown.out)")
        // Snell's law has no reviews in the log: it keeps its day, and SM-2's 6 days as its memory.
        let snell = try coach.run(input: "formula show snells-law\n", environment: clock)
        #expect(snell.out.contains("next review 2026-11-25 · recall now 98%\n"), "\(snell.out)")

        // `formula show` records the view: the file is saved, converted.
        let saved = try String(contentsOf: formulas.appendingPathComponent("progress.json"), encoding: .utf8)
        #expect(
            saved.contains(#""version" : 2"#) && !saved.contains("ease") && saved.contains("lastReview"), "\(saved)")
        let stats = try coach.run(input: "formula stats --weeks 1\n", environment: clock)
        #expect(stats.out.contains("Retention: 100% recalled (2 reviews, desired 90%)\n"), "\(stats.out)")
        #expect(stats.out.contains("Due this week: today 0 · Sat 0 · Sun 0 · Mon 0 · Tue 0 · Wed 1 · Thu 0\n"))
    }
}
