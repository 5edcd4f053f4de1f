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
    /// The same in the language of `words`; by default the English one.
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext, _ words: Messages) -> String
    /// Its part of the line above the first prompt (`breathing 4/10 min`); nil to leave it out.
    func glance(_ day: AreaToday, report: DayReport) -> String?
    /// The same in the language of `words`; by default the English one.
    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String?
    /// Its part of `status` while its goal is open today (`breathing 4/10 min`, `750 kcal left`); nil when not.
    func left(_ day: AreaToday, report: DayReport, _ words: Messages) -> String?
    /// The day's amount in `today --json`.
    func done(_ day: AreaToday) -> Double
    /// The unit of that amount in `today --json`.
    var unit: String? { get }
}

extension AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        PlainAreaView.progress(day, style: context.style)
    }
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext, _ words: Messages) -> String {
        progress(day, report: report, context: context)
    }
    func glance(_ day: AreaToday, report: DayReport) -> String? { PlainAreaView.glance(day) }
    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? { glance(day, report: report) }
    func left(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? {
        day.span.stillToDo(day.value, in: words) == nil ? nil : glance(day, report: report, words)
    }
    func done(_ day: AreaToday) -> Double { day.value ?? 0 }
    var unit: String? { nil }
}

/// The way every area reads unless it says otherwise: a bar towards an amount, a value against a
/// ceiling, done or not yet.
struct PlainAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext, _ words: Messages) -> String {
        Self.progress(day, style: context.style, words)
    }

    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? { Self.glance(day, words) }

    /// `3 / 8 glasses  ███████░░░  37%`, `72.5 kg · at most 80`, `done`, `not done yet`, `3 glasses`.
    static func progress(_ day: AreaToday, style: Style, _ words: Messages = .english) -> String {
        let unit = day.area.unit.isEmpty ? "" : " " + words.tr(day.area.unit)
        let number = { (value: Double) in InsightsData.number(value, words) }
        let goalNumber = { (value: Double) in words.number(AreaGoalNumber.text(value)) }
        let amount = day.value.map { number($0) + unit }
        guard let goal = day.goal else { return amount ?? style.dim(words.tr("nothing logged")) }
        switch goal.rule {
        case .logged:
            let done = words.tr(day.area.doneWord)
            return day.value == nil ? words.tr("not %@ yet", done) : style.green(done)
        case let .atLeast(target):
            guard day.area.emptyDaysCount || day.value != nil else {
                return style.dim(words.tr("nothing logged · at least %@", goalNumber(target) + unit))
            }
            return bar(
                "\(number(day.value ?? 0)) / \(goalNumber(target))\(unit)",
                plain: words.tr("%@ of %@", number(day.value ?? 0), goalNumber(target) + unit), done: day.value ?? 0,
                of: target, style: style, words)
        case let .atMost(target):
            guard let value = day.value, let amount else {
                return style.dim(words.tr("nothing logged · at most %@", goalNumber(target) + unit))
            }
            return (value <= target + 1e-9 ? style.green(amount) : style.yellow(amount))
                + words.tr(" · at most %@", goalNumber(target) + unit)
        }
    }

    /// `4 / 10 min  ████████░░░░░░░░░░░░  40%`, green once met; plain, `4 of 10 min, 40 percent` (`plain` is the
    /// amount in words), `, goal met` once met.
    static func bar(
        _ amount: String, plain: String, done: Double, of goal: Double, style: Style, _ words: Messages = .english
    ) -> String {
        let fraction = goal > 0 ? done / goal : 1
        let percent = Int(min(max(fraction * 100, 0), 999).rounded(.down))
        let met = done + 1e-9 >= goal
        if style.plain {
            return plain + ", " + words.trn("%d percent", "%d percent", percent) + (met ? words.tr(", goal met") : "")
        }
        let cells = ProgressBar.cells(fraction, width: 20, rounding: .down)
        return "\(amount)  \(met ? style.green(cells) : cells)  \(percent)%"
    }

    /// `water 3/8`, `stretch done`; nil without a goal.
    static func glance(_ day: AreaToday, _ words: Messages = .english) -> String? {
        guard let goal = day.goal else { return nil }
        let goalNumber = { (value: Double) in words.number(AreaGoalNumber.text(value)) }
        let number = { (value: Double) in InsightsData.number(value, words) }
        switch goal.rule {
        case .logged:
            return "\(day.area.id) " + (day.value == nil ? words.tr("not yet") : words.tr(day.area.doneWord))
        case let .atLeast(target): return "\(day.area.id) \(number(day.value ?? 0))/\(goalNumber(target))"
        case let .atMost(target): return "\(day.area.id) \(day.value.map(number) ?? "—")/≤\(goalNumber(target))"
        }
    }
}
