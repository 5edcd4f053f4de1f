import Core

/// How `insights week|month|year` draws each area: bars with the goal line, then the figures.
enum PeriodChart {
    struct Summary: Encodable {
        struct Bar: Encodable { var from: String; var value: Double?; var goalMet: Bool? }
        struct Best: Encodable { var date: String; var value: Double }
        struct Streak: Encodable { var current: Int; var best: Int }
        var area: String, period: String, from: String, to: String, unit: String
        var goal: Double?
        var total: Double, average: Double?, activeDays: Int, countedDays: Int
        var bestDay: Best?, goalMetDays: Int?, goalDays: Int?, streak: Streak?, strength: Int?
        var bars: [Bar]
    }

    static func show(_ period: InsightPeriod, areas: InsightAreaOption, format: OutputFormat, context: CommandContext) async throws {
        let (first, last) = period.range(endingOn: context.today)
        let (spans, _, rest) = try InsightsData.load(try areas.areas(context), from: first, through: last, context: context)
        let insights = areas.shown(spans, from: first).map { InsightsData.insight($0, from: first, through: last, rest: rest, monthly: period == .year) }
        await format.show(insights.map { summary($0, period) }, in: context) {
            for (index, insight) in insights.enumerated() {
                if index > 0 { context.output.line("") }
                draw(insight, period, context)
            }
        }
    }

    static func summary(_ insight: PeriodInsight, _ period: InsightPeriod) -> Summary {
        Summary(area: insight.area.series, period: period.rawValue, from: insight.first.text, to: insight.last.text, unit: insight.area.unit,
                goal: insight.goal, total: insight.total, average: insight.average, activeDays: insight.activeDays, countedDays: insight.countedDays,
                bestDay: insight.best.map { .init(date: $0.day.text, value: $0.value) }, goalMetDays: insight.goalMetDays,
                goalDays: insight.goalDays,
                streak: insight.streak.map { .init(current: $0.current, best: $0.best) }, strength: insight.strength,
                bars: insight.bars.map { .init(from: $0.first.text, value: $0.value, goalMet: $0.met) })
    }

    static func draw(_ insight: PeriodInsight, _ period: InsightPeriod, _ context: CommandContext) {
        let style = context.style, area = insight.area
        let goalText = insight.goal.map { " · goal \(InsightsData.amount($0, area)) (│)" } ?? ""
        context.output.line(style.bold(InsightsData.title(area)) + " · \(insight.first.text) to \(insight.last.text)" + goalText)
        let width = 30
        let top = max(insight.bars.compactMap(\.value).max() ?? 0, (insight.goal ?? 0) * 1.2, area.scale?.upperBound ?? 0, 1e-9)
        let goalColumn = insight.goal.map { Int(($0 / top * Double(width)).rounded()) }
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        for bar in insight.bars {
            let value = bar.value ?? 0
            let cells = Int((value / top * Double(width)).rounded())
            var chart = Array(ProgressBar.cells(value / top, width: width, empty: " "))
            if let goalColumn, goalColumn < width, goalColumn >= cells { chart[goalColumn] = "│" }
            var text = String(chart)
            if let met = bar.met, value > 0 {
                let drawn = String(chart.prefix(cells)), blank = String(chart.dropFirst(cells))
                text = (met ? style.green(drawn) : style.yellow(drawn)) + blank
            }
            let label = period == .year ? String(bar.first.text.prefix(7)) : String(bar.first.text.dropFirst(5)) + " " + weekdays[bar.first.weekdayFromMonday]
            let figure = bar.value.map { InsightsData.number($0) + (period != .year ? "" : area.emptyDaysCount ? " a day" : " on average") } ?? style.dim("—")
            context.output.line("\(label)  \(text)  \(figure)")
        }
        context.output.line(figures(insight))
    }

    /// `Total 48 min · average 6.9 min a day · best day … · goal met 4 of 7 days · streak 1 day, longest 1.`
    static func figures(_ insight: PeriodInsight) -> String {
        let area = insight.area
        var figures: [String] = []
        if area.scale == nil { figures.append("total \(InsightsData.amount(insight.total, area))") }
        if let average = insight.average, insight.activeDays > 0 {
            figures.append("average \(InsightsData.amount(average, area))" + (area.emptyDaysCount ? " a day" : " over \(insight.activeDays.counted("logged day"))"))
        } else {
            figures.append("nothing logged")
        }
        // An area whose empty days are unknown (meals, a measure) has no best day, only a highest.
        let highest = !area.emptyDaysCount && area.scale == nil ? "highest" : "best day"
        if let best = insight.best { figures.append("\(highest) \(best.day.text) (\(InsightsData.amount(best.value, area)))") }
        if let met = insight.goalMetDays, let days = insight.goalDays {
            // Counted from the first day anything was logged: the days before it were not missed.
            figures.append((insight.goal == nil ? area.doneWord : "goal met") + " \(met) of \(days.counted("day"))")
        }
        if let streak = insight.streak { figures.append("streak \(streak.current.counted("day")), longest \(streak.best)") }
        if let strength = insight.strength { figures.append("strength \(strength)%") }
        let sentence = figures.joined(separator: " · ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }
}
