import Core

/// Relax's row, on days with a session: the time, and the practices in the order first done.
struct RelaxAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        guard let relax = RelaxDay(report.relaxed) else { return "" }
        return DurationFormat.spoken(relax.seconds) + ": " + relax.practices.joined(separator: ", ")
    }
}
