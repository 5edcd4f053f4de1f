import Core

/// How `insights week|month|year` draws each area: bars with the goal line, then the figures.
enum PeriodChart {
    struct Summary: Encodable {
        struct Bar: Encodable {
            var from: String
            var value: Double?
            var goalMet: Bool?
        }
        struct Best: Encodable {
            var date: String
            var value: Double
        }
        struct Streak: Encodable {
            var current: Int
            var best: Int
        }
        var area: String, period: String, from: String, to: String, unit: String
        var goal: Double?
        var total: Double, average: Double?, activeDays: Int, countedDays: Int
        var bestDay: Best?, goalMetDays: Int?, goalDays: Int?, streak: Streak?, strength: Int?
        var bars: [Bar]
    }

    static func show(
        _ period: InsightPeriod, endingOn day: CalendarDay, areas: InsightAreaOption, format: OutputFormat,
        context: CommandContext
    ) async throws {
        let (first, last) = period.range(endingOn: day)
        let (spans, _, rest) = try InsightsData.load(
            try areas.areas(context), from: first, through: last, context: context)
        let insights = areas.shown(spans, from: first).map {
            InsightsData.insight($0, from: first, through: last, rest: rest, monthly: period == .year)
        }
        try await format.show(insights.map { summary($0, period) }, in: context) {
            for (index, insight) in insights.enumerated() {
                if index > 0 { context.output.line("") }
                draw(insight, period, context)
            }
        }
    }

    static func summary(_ insight: PeriodInsight, _ period: InsightPeriod) -> Summary {
        Summary(
            area: insight.area.series, period: period.rawValue, from: insight.first.text, to: insight.last.text,
            unit: insight.area.unit,
            goal: insight.goal, total: insight.total, average: insight.average, activeDays: insight.activeDays,
            countedDays: insight.countedDays,
            bestDay: insight.best.map { .init(date: $0.day.text, value: $0.value) }, goalMetDays: insight.goalMetDays,
            goalDays: insight.goalDays,
            streak: insight.streak.map { .init(current: $0.current, best: $0.best) }, strength: insight.strength,
            bars: insight.bars.map { .init(from: $0.first.text, value: $0.value, goalMet: $0.met) })
    }

    /// The same for a screen reader, from the same insight: `Mood by day: none, 4, 3, …`, then the figures.
    static func say(_ insight: PeriodInsight, _ period: InsightPeriod, _ context: CommandContext) {
        let (area, words) = (insight.area, context.messages)
        let title = InsightsData.title(area, words)
        let goal = insight.goal.map { words.tr(", goal %@", InsightsData.amount($0, area, words)) } ?? ""
        context.output.line(words.tr("%@, %@ to %@", title, insight.first.text, insight.last.text) + goal)
        let values = insight.bars.map { $0.value.map { InsightsData.number($0, words) } ?? words.tr("none") }
        let span = period == .year ? words.tr("%@ by month", title) : words.tr("%@ by day", title)
        context.output.line(span + ": " + values.joined(separator: ", "))
        context.output.line(title + ": " + figures(insight, words))
    }

    static func draw(_ insight: PeriodInsight, _ period: InsightPeriod, _ context: CommandContext) {
        guard !context.plain else { return say(insight, period, context) }
        let (style, area, words) = (context.style, insight.area, context.messages)
        let goalText = insight.goal.map { words.tr(" · goal %@ (│)", InsightsData.amount($0, area, words)) } ?? ""
        context.output.line(
            style.bold(InsightsData.title(area, words)) + words.tr(" · %@ to %@", insight.first.text, insight.last.text)
                + goalText)
        let width = 30
        let top = max(
            insight.bars.compactMap(\.value).max() ?? 0, (insight.goal ?? 0) * 1.2, area.scale?.upperBound ?? 0, 1e-9)
        let goalColumn = insight.goal.map { Int(($0 / top * Double(width)).rounded()) }
        for bar in insight.bars {
            let value = bar.value ?? 0
            let cells = Int((value / top * Double(width)).rounded())
            var chart = Array(ProgressBar.cells(value / top, width: width, empty: " "))
            if let goalColumn, goalColumn < width, goalColumn >= cells { chart[goalColumn] = "│" }
            var text = String(chart)
            if let met = bar.met, value > 0 {
                let drawn = String(chart.prefix(cells))
                let blank = String(chart.dropFirst(cells))
                text = (met ? style.green(drawn) : style.yellow(drawn)) + blank
            }
            let label =
                period == .year
                ? String(bar.first.text.prefix(7))
                : String(bar.first.text.dropFirst(5)) + " " + words.shortWeekday(bar.first.weekdayFromMonday)
            let figure =
                bar.value.map {
                    InsightsData.number($0, words)
                        + (period != .year ? "" : area.emptyDaysCount ? words.tr(" a day") : words.tr(" on average"))
                } ?? style.dim("—")
            context.output.line("\(label)  \(text)  \(figure)")
        }
        context.output.line(figures(insight, words))
    }

    /// `Total 48 min · average 6.9 min a day · best day … · goal met 4 of 7 days · streak 1 day, longest 1.`
    static func figures(_ insight: PeriodInsight, _ words: Messages = .english) -> String {
        let area = insight.area
        let amount = { (value: Double) in InsightsData.amount(value, area, words) }
        var figures: [String] = []
        if area.scale == nil { figures.append(words.tr("total %@", amount(insight.total))) }
        if let average = insight.average, insight.activeDays > 0 {
            figures.append(
                area.emptyDaysCount
                    ? words.tr("average %@ a day", amount(average))
                    : words.tr(
                        "average %@ over %@", amount(average),
                        words.trn("%d logged day", "%d logged days", insight.activeDays)))
        } else {
            figures.append(words.tr("nothing logged"))
        }
        // An area whose empty days are unknown (meals, a measure) has no best day, only a highest.
        if let best = insight.best {
            figures.append(
                !area.emptyDaysCount && area.scale == nil
                    ? words.tr("highest %@ (%@)", best.day.text, amount(best.value))
                    : words.tr("best day %@ (%@)", best.day.text, amount(best.value)))
        }
        if let met = insight.goalMetDays, let days = insight.goalDays {
            // Counted from the first day anything was logged: the days before it were not missed.
            let done = words.tr(insight.goal == nil ? area.doneWord : "goal met")
            figures.append(done + " " + words.number(met) + " " + words.trn("of %d day", "of %d days", days))
        }
        if let streak = insight.streak {
            figures.append(
                words.tr(
                    "streak %@, longest %@", words.trn("%d day", "%d days", streak.current), words.number(streak.best)))
        }
        if let strength = insight.strength { figures.append(words.tr("strength %@%", String(strength))) }
        let sentence = figures.joined(separator: " · ")
        return sentence.prefix(1).uppercased() + sentence.dropFirst() + "."
    }
}
