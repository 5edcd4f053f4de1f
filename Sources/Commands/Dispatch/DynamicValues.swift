import ArgumentParser
import Core
import LiveStorage
import Storage

/// The kinds of value only known at run time that Tab offers (meal names, formula ids, sight ids).
/// An argument names its kind once, with `ArgumentHelp.completed(_:from:)` and `completion`, so
/// its help, the shell's Tab and the generated completion scripts always agree.
public enum DynamicValues: String, CaseIterable, Sendable {
    case command, technique, formula, variable, food, sight, place, tracker, area, goal, tag

    /// The values to offer, read fresh from the data in `store`; `words` are those typed before (an area
    /// after `goal` is one that takes a goal; after `insights` or `export`, the name of its chart or file).
    func values(store: any Store, today: CalendarDay, calendar: LocalCalendar, words: [String] = []) -> [String] {
        switch self {
        case .command:
            // After `help`, the guides' topics too (`help sync` is both).
            let names = Coach.configuration.subcommands.map { $0._commandName } + ["help"]
            let topics = words.first == "help" ? GuidePages.topics.filter { !names.contains($0) } : []
            return names + topics + Self.tracker.values(store: store, today: today, calendar: calendar)
        case .tracker:
            let book = TrackerBook(store: store, calendar: calendar, reserved: ShownArea.reservedNames)
            return ((try? book.active()) ?? []).map(\.name)
        case .area:
            let trackers = Self.tracker.values(store: store, today: today, calendar: calendar)
            guard words.first(where: Coach.commandNameSet.contains) != GoalCommand._commandName else {
                return ShownArea.builtIn.filter(\.area.takesGoal).map(\.area.id) + trackers
            }
            let files = words.contains(ExportCommand._commandName) ? ["trackers"] : []
            return ShownArea.builtIn.map(\.area.series) + files + trackers
        case .goal:
            // The word after `goal` names the area: calories take presets, the check-in on or off.
            let area = words.drop { $0 != GoalCommand._commandName }.dropFirst().first
            if area == CaloriesArea().id { return CalorieGoal.presets.map(\.name) }
            return area == CheckInArea().id ? ["on", "off"] : []
        case .tag:
            return CheckInTags.byUse(
                (try? CheckInJournal(store: store).checkIns(from: today.adding(days: -365), through: today)) ?? [])
        case .technique:
            let saved = (try? BreathingJournal(store: store, calendar: calendar).savedPatterns().keys.sorted()) ?? []
            return BreathingTechnique.builtIn.map(\.name) + saved
        case .formula: return FormulaLibrary(store: store).ids()
        case .variable:
            // After `formula solve ID`: the formula's variables as `name=`, less those given already.
            guard let solve = words.firstIndex(of: FormulaSolve._commandName), solve + 1 < words.count,
                let formula = try? FormulaLibrary(store: store).formula(words[solve + 1])
            else { return [] }
            let given = Set(words.dropFirst(solve + 2).map { String($0.prefix { $0 != "=" }) })
            return formula.variables.map(\.symbol).filter { !given.contains($0) }.map { $0 + "=" }
        case .food: return ((try? MealJournal(store: store, calendar: calendar).foods(today: today)) ?? []).map(\.name)
        case .sight, .place: return (try? SightGuide(store: store).ids()) ?? SightCatalog.bundled.map(\.id)
        }
    }

    /// The values for the shell's Tab, from the session's store and clock.
    func values(in context: CommandContext, words: [String] = []) -> [String] {
        values(store: context.store, today: context.today, calendar: context.calendar, words: words)
    }

    /// The completion ArgumentParser's generated scripts run: the data directory comes from the environment.
    var completion: CompletionKind {
        .custom { words, _, _ in
            let store = FileStore(
                directory: DataLocations.resolve(
                    dataDirFlag: nil, environment: ProcessInfo.processInfo.environment, home: SystemCalls.home
                ).dataDirectory)
            return values(store: store, today: CalendarDay(Date(), in: .current), calendar: .current, words: words)
        }
    }
}

extension ArgumentHelp {
    /// Help for an argument whose values Tab offers from `values`; the value name is the kind's key.
    static func completed(_ text: String, from values: DynamicValues) -> ArgumentHelp {
        ArgumentHelp(text, valueName: values.rawValue)
    }
}
