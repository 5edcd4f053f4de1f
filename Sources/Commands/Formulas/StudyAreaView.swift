import Core

/// Study's row: cards reviewed against the goal, and the cards due.
struct StudyAreaView: AreaView {
    func progress(_ day: AreaToday, report: DayReport, context: CommandContext) -> String {
        let words = context.messages
        let reviewed = Int(day.value ?? 0)
        let due = report.cardsDue > 0 ? " · " + words.tr("%@ due", words.number(report.cardsDue)) : ""
        guard let target = day.goal?.target else {
            return words.trn("%d card reviewed", "%d cards reviewed", reviewed) + due
        }
        let (count, goal) = (words.number(reviewed), words.number(Int(target)))
        return PlainAreaView.bar(
            words.tr("%@ / %@ cards", count, goal), plain: words.tr("%@ of %@ cards", count, goal),
            done: Double(reviewed), of: target, style: context.style, words) + due
    }

    func glance(_ day: AreaToday, report: DayReport) -> String? { glance(day, report: report, .english) }

    /// `cards 3/5 · 2 due`; `карточки 3/5 · к повторению: 2` in Russian.
    func glance(_ day: AreaToday, report: DayReport, _ words: Messages) -> String? {
        let cards = day.goal?.target.map {
            words.tr("cards %@/%@", words.number(Int(day.value ?? 0)), words.number(Int($0)))
        }
        let due = report.cardsDue > 0 ? words.tr("%@ due", words.number(report.cardsDue)) : nil
        return [cards, due].compactMap { $0 }.joined(separator: " · ").nonEmpty
    }
}

extension String {
    /// The text, or nil when it is empty.
    var nonEmpty: String? { isEmpty ? nil : self }
}
