import Core

/// Sights' row, on days with a visit: how many, and which.
struct SightsAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        context.messages.tr(
            "%@ visited: %@", String(report.sightsVisited.count),
            report.sightsVisited.map { $0.name(in: context.language) }.joined(separator: ", "))
    }
}
