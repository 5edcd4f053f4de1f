import Core

/// Relax's row, on days with a session: the time, and the practices in the order first done.
struct RelaxAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        guard let relax = RelaxDay(report.relaxed) else { return "" }
        let words = context.messages
        // The practices by name: `fire, mandala`, `огонь, мандала`.
        let practices = relax.practices.map { name in
            words.language == .en ? name : RelaxPractice(rawValue: name).map { words.tr($0.title).lowercased() } ?? name
        }
        return DurationFormat.spoken(relax.seconds, in: words) + ": " + practices.joined(separator: ", ")
    }
}
