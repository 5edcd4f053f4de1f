import Commands
import Core
import Foundation
import Storage
import Testing

/// `import habitctl`: the plan said first, asked or `--yes`, all or nothing, and each day once however often.
struct ImportCommandTests {
    /// A habitctl folder as `habitctl` writes it, with a skipped day, a habit every 3 days and one only tracked.
    static func habitctlFolder(log extra: String = "") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habitctl-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "1 Floss\n3 Read a book\n0 Weigh\n".write(
            to: folder.appendingPathComponent("habits"), atomically: true, encoding: .utf8)
        let log = """
            2026-11-17\tFloss\ty
            2026-11-17\tRead a book\tn

            2026-11-18\tFloss\ts
            2026-11-18\tRead a book\ty

            2026-11-19\tFloss\ty
            2026-11-19\tRead a book\tn

            2026-11-20\tFloss\ty

            """
        try (log + extra).write(to: folder.appendingPathComponent("log"), atomically: true, encoding: .utf8)
        return folder.path
    }

    static let plan = """
        From habitctl: 3 habits, 5 days to add, from 2026-11-17 to 2026-11-20.
          'Floss' → floss: new tracker (done or not), goal every day; 4 days (1 skipped, kept as rest days)
          'Read a book' → read-a-book: new tracker (done or not), goal on 2 days a week; 1 day
          'Weigh' → weigh: new tracker (done or not), no goal; 0 days
          'Read a book' is every 3 days in habitctl; its goal here is on 2 days a week, the nearest coach has

        """

    @Test func aDryRunSaysThePlanAndChangesNothing() async throws {
        let coach = Harness()
        let folder = try Self.habitctlFolder()
        #expect(
            await coach.run("import habitctl \(folder) --dry-run").out == Self.plan
                + "Nothing was changed (--dry-run).\n")
        #expect(await coach.run("track list").out.contains("floss") == false)
    }

    @Test func pipedItNeedsYesThenImportsOnceAndKeepsTheStreakAcrossASkip() async throws {
        let coach = Harness()
        let folder = try Self.habitctlFolder()
        let refused = await coach.run("import habitctl \(folder)")
        #expect(refused.status == 1)
        #expect(refused.out == Self.plan)
        #expect(
            refused.err
                == "Error: an import changes your data, so without a terminal to ask at it needs --yes: 'coach import habitctl \(folder) --yes' (add --dry-run to see what it would do)\n"
        )
        #expect(
            await coach.run("import habitctl \(folder) --yes").out
                == Self.plan
                + "Imported 5 days into 3 trackers (3 new); 'today', 'streaks' and 'insights calendar' show them.\n")
        // Done on the 17th, skipped the 18th, done the 19th and 20th: a run of three, the skip kept as a rest day.
        #expect(await coach.run("track floss --date 2026-11-21").out == "Floss today: done · streak 4 days · best 4\n")
        #expect(
            await coach.run("import habitctl \(folder) --yes").out == """
                From habitctl: 3 habits, no days to add.
                  'Read a book' is every 3 days in habitctl; its goal here is on 2 days a week, the nearest coach has
                  5 days were imported before and are left as they are.
                Nothing new to import.

                """)
    }

    @Test func aNewerExportAddsOnlyItsNewDaysAndARemovedTrackerComesBack() async throws {
        let coach = Harness()
        await coach.run("import habitctl \(try Self.habitctlFolder()) --yes")
        await coach.run("track remove floss --yes")
        let newer = try Self.habitctlFolder(log: "2026-11-21\tFloss\ty\n2026-11-21\tWeigh\ty\n")
        #expect(
            await coach.run("import habitctl \(newer)/log --yes").out == """
                From habitctl: 3 habits, 2 days to add, from 2026-11-21 to 2026-11-21.
                  'Floss' → floss: into your tracker; 1 day
                  'Weigh' → weigh: into your tracker; 1 day
                  'Read a book' is every 3 days in habitctl; its goal here is on 2 days a week, the nearest coach has
                  5 days were imported before and are left as they are.
                Imported 2 days into 3 trackers (0 new); 'today', 'streaks' and 'insights calendar' show them.

                """)
        #expect(await coach.run("track list").out.contains("floss"))
    }

    @Test func aHabitJoinsATrackerOfItsNameAndTakesAFreeNameBesideAnArea() async throws {
        let coach = Harness()
        await coach.run("track add floss")
        let folder = try Self.habitctlFolder()
        try "1 Floss\n1 Breathing\n".write(toFile: folder + "/habits", atomically: true, encoding: .utf8)
        try "2026-11-20\tBreathing\ty\n2026-11-20\tFloss\ty\n".write(
            toFile: folder + "/log", atomically: true, encoding: .utf8)
        #expect(
            await coach.run("import habitctl \(folder) --dry-run").out == """
                From habitctl: 2 habits, 2 days to add, from 2026-11-20 to 2026-11-20.
                  'Floss' → floss: into your tracker; 1 day
                  'Breathing' → my-breathing: new tracker (done or not), goal every day; 1 day
                Nothing was changed (--dry-run).

                """)
    }

    @Test func aBadLineChangesNothingAndIsNamed() async throws {
        let coach = Harness(.files)
        await coach.run("track add water --goal 8")
        await coach.run("track water 2")
        let before = try #require(coach.store as? any WholeStore).snapshot()
        let folder = try Self.habitctlFolder(log: "2026-11-21\tFloss\tmaybe\n")
        let result = await coach.run("import habitctl \(folder) --yes")
        #expect(result.status == 1)
        #expect(
            result.err
                == "Error: \(folder)/log, line 11: '2026-11-21^IFloss^Imaybe' is not a day of a habit; a line is the day, the habit and y, n or s, with a tab between, like '2024-01-05<TAB>Floss<TAB>y'\n"
        )
        #expect(try #require(coach.store as? any WholeStore).snapshot() == before)
        #expect(
            await coach.run("import habitctl /nonexistent/habitctl --yes").err
                == "Error: cannot read '/nonexistent/habitctl/habits': no such file\n")
    }

    @Test func atATerminalItAsks() async throws {
        let coach = Harness(atTerminal: true)
        let folder = try Self.habitctlFolder()
        coach.press("n")
        #expect(
            await coach.run("import habitctl \(folder)").out == Self.plan + "Import? [y/N] n\nNothing was imported.\n")
        coach.press("y")
        #expect(
            await coach.run("import habitctl \(folder)").out.hasSuffix(
                "Import? [y/N] y\nImported 5 days into 3 trackers (3 new); 'today', 'streaks' and 'insights calendar' show them.\n"
            ))
    }

    /// A Daylio export of 2026-11-20 and 2026-11-21 (today), two entries on the 21st.
    static func daylioFile() throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("daylio-\(UUID()).csv")
        try """
        full_date,date,weekday,time,mood,activities,note_title,note
        2026-11-21,November 21,Saturday,07:30,rad,walk,,Sunrise
        2026-11-21,November 21,Saturday,07:00,good,,,
        2026-11-20,November 20,Friday,22:00,bad,work,Long day,
        """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func aDaylioDayCheckedInHereIsKeptAndASecondImportAddsNothing() async throws {
        let coach = Harness()
        let file = try Self.daylioFile()
        #expect(await coach.run("checkin --mood 3 --note mine").status == 0)
        #expect(
            await coach.run("import daylio \(file) --yes").out == """
                From daylio: 1 check-in to add, from 2026-11-20 to 2026-11-20.
                  1 day had several entries: it became one check-in with their average mood, every activity and every note after its time.
                  1 day has a check-in made here, which is left as it is.
                Imported 1 check-in; 'checkin list', 'insights' and 'insights calendar' show them.

                """)
        let list = await coach.run("checkin list --days 2").out
        #expect(
            list == """
                  Fri 20 Nov 2026  22:00  2 bad     "Long day"  #work
                  Sat 21 Nov 2026  08:12  3 okay    "mine"
                2 of the last 2 days checked in. Check-in streak: 2 days (best 2).

                """, "\(list)")
        #expect(await coach.run("import daylio \(file) --yes").out.hasSuffix("Nothing new to import.\n"))
        let bad = await coach.run("import daylio \(file) --mood sleepy --yes")
        #expect(bad.status == 2 || bad.status == 1)
        #expect(
            bad.err.hasPrefix(
                "Error: --mood takes a mood of the CSV and its place on coach's scale of 1 awful to 5 great, like --mood \"sleepy=2\"; got 'sleepy'"
            ))
    }
}
