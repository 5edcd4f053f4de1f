import Core

/// Breathing's row: minutes to a tenth as every view shows them; the bar counts whole minutes, so it never shows the
/// goal met early.
struct BreathingAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        let words = context.messages
        let done = InsightsData.number(day.value ?? 0, words)
        guard let target = day.goal?.target else { return words.tr("%@ min", done) }
        let whole = Double(Int(((day.value ?? 0) * 60 + 1e-6) / 60))
        let goal = words.number(AreaGoalNumber.text(target))
        return PlainAreaView.bar(
            words.tr("%@ / %@ min", done, goal), plain: words.tr("%@ of %@ min", done, goal), done: whole, of: target,
            style: context.style, words)
    }

    func glance(_ day: AreaToday, report: DayReport) -> String? { glance(day, report: report, .english) }

    /// `breathing 4/10 min`; `дыхание 4/10 мин` in Russian.
    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? {
        day.goal?.target.map {
            words.tr(
                "breathing %@/%@ min", InsightsData.number(day.value ?? 0, words), words.number(AreaGoalNumber.text($0))
            )
        }
    }

    func done(_ day: AreaToday) -> Double { ((day.value ?? 0) * 10).rounded() / 10 }

    var unit: String? { "minutes" }
}
