import Core

/// The check-in's row: the check-in itself, a rest day, or that it is still to come.
struct CheckInAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        progress(day, report: report, context: context, .english)
    }

    func progress(_ day: AreaToday, report: DayReport, context: CommandContext, _ words: Messages) -> String {
        if let made = report.checkIn { return DayView.checkIn(made, context: context, words) }
        if report.resting { return words.tr("rest day: streaks stay as they are") }
        return report.day == context.today ? words.tr("not checked in yet") : words.tr("no check-in")
    }

    /// The line above the prompt starts with the mood instead.
    func glance(_ day: AreaToday, report: DayReport) -> String? { nil }
    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? { nil }

    /// In `status`, while today's check-in is still to come (not on a rest day).
    func left(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? {
        report.checkIn == nil && !report.resting && day.goal != nil ? words.tr("not checked in yet") : nil
    }

    func done(_ day: AreaToday) -> Double { day.value == nil ? 0 : 1 }

    var unit: String? { "check-in" }
}
