import Core

/// One area on one day, as `today`, `goal` and the line above the prompt read it.
struct AreaToday {
    let shown: ShownArea
    /// The area's goal and numbers (for streaks, its whole history).
    let span: AreaSpan
    /// The day's number; nil when nothing is logged.
    let value: Double?
    /// Its days judged by the goal, when streaks were asked for.
    let days: AreaDays?

    var area: any Area { shown.area }
    var goal: AreaGoal? { span.goal }
}

/// How an area's row reads. An area without a view of its own reads as `PlainAreaView` does.
protocol AreaView: Sendable {
    /// The row's middle cell in `today` and `goal`: the day against the goal.
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String
    /// Its part of the line above the first prompt (`breathing 4/10 min`); nil to leave it out.
    func glance(_ day: AreaToday, report: DayReport) -> String?
    /// The day's amount in `today --json`.
    func done(_ day: AreaToday) -> Double
    /// The unit of that amount in `today --json`.
    var unit: String? { get }
}

extension AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String { PlainAreaView.progress(day, style: context.style) }
    func glance(_ day: AreaToday, report: DayReport) -> String? { PlainAreaView.glance(day) }
    func done(_ day: AreaToday) -> Double { day.value ?? 0 }
    var unit: String? { nil }
}

/// The way every area reads unless it says otherwise: a bar towards an amount, a value against a
/// ceiling, done or not yet.
struct PlainAreaView: AreaView {
    /// `3 / 8 glasses  ███████░░░  37%`, `72.5 kg · at most 80`, `done`, `not done yet`, `3 glasses`.
    static func progress(_ day: AreaToday, style: Style) -> String {
        let unit = day.area.unit.isEmpty ? "" : " " + day.area.unit
        let amount = day.value.map { InsightsData.number($0) + unit }
        guard let goal = day.goal else { return amount ?? style.dim("nothing logged") }
        switch goal.rule {
        case .logged:
            return day.value == nil ? "not \(day.area.doneWord) yet" : style.green(day.area.doneWord)
        case let .atLeast(target):
            guard day.area.emptyDaysCount || day.value != nil else { return style.dim("nothing logged · at least \(AreaGoalNumber.text(target))\(unit)") }
            return bar("\(InsightsData.number(day.value ?? 0)) / \(AreaGoalNumber.text(target))\(unit)", done: day.value ?? 0, of: target, style: style)
        case let .atMost(target):
            guard let value = day.value, let amount else { return style.dim("nothing logged · at most \(AreaGoalNumber.text(target))\(unit)") }
            return (value <= target + 1e-9 ? style.green(amount) : style.yellow(amount)) + " · at most \(AreaGoalNumber.text(target))\(unit)"
        }
    }

    /// `4 / 10 min  ████████░░░░░░░░░░░░  40%`, green once met.
    static func bar(_ amount: String, done: Double, of goal: Double, style: Style) -> String {
        let fraction = goal > 0 ? done / goal : 1
        let cells = ProgressBar.cells(fraction, width: 20, rounding: .down)
        let percent = Int(min(max(fraction * 100, 0), 999).rounded(.down))
        return "\(amount)  \(done + 1e-9 >= goal ? style.green(cells) : cells)  \(percent)%"
    }

    /// `water 3/8`, `stretch done`; nil without a goal.
    static func glance(_ day: AreaToday) -> String? {
        guard let goal = day.goal else { return nil }
        switch goal.rule {
        case .logged: return "\(day.area.id) " + (day.value == nil ? "not yet" : day.area.doneWord)
        case let .atLeast(target): return "\(day.area.id) \(InsightsData.number(day.value ?? 0))/\(AreaGoalNumber.text(target))"
        case let .atMost(target): return "\(day.area.id) \(day.value.map(InsightsData.number) ?? "—")/≤\(AreaGoalNumber.text(target))"
        }
    }
}
