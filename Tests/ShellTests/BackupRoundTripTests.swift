import Foundation
import Testing

/// A year of data in every area, backed up and restored into an empty data directory, shows the
/// same in every listing; restoring it again adds nothing.
struct BackupRoundTripTests {
    /// Every listing a person or a script reads, as JSON.
    static let listings: [[String]] = [
        ["insights", "year", "--json"], ["insights", "mood", "--json"], ["insights", "time", "--days", "365", "--json"],
        ["insights", "calendar", "--json"], ["checkin", "list", "--days", "400", "--json"], ["breathe", "stats", "--json"],
        ["breathe", "list", "--json"], ["meal", "history", "--days", "365", "--json"], ["meal", "foods", "--json"],
        ["meal", "list", "2026-03-14", "--json"], ["meal", "show", "1", "--json"], ["formula", "progress", "--json"],
        ["formula", "stats", "--json"], ["goal", "--json"], ["remind", "list", "--json"], ["sights", "favs", "--json"],
        ["sights", "profile", "--json"], ["streaks", "--json"], ["today", "--json"],
    ]

    @Test func aYearComesBackTheSame() throws {
        let coach = CoachProcess()
        let environment = ["TZ": "Europe/Moscow"]
        try Self.writeAYear(into: coach.dataDirectory)
        let photo = coach.home.appendingPathComponent("lunch.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 1, 2, 3]).write(to: photo)
        let setUp = """
            goal breathing 10m
            goal calories 2000
            goal study 2
            remind add every 2h 09:00-18:00 breathe "stand up"
            sights visit mordovia-arena
            sights fav millennium-square
            formula learn ohms-law kinetic-energy
            breathe save slow --inhale 5 --exhale 7
            meal add Lunch 640 --photo \(photo.path)
            """
        #expect(try coach.run(input: setUp, environment: environment).status == 0)
        // A photo is shown with its path in the data directory, which differs by the directory's name.
        let before = try Self.listings.map { try coach.run($0, environment: environment).out.replacingOccurrences(of: coach.dataDirectory.path, with: "DATA") }

        let backup = coach.home.appendingPathComponent("backup.json")
        let saved = try coach.run(["backup", backup.path], environment: environment)
        #expect(saved.status == 0, "\(saved.err)")
        let empty = coach.home.appendingPathComponent("restored")
        let elsewhere = environment.merging(["COACH_HOME": empty.path]) { $1 }
        let restored = try coach.run(["restore", backup.path], environment: elsewhere)
        #expect(restored.status == 0, "\(restored.err)")
        #expect(restored.out.contains(" records added, 0 already here."))
        for (listing, expected) in zip(Self.listings, before) {
            let after = try coach.run(listing, environment: elsewhere).out.replacingOccurrences(of: empty.path, with: "DATA")
            #expect(after == expected, "\(listing.joined(separator: " "))")
        }
        let photos = try FileManager.default.contentsOfDirectory(atPath: empty.appendingPathComponent("meals/photos").path)
        #expect(try photos.map { try Data(contentsOf: empty.appendingPathComponent("meals/photos/\($0)")) } == [Data(contentsOf: photo)])
        let again = try coach.run(["restore", backup.path], environment: elsewhere)
        #expect(again.out.contains(": 0 records added, "))
        #expect(!again.out.contains("conflict"))
    }

    /// Month files for a year: three meals, a check-in and a breathing session every day, a review every other day.
    static func writeAYear(into folder: URL) throws {
        let script = """
            import datetime, json, os, random, sys
            root = sys.argv[1]; r = random.Random(9)
            start = datetime.date(2025, 11, 22)
            logs = {"meals": {}, "checkins": {}, "breathing": {}, "formulas/reviews": {}}
            for k in range(365):
                day = start + datetime.timedelta(days=k); month = day.strftime("%Y-%m")
                for h in (8, 13, 19):
                    logs["meals"].setdefault(month, []).append({"id": f"{day}-{h}", "name": r.choice(["Soup", "Rice", "Apple"]),
                        "calories": r.randint(50, 900), "quantity": 1, "time": f"{day}T{h - 3:02d}:00:00.000Z"})
                logs["checkins"].setdefault(month, []).append({"day": str(day), "time": f"{day}T05:00:00.000Z", "mood": r.randint(1, 5), "energy": r.randint(1, 5)})
                logs["breathing"].setdefault(month, []).append({"start": f"{day}T04:{r.randint(0, 59):02d}:00.000Z", "technique": "calm",
                    "pattern": {"inhale": 4, "hold": 0, "exhale": 6, "rest": 0}, "cyclesPlanned": 60, "cyclesDone": 60, "seconds": r.randint(60, 900), "completed": True})
                if k % 2 == 0:
                    logs["formulas/reviews"].setdefault(month, []).append({"id": "ohms-law", "date": f"{day}T18:00:00.000Z", "grade": "good"})
            keys = {"meals": "entries", "checkins": "checkins", "breathing": "sessions", "formulas/reviews": "reviews"}
            for folder, months in logs.items():
                os.makedirs(os.path.join(root, folder), exist_ok=True)
                for month, records in months.items():
                    json.dump({"version": 1, keys[folder]: records}, open(os.path.join(root, folder, month + ".json"), "w"), indent=1)
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", script, folder.path]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
    }
}
