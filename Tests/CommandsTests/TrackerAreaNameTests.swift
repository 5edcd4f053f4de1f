import Commands
import Core
import Foundation
import Storage
import Testing

/// A tracker never takes a built-in area's name: `track add` and `track rename` refuse one, and a tracker that has
/// one already (an edited, synced or older file) keeps its log and is shown by a name of its own.
struct TrackerAreaNameTests {
    static let breathingRefused =
        "Error: 'breathing' is a name of coach's own area Breathing, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-breathing'\n"

    @Test func aBuiltInAreasNameIsRefusedWithOneToTakeInstead() async {
        let coach = Harness()
        let added = await coach.run("track add breathing --goal 30 --unit breaths")
        #expect(added.err == Self.breathingRefused)
        #expect(added.status == 1)
        await coach.run("track add water --goal 8")
        let renamed = await coach.run("track rename water breathing")
        #expect(renamed.err == Self.breathingRefused)
        #expect(renamed.status == 1)
        // Its chart's name, its title, its Russian title, any case; a command that is an area's name too.
        #expect(
            await coach.run("track add Meals").err
                == "Error: 'meals' is a name of coach's own area Calories, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-meals'\n"
        )
        #expect(
            await coach.run("track add check-in").err
                == "Error: 'check-in' is a name of coach's own area Check-in, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-check-in'\n"
        )
        #expect(
            await coach.run("track add дыхание").err
                == "Error: 'дыхание' is a name of coach's own area Breathing, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-дыхание'\n"
        )
        #expect(
            await coach.run("track add relax").err
                == "Error: 'relax' is a name of coach's own area Relax, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-relax'\n"
        )
        // The name suggested is free: here another tracker has the first one.
        #expect(await coach.run("track add my-breathing").status == 0)
        #expect(
            await coach.run("track rename water breathing").err
                == "Error: 'breathing' is a name of coach's own area Breathing, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-breathing-2'\n"
        )
        #expect(await coach.run("track list --json").out.components(separatedBy: #""name" :"#).count == 3)
        let today = await coach.run("today").out
        #expect(today.components(separatedBy: "Breathing").count == 2, "\(today)")
    }

    @Test func theRefusalInRussian() async {
        let coach = Harness(locale: .ru)
        let added = await coach.run("track add breathing")
        #expect(
            added.err
                == "Ошибка: 'breathing' — название встроенной области coach «Дыхание», поэтому трекер не может его взять (today, goal и export --area не отличили бы их друг от друга); выберите другое имя, например 'my-breathing'\n"
        )
        await coach.run("track add вода")
        #expect(
            await coach.run("track rename вода учёба").err
                == "Ошибка: 'учёба' — название встроенной области coach «Учёба», поэтому трекер не может его взять (today, goal и export --area не отличили бы их друг от друга); выберите другое имя, например 'my-учёба'\n"
        )
    }

    /// The names suggested have a hyphen: typed alone in the shell, one logs its tracker rather than subtracting.
    @Test func aNameWithAHyphenAloneLogsItsTracker() async {
        let coach = Harness()
        await coach.run("track add my-breathing --goal 30 --unit breaths")
        #expect(
            await coach.run("my-breathing 12").out
                == "My-breathing today: 12 / 30 breaths  ████████░░░░░░░░░░░░  40%\n"
                + "Achievement: First session (my-breathing) — do a first session\n")
        #expect(await coach.run("My-breathing").out.hasPrefix("My-breathing today: 13 / 30 breaths"))
        // Arithmetic is still arithmetic, a name that is no tracker's still the calculator's.
        await coach.run("my = 3")
        #expect(await coach.run("my-1").out == "2\n")
        #expect(await coach.run("my-breath 12").err.hasPrefix("Error: unknown variable or unit 'breath'"))
    }

    /// An area registered later is reserved by its registration alone.
    @Test func anAreaAddedLaterIsReservedToo() async {
        let coach = Harness(areas: [ShownArea(NapArea())])
        #expect(
            await coach.run("track add naps").err
                == "Error: 'naps' is a name of coach's own area Naps, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-naps'\n"
        )
        #expect(await Harness().run("track add naps").status == 0)
    }

    /// A data directory with a tracker `breathing` (a count of breaths, with a goal of 25 and two days logged), as an
    /// older coach or a hand edit leaves it; what is in its files.
    static func withBreathingTracker(_ kind: Harness.StoreKind = .memory, locale: MessageLanguage = .en) throws
        -> Harness
    {
        let coach = Harness(kind, locale: locale)
        let added = Date(timeIntervalSince1970: 1_794_038_400)  // 2026-11-07
        try coach.store.update(Trackers.self) {
            $0.trackers = [
                Tracker(name: "breathing", kind: .count, unit: "breaths", added: added),
                Tracker(name: "water", kind: .count, unit: "glasses", added: added),
            ]
        }
        try coach.store.update(Goals.self) { $0.byArea["breathing"] = AreaGoal(.atLeast(25)) }
        let now = Date(timeIntervalSince1970: 1_795_248_720)  // the harness's now: 2026-11-21 08:12 UTC
        let log = MonthLog<TrackerEntry>(store: coach.store)
        for (back, value) in [(1, 20.0), (0, 30.0)] {
            try log.append(
                TrackerEntry(
                    id: "000000000000000\(back)", tracker: "breathing",
                    time: now.addingTimeInterval(Double(-back) * 86_400 - 3600),
                    value: value),
                in: LogMonth(year: 2026, month: 11))
        }
        return coach
    }

    static let note =
        "Note: your tracker 'breathing' has a name of coach's own area Breathing, so it is shown as 'my-breathing'; its log and goal are kept. Rename it with 'track rename my-breathing NAME' (this note is shown once).\n"

    @Test func aTrackerThatHasAnAreasNameIsShownByANameOfItsOwn() async throws {
        let coach = try Self.withBreathingTracker()
        let stored = try coach.store.load(Trackers.self)
        let first = await coach.run("today")
        #expect(first.err == Self.note)
        #expect(
            first.out.contains("  Breathing      0 min\n")
                && first.out.contains(
                    "  My-breathing   30 / 25 breaths  ████████████████████  120%   streak 1 day · best 1\n"),
            "\(first.out)")
        #expect(first.out.components(separatedBy: "Breathing").count == 2)
        // Said once: not on the next command, nor the next run.
        #expect(await coach.run("today").err == "")
        #expect(await coach.run("track list").err == "")
        // Each goal its own.
        #expect(
            await coach.run("goal breathing 10m").out
                == "Breathing goal: 10 min a day.\nToday: 0 / 10 min  ░░░░░░░░░░░░░░░░░░░░  0%\n")
        #expect(
            await coach.run("goal my-breathing 40").out
                == "My-breathing goal: 40 breaths a day, was 25 breaths a day.\nToday: 30 / 40 breaths  ███████████████░░░░░  75%\n"
        )
        let goals = await coach.run("goal").out
        #expect(goals.contains("  Breathing      10 min a day   "), "\(goals)")
        #expect(goals.contains("  My-breathing   40 breaths a day   "), "\(goals)")
        let streaks = await coach.run("streaks").out
        #expect(streaks.contains("  My-breathing   0 days   best 0   0%   goal: 40 breaths a day\n"), "\(streaks)")
        // Each exported by its name.
        #expect(
            await coach.run("export --area breathing --output -").out
                == "time,date,technique,inhale,hold,exhale,rest,cycles_planned,cycles_done,seconds,completed\r\n")
        #expect(
            await coach.run("export --area my-breathing --output -").out
                == "time,date,tracker,value,unit,set,skipped\r\n2026-11-20T07:12:00+00:00,2026-11-20,my-breathing,20,breaths,false,false\r\n2026-11-21T07:12:00+00:00,2026-11-21,my-breathing,30,breaths,false,false\r\n"
        )
        #expect(await coach.run("insights week --area my-breathing").out.hasPrefix("My-breathing · "))
        #expect(await coach.run("insights week --area breathing").out.hasPrefix("Breathing · "))
        #expect(await coach.run("track my-breathing 5").out.hasPrefix("My-breathing today: 35 / 40 breaths"))
        // In `track`, its own name still finds it, as nothing else there is called so.
        #expect(await coach.run("track show breathing --days 2").out.hasPrefix("My-breathing · 2026-11-20"))
        // Nothing it keeps was changed by showing it.
        #expect(try coach.store.load(Trackers.self) == stored)

        // Not back to the area's name it has in the file.
        #expect(
            await coach.run("track rename my-breathing breathing").err
                == "Error: 'breathing' is a name of coach's own area Breathing, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. 'my-breathing'\n"
        )
        #expect(try coach.store.load(Trackers.self) == stored)
        // A name of its own, and everything is as for any tracker.
        #expect(
            await coach.run("track rename my-breathing breaths").out
                == "Renamed my-breathing to breaths; its log and goal stay with it.\n")
        let today = await coach.run("today")
        #expect(today.err == "")
        #expect(today.out.contains("  Breaths     35 / 40 breaths  █████████████████░░░  87%"), "\(today.out)")
        let export = await coach.run("export --area breaths --output -").out
        #expect(export.hasSuffix(",2026-11-21,breaths,5,breaths,false,false\r\n"))
        #expect(try coach.store.load(Trackers.self).trackers.map(\.name) == ["breaths", "water"])
    }

    @Test func theNoteInRussian() async throws {
        let coach = try Self.withBreathingTracker(locale: .ru)
        #expect(
            await coach.run("track list").err
                == "Примечание: ваш трекер 'breathing' называется так же, как встроенная область coach «Дыхание», поэтому он показан как 'my-breathing'; его записи и цель сохранены. Переименуйте его командой 'track rename my-breathing NAME' (это примечание показывается один раз).\n"
        )
    }

    /// The note is remembered in the data directory's files; a tracker that arrives there later under another area's
    /// name is told of once too.
    @Test func theNoteIsRememberedInTheDataDirectory() async throws {
        let coach = try Self.withBreathingTracker(.files)
        #expect(await coach.run("track list").err == Self.note)
        let told = try coach.store.load(TrackerNamesTold.self).told
        #expect(
            told == [RenamedTracker(id: "breathing", name: "breathing", shownAs: "my-breathing", area: "Breathing")])
        #expect(await coach.run("today").err == "")
        try coach.store.update(Trackers.self) {
            $0.trackers.append(Tracker(name: "study", kind: .done, unit: nil, added: Date(timeIntervalSince1970: 0)))
        }
        #expect(
            await coach.run("today").err
                == "Note: your tracker 'study' has a name of coach's own area Study, so it is shown as 'my-study'; its log and goal are kept. Rename it with 'track rename my-study NAME' (this note is shown once).\n"
        )
        #expect(await coach.run("today").err == "")
    }

    /// A removed tracker named like an area comes back by the name it is shown by, and keeps it.
    @Test func aRemovedOneComesBackByItsShownName() async throws {
        let coach = try Self.withBreathingTracker()
        await coach.run("track remove my-breathing --yes")
        #expect(await coach.run("track add breathing").err.hasSuffix("choose another name, e.g. 'my-breathing'\n"))
        #expect(
            await coach.run("track add my-breathing").out.hasPrefix(
                "Brought back my-breathing with its log (count, breaths; goal 25 breaths a day)."))
        #expect(try coach.store.load(Trackers.self).trackers.map(\.name) == ["my-breathing", "water"])
        #expect(await coach.run("today").out.contains("  My-breathing   30 / 25 breaths"))
    }
}
