/// What an area says in a person's language: its goal and what is left of it, for an area that does not say
/// it itself.
extension Area {
    public func describe(_ goal: AreaGoal, in words: Messages) -> String {
        guard words.language != .en else { return describe(goal) }
        let english = describe(goal)
        let translated = words.tr(english)
        guard translated == english else { return translated }
        return AreaGoalNumber.describe(
            goal, unit: AreaGoalNumber.unit(unit, for: goal.target ?? 0, in: words), in: words)
    }

    /// `naps: 5 more min`, `log naps`; no command, as an area of its own has no one way to log it.
    public func stillToDo(value: Double?, goal: AreaGoal) -> StillToDo? {
        plainStillToDo(of: self, value: value, goal: goal, in: .english)
    }

    public func stillToDo(value: Double?, goal: AreaGoal, in words: Messages) -> StillToDo? {
        guard words.language != .en else { return stillToDo(value: value, goal: goal) }
        guard var open = stillToDo(value: value, goal: goal) else { return nil }
        // A task the catalog has is said as it says; any other as every area's is: `дыхание: ещё 6 мин`.
        let translated = words.tr(open.task)
        if translated != open.task {
            open.task = translated
        } else if let said = plainStillToDo(of: self, value: value, goal: goal, in: words) {
            open.task = said.task
        }
        return open
    }
}

/// What is left of an area's goal without a command: `naps: 5 more min`, `log naps`.
func plainStillToDo(of area: some Area, value: Double?, goal: AreaGoal, in words: Messages) -> StillToDo? {
    let name = words.tr(area.title).lowercased()
    switch goal.rule {
    case .logged: return StillToDo(area: area.id, task: words.tr("%@: not done yet", name), command: "")
    case let .atLeast(target):
        let rest = target - (value ?? 0)
        guard rest > 0 else { return nil }
        let unit = area.unit.isEmpty ? "" : " " + AreaGoalNumber.unit(area.unit, for: rest, in: words)
        let left = words.number(AreaGoalNumber.text(rest))
        return StillToDo(area: area.id, task: words.tr("%@: %@ more%@", name, left, unit), command: "")
    case .atMost: return value == nil ? StillToDo(area: area.id, task: words.tr("log %@", name), command: "") : nil
    }
}
