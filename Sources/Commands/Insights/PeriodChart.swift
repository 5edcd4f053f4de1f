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
        /// The first day counted (the area's first logged day when later than `from`); nil when nothing was logged.
        var since: String?
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
            for (index, span) in areas.shown(spans, from: first).enumerated() {
                if index > 0 { context.output.line("") }
                present(insights[index], period, span: span, rest: rest, context)
            }
        }
    }

    static func summary(_ insight: PeriodInsight, _ period: InsightPeriod) -> Summary {
        Summary(
            area: insight.area.series, period: period.rawValue, from: insight.first.text, to: insight.last.text,
            unit: insight.area.unit,
            goal: insight.goal, total: insight.total, average: insight.average, activeDays: insight.activeDays,
            countedDays: insight.countedDays, since: insight.since?.text,
            bestDay: insight.best.map { .init(date: $0.day.text, value: $0.value) }, goalMetDays: insight.goalMetDays,
            goalDays: insight.goalDays,
            streak: insight.streak.map { .init(current: $0.current, best: $0.best) }, strength: insight.strength,
            bars: insight.bars.map { .init(from: $0.first.text, value: $0.value, goalMet: $0.met) })
    }

    /// `insight` drawn, or said in the plain display beside the period before it, which `span` holds too (it holds
    /// every day up to the last, for the streaks).
    static func present(
        _ insight: PeriodInsight, _ period: InsightPeriod, span: AreaSpan, rest: Set<CalendarDay>,
        _ context: CommandContext
    ) {
        guard context.plain else { return draw(insight, period, context) }
        let days = insight.last.ordinal - insight.first.ordinal + 1
        let before = InsightsData.insight(
            span, from: insight.first.adding(days: -days), through: insight.first.adding(days: -1), rest: rest,
            monthly: period == .year)
        say(insight, period, before: before, context)
    }

    /// The same for a screen reader, from the same insight: `Mood by day: none, 4, 3, …; average 3.6, up 0.4 on the
    /// 7 days before`, then the figures.
    static func say(_ insight: PeriodInsight, _ period: InsightPeriod, before: PeriodInsight, _ context: CommandContext)
    {
        let (area, words) = (insight.area, context.messages)
        let title = InsightsData.title(area, words)
        let goal = insight.goal.map { words.tr(", goal %@", InsightsData.amount($0, area, words)) } ?? ""
        context.output.line(words.tr("%@, %@ to %@", title, insight.first.text, insight.last.text) + goal)
        let values = insight.bars.map { $0.value.map { InsightsData.number($0, words) } ?? words.tr("none") }
        let span = period == .year ? words.tr("%@ by month", title) : words.tr("%@ by day", title)
        context.output.line(span + ": " + values.joined(separator: ", ") + compared(insight, before, words))
        context.output.line(title + ": " + figures(insight, words))
    }

    /// `; average 3.6, up 0.4 on the 7 days before`: the period's average beside the one before it, when both have
    /// something logged (empty otherwise).
    static func compared(_ insight: PeriodInsight, _ before: PeriodInsight, _ words: Messages) -> String {
        guard let average = insight.average, insight.activeDays > 0 else { return "" }
        let amount = { (value: Double) in InsightsData.amount(value, insight.area, words) }
        let said = words.tr("; average %@", amount(average))
        guard let earlier = before.average, before.activeDays > 0 else { return said }
        let days = words.trn("%d day", "%d days", insight.last.ordinal - insight.first.ordinal + 1)
        // Compared as shown: two averages that read the same are the same.
        let (now, then) = (amount(average), amount(earlier))
        if now == then { return said + ", " + words.tr("the same as the %@ before", days) }
        // The change between the averages as shown (to the tenth, whole from 100), so `3.7` after `3.5` is up 0.2;
        // on a scale (mood 1–5) it is a number: `up 0.4`, not `up mood 0.4`.
        let shown = { (value: Double) in abs(value) >= 100 ? value.rounded() : (value * 10).rounded() / 10 }
        let difference = abs(shown(average) - shown(earlier))
        let change = insight.area.scale != nil ? InsightsData.number(difference, words) : amount(difference)
        return said + ", "
            + (average > earlier
                ? words.tr("up %@ on the %@ before", change, days) : words.tr("down %@ on the %@ before", change, days))
    }

    static func draw(_ insight: PeriodInsight, _ period: InsightPeriod, _ context: CommandContext) {
        let (style, area, words) = (context.style, insight.area, context.messages)
        let goalText = insight.goal.map { words.tr(" · goal %@ (│)", InsightsData.amount($0, area, words)) } ?? ""
        context.output.line(
            style.bold(InsightsData.title(area, words)) + words.tr(" · %@ to %@", insight.first.text, insight.last.text)
                + goalText)
        let top = ProgressBar.chartTop(
            insight.bars.compactMap(\.value), goal: insight.goal, least: area.scale?.upperBound ?? 0)
        for bar in insight.bars {
            let value = bar.value ?? 0
            let (drawn, blank) = ProgressBar.chartRow(value, goal: insight.goal, top: top)
            let text = bar.met.map { value > 0 ? ($0 ? style.green(drawn) : style.yellow(drawn)) : drawn } ?? drawn
            let label =
                period == .year
                ? String(bar.first.text.prefix(7))
                : String(bar.first.text.dropFirst(5)) + " " + words.shortWeekday(bar.first.weekdayFromMonday)
            let figure =
                bar.value.map {
                    InsightsData.number($0, words)
                        + (period != .year ? "" : area.emptyDaysCount ? words.tr(" a day") : words.tr(" on average"))
                } ?? style.dim("—")
            context.output.line("\(label)  \(text)\(blank)  \(figure)")
        }
        context.output.line(figures(insight, words))
    }

    /// `Total 48 min · average 6.9 min a day · best day … · goal met 4 of 7 days · streak 1 day, longest 1.`
    static func figures(_ insight: PeriodInsight, _ words: Messages = .english) -> String {
        let area = insight.area
        let amount = { (value: Double) in InsightsData.amount(value, area, words) }
        var figures: [String] = []
        if area.sums, insight.activeDays > 0 { figures.append(words.tr("total %@", amount(insight.total))) }
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
        if let met = insight.goalMetDays, let days = insight.goalDays, days > 0 {
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
