import ArgumentParser
import Core
import Storage

/// `formula quiz`: flashcards scheduled by FSRS-6. The name is shown, you recall the formula,
/// it is revealed, you grade yourself. At a terminal single keys answer; piped, each grade is a line.
struct FormulaQuiz: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Flashcards: recall each formula from its name, then grade yourself; due cards come first.",
        discussion:
            "Grades: again (1), hard (2), good (3), easy (4); q stops. Piped, each grade is read from the next input line. Cards are scheduled by FSRS-6 with its published default parameters, by whole days: each grade updates the card's stability and difficulty, and its next review falls on the day its predicted recall drops to your desired retention ('settings set retention 0.9', 0.80–0.97). 'formula show ID' shows a card's predicted recall today."
    )

    @Argument(help: ArgumentHelp("Only this category.", valueName: "category")) var category: FormulaCategory?
    @Option(help: ArgumentHelp("Cards in this quiz (1–100).", valueName: "n")) var count = 10
    @OptionGroup var names: LanguageOption

    func validate() throws {
        try OptionRange.check(count, 1...100, "--count", example: "formula quiz --count 5")
    }

    private enum Answer { case grade(RecallGrade), stop }

    func run(in context: CommandContext) async throws {
        var formulas = try context.formulas.all().filter { !$0.variables.isEmpty }
        if let category { formulas = formulas.filter { $0.category == category } }
        let study = context.study
        let progress = try study.progress()
        let today = context.today
        let due = formulas.filter {
            progress.formulas[$0.id]?.card.flatMap { CalendarDay($0.due) }.map { $0 <= today } ?? false
        }
        .sorted { progress.formulas[$0.id]!.card!.due < progress.formulas[$1.id]!.card!.due }
        let new = formulas.filter { progress.formulas[$0.id]?.card == nil }
        let deck = Array((due + new).prefix(count))
        let (out, words, style) = (context.output, context.messages, context.style)
        let language = names.formulas(context)
        guard !deck.isEmpty else {
            let next = formulas.compactMap { progress.formulas[$0.id]?.card?.due }.min()
            return out.line(
                next.map { words.tr("Nothing to review: the next card is due on %@.", $0) }
                    ?? words.tr("Nothing to review."))
        }
        let dueCount = min(due.count, deck.count)
        out.line(
            style.bold(words.tr("Quiz")) + ": "
                + words.tr(
                    "%@ (%@ due, %@ new). Recall each formula from its name, then grade yourself.",
                    words.trn("%d card", "%d cards", deck.count), words.number(dueCount),
                    words.number(deck.count - dueCount)))
        var graded: [RecallGrade] = []
        let notice = AchievementNotice.study(context)
        for (number, formula) in deck.enumerated() {
            out.line("")
            out.line(
                style.dim(
                    words.tr("Card %@ of %@", words.number(number + 1), words.number(deck.count)) + " · "
                        + formula.category.title(in: words) + " · " + words.translate(formula.topic, [])))
            out.line("  " + style.bold(formula.name(in: language)))
            if context.terminal != nil {
                out.line(style.dim(words.tr("  Recall it, then press Space to see it (q stops).")))
                guard await waitForReveal(context) else { break }
            }
            out.line(
                "  " + style.cyan(formula.display(in: language)) + "   "
                    + style.dim(
                        formula.variables.map { "\($0.symbol) \(formula.meaning(of: $0, in: language))" }.joined(
                            separator: ", ")))
            if let everyday = FormulaView.everydayExample(of: formula, words: words, plain: context.plain) {
                out.line("  " + style.dim(everyday))
            }
            guard case let .grade(grade) = await askGrade(context) else { break }
            let card = (progress.formulas[formula.id]?.card ?? Flashcard()).reviewed(
                grade, today: today, with: study.fsrs)
            try study.record(FormulaReview(id: formula.id, date: context.now(), grade: grade), card: card)
            graded.append(grade)
            let days = (CalendarDay(card.due)?.ordinal ?? today.ordinal + 1) - today.ordinal
            let when = days == 1 ? words.tr("tomorrow") : words.trn("in %d day", "in %d days", days)
            out.line(
                (context.plain ? "" : "  → ")
                    + words.tr("%@: next review %@ (%@)", grade.name(in: words), when, card.due))
        }
        out.line("")
        let tally = RecallGrade.allCases.compactMap { grade in
            let n = graded.filter { $0 == grade }.count
            return n > 0 ? "\(words.number(n)) \(grade.name(in: words))" : nil
        }
        out.line(
            graded.isEmpty
                ? words.tr("Stopped before the first grade; nothing was recorded.")
                : words.tr(
                    "Reviewed %@: %@. 'formula stats' shows your streak.",
                    words.trn("%d card", "%d cards", graded.count),
                    tally.joined(separator: ", ")))
        notice.say()
    }

    /// Waits for Space or Enter; false when the user stops.
    private func waitForReveal(_ context: CommandContext) async -> Bool {
        guard let terminal = context.terminal else { return true }
        return await terminal.waitForKey { key in
            switch key {
            case .character(" "), .character("\n"), .character("\r"): true
            case .character("q"), .character("й"), .escape, .interrupt: false
            default: nil
            }
        }
    }

    private func askGrade(_ context: CommandContext) async -> Answer {
        let words = context.messages
        let hint = words.tr("again, hard, good or easy (or 1–4), or q to stop")
        if let terminal = context.terminal {
            context.output.line(
                context.plain
                    ? words.tr("How well? Press 1 for again, 2 for hard, 3 for good or 4 for easy; q stops.")
                    : context.style.dim(words.tr("  How well? 1 again · 2 hard · 3 good · 4 easy (q stops)")))
            return await terminal.waitForKey { key -> Answer? in
                switch key {
                case .character("q"), .character("й"), .escape, .interrupt: .stop
                case let .character(typed): RecallGrade(answer: String(typed)).map(Answer.grade)
                case .arrow, .mouse: nil
                }
            }
        }
        context.output.line(words.tr("  Grade: %@?", hint))
        while let line = context.answers() {
            let answer = line.trimmed(\.isSpace).lowercased()
            if ["q", "quit", "й", "стоп"].contains(answer) { return .stop }
            if let grade = RecallGrade(answer: answer) { return .grade(grade) }
            context.output.errorLine(words.tr("'%@' is not a grade; type %@", line, hint))
        }
        return .stop
    }
}
