import Core

/// The check-in's row: the check-in itself, a rest day, or that it is still to come.
struct CheckInAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        if let made = report.checkIn { return DayView.checkIn(made, context: context) }
        if report.resting { return "rest day: streaks stay as they are" }
        return report.day == context.today ? "not checked in yet" : "no check-in"
    }

    /// The line above the prompt starts with the mood instead.
    func glance(_ day: AreaToday, report: DayReport) -> String? { nil }

    func done(_ day: AreaToday) -> Double { day.value == nil ? 0 : 1 }

    var unit: String? { "check-in" }
}
