import Storage

/// A tracker as an area: it joins `today`, `goal`, `streaks`, `insights`, `export` and the report
/// like the built-in areas, with nothing written for it alone.
public struct TrackerArea: Area {
    public let tracker: Tracker

    public init(_ tracker: Tracker) { self.tracker = tracker }

    public var id: String { tracker.name }
    public var title: String { tracker.name.prefix(1).uppercased() + tracker.name.dropFirst() }
    public var unit: String { tracker.unit ?? "" }
    /// `glass` for `glasses`: what `1` takes.
    public var unitForOne: String { AreaGoalNumber.singular(unit) }
    public var goalExample: String { tracker.kind == .done ? "track edit \(id) --per-week 3" : "goal \(id) 8" }
    public var exportName: String { "trackers" }
    /// A day without a measure is unknown; a day without a count or a habit is none.
    public var emptyDaysCount: Bool { tracker.kind != .measure }
    public var sums: Bool { tracker.kind != .measure }

    public func goal(in goals: Goals) -> AreaGoal? { goals.byArea[tracker.id] }

    /// `8` for a count; `at most 80` or `at least 60` for a measure; `3 a week` (or `every day`) for a habit.
    public func setGoal(_ text: String, in goals: inout Goals) throws {
        let perWeek = goals.byArea[tracker.id]?.perWeek
        goals.byArea[tracker.id] = try TrackerGoal.parse(
            text, kind: tracker.kind, name: id, unit: unit, perWeek: perWeek)
    }

    public func clearGoal(in goals: inout Goals) { goals.byArea[tracker.id] = nil }

    public func values(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> [CalendarDay: Double]
    {
        try TrackerBook(store: sources.store, calendar: sources.calendar).values(
            of: tracker, from: first, through: last)
    }

    /// The days skipped on purpose: a habit imported with its skips keeps its streaks across them.
    public func restDays(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws -> Set<
        CalendarDay
    > {
        try TrackerBook(store: sources.store, calendar: sources.calendar).skippedDays(
            of: tracker, from: first, through: last)
    }

    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        stillToDo(value: value, goal: goal, in: .english)
    }

    public func stillToDo(value: Double?, goal: AreaGoal, in words: Messages) -> StillToDo? {
        switch goal.rule {
        case .logged: return StillToDo(area: id, task: words.tr("%@: not done yet", id), command: "track \(id)")
        case let .atLeast(target):
            guard tracker.kind == .count else {
                return value == nil
                    ? StillToDo(area: id, task: words.tr("log %@", id), command: "track \(id) VALUE") : nil
            }
            let rest = target - (value ?? 0)
            let left = AreaGoalNumber.text(rest)
            let said = unit.isEmpty ? "" : " " + AreaGoalNumber.unit(unit, for: rest, in: words)
            return StillToDo(
                area: id, task: words.tr("%@: %@ more%@", id, words.number(left), said), command: "track \(id) \(left)")
        case .atMost:
            return value == nil ? StillToDo(area: id, task: words.tr("log %@", id), command: "track \(id) VALUE") : nil
        }
    }

    /// `time,date,tracker,value,unit,set,skipped`: every entry of this tracker (`export` puts all trackers in one
    /// table); `skipped` marks a day another app said was skipped on purpose, which is no value of 0.
    public func exportTable(from first: CalendarDay, through last: CalendarDay, in sources: AreaSources) throws
        -> ExportTable?
    {
        let entries = try TrackerBook(store: sources.store, calendar: sources.calendar).entries(
            of: tracker, from: first, through: last)
        return ExportTable(
            name: exportName, columns: ["time", "date", "tracker", "value", "unit", "set", "skipped"],
            rows: entries.map { entry in
                [
                    .text(ExportTable.localTime(entry.time, in: sources.calendar)),
                    .text(CalendarDay(entry.time, in: sources.calendar).text),
                    .text(tracker.name), .number(entry.value), tracker.unit.map(ExportValue.text) ?? .none,
                    .flag(entry.set == true), .flag(entry.skipped == true),
                ]
            })
    }

    /// Days that met the goal against days that did not; without a goal, days with it against days without.
    public func moodSplit(goal: AreaGoal?) -> MoodSplit? {
        guard let goal, tracker.kind != .done || goal.perWeek != nil else {
            return MoodSplit(factor: id, labels: ("with \(id)", "without \(id)")) { value in
                tracker.kind == .measure && value == nil ? nil : value != nil
            }
        }
        return .goal(goal, of: self)
    }
}

/// Reading a tracker's goal as typed.
public enum TrackerGoal {
    /// A count's goal is a number a day (`8`); a measure's `at most 80`, `at least 60` or `80` (at most);
    /// a habit's goal is to do it, `every day` or `N a week`.
    public static func parse(_ text: String, kind: Tracker.Kind, name: String, unit: String, perWeek: Int?) throws
        -> AreaGoal
    {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        switch kind {
        case .done:
            if words == ["every", "day"] || words == ["daily"] || words == ["on"] { return AreaGoal(.logged) }
            if words.count >= 1, let days = Int(words[0]),
                Array(words.dropFirst()) == ["a", "week"] || words.count == 1
            {
                guard (1...6).contains(days) else { throw TrackerError.perWeekRange(days) }
                return AreaGoal(.logged, perWeek: days)
            }
            throw TrackerError.goalForKind(.done, "'goal \(name) \(text)'")
        case .count:
            return AreaGoal(.atLeast(try AreaGoalNumber.parse(text, area: name, unit: unit)), perWeek: perWeek)
        case .measure:
            if words.first == "at", words.count >= 2 {
                let number = try AreaGoalNumber.parse(words.dropFirst(2).joined(separator: " "), area: name, unit: unit)
                switch words[1] {
                case "most": return AreaGoal(.atMost(number), perWeek: perWeek)
                case "least": return AreaGoal(.atLeast(number), perWeek: perWeek)
                default: break
                }
            }
            return AreaGoal(.atMost(try AreaGoalNumber.parse(text, area: name, unit: unit)), perWeek: perWeek)
        }
    }
}
