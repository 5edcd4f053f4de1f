import Core
import Foundation
import Testing

/// Restoring documents other than month logs: record by record, never losing what is here.
struct RestoreDocumentsTests {
    static func json(_ text: String) -> Data { Data(text.utf8) }
    static func object(_ data: Data?) -> [String: Any]? {
        data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    @Test func visitsFavouritesProgressAndGoalsMergeByRecord() throws {
        let here = [
            "sights/me.json": Self.json(
                #"{"version": 1, "favourites": ["arena"], "visits": [{"id": "arena", "day": "2026-11-01"}]}"#),
            "formulas/progress.json": Self.json(
                #"{"version": 1, "formulas": {"ohms-law": {"learned": "2026-11-01T00:00:00.000Z"}}}"#),
            "goals.json": Self.json(#"{"version": 2, "calories": 2000}"#),
        ]
        let backup = [
            "sights/me.json": Self.json(
                #"{"version": 1, "favourites": ["arena", "museum"], "visits": [{"id": "arena", "day": "2026-11-02"}]}"#),
            "formulas/progress.json": Self.json(
                #"{"version": 1, "formulas": {"ohms-law": {"learned": "2026-11-01T00:00:00.000Z"}, "density": {}}}"#),
            "goals.json": Self.json(#"{"version": 2, "calories": 1800, "study": 5}"#),
        ]
        let plan = try RestorePlan(backup: backup, current: here, replace: false)
        #expect(plan.conflicts == ["goals.json: calories differs from the backup"])
        let sights = try #require(Self.object(plan.writes["sights/me.json"]))
        #expect(sights["favourites"] as? [String] == ["arena", "museum"])
        #expect(
            (sights["visits"] as? [[String: Any]])?.compactMap { $0["day"] as? String } == ["2026-11-01", "2026-11-02"])
        #expect(
            (Self.object(plan.writes["formulas/progress.json"])?["formulas"] as? [String: Any])?.keys.sorted() == [
                "density", "ohms-law",
            ])
        let goals = try #require(Self.object(plan.writes["goals.json"]))
        #expect(goals["calories"] as? Int == 2000 && goals["study"] as? Int == 5)
        // Added: museum, the second visit, density and the study goal; the same: arena and ohms-law.
        #expect(plan.added == 4 && plan.skipped == 2)

        let replaced = try RestorePlan(backup: backup, current: here, replace: true)
        #expect(Self.object(replaced.writes["goals.json"])?["calories"] as? Int == 1800)
        #expect(try RestorePlan(backup: here, current: here, replace: false).writes.isEmpty)
    }

    /// Backups made before caches were left out hold them; they are rebuilt, so a restore skips them.
    @Test func cachesInAnOlderBackupAreNotRestored() throws {
        let backup = [
            "sights/index.bin": Data("coach-cache 1 2\nplaces".utf8), "goals.json": Data("{\"version\": 1}".utf8),
        ]
        let plan = try RestorePlan(backup: backup, current: [:], replace: false)
        #expect(plan.writes.keys.sorted() == ["goals.json"])
        #expect(plan.added == 1 && plan.skipped == 0 && plan.conflicts.isEmpty)
    }
}
