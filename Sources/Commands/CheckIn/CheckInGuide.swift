import Core
import Storage

/// The guided minute at a terminal: mood and energy as single keys, a note, then what is left of
/// the day's goals, one offer at a time (Enter or n skips).
struct CheckInGuide {
    let context: CommandContext
    let terminal: any TerminalControl
    /// The words of the questions and offers, read once.
    let words: Messages

    init(context: CommandContext, terminal: any TerminalControl) {
        (self.context, self.terminal, words) = (context, terminal, context.messages)
    }

    /// Asks whether to replace the check-in already made; true for yes.
    func confirmReplacing(_ existing: CheckIn) async -> Bool {
        let question = words.tr(
            "You checked in %@ at %@ (%@). Replace it? [y/N]", CheckInView.when(existing.calendarDay, context, words),
            CalendarDay.clock(existing.time, in: context.calendar), CheckInView.summary(existing, words))
        return await MealView.ask(question, keys: "yn", context: context) == "y"
    }

    /// Mood, energy and note for `day`; nil when the person stops (Esc, q or Ctrl-C).
    func askFeelings(for day: CalendarDay) async -> CheckIn? {
        let style = context.style
        context.output.line(
            style.bold(words.tr(Self.greeting(context.now(), context.calendar))) + words.tr(" How are you today?"))
        // The labels padded to one width, so the answers line up in either language.
        let labels = [words.tr("Mood"), words.tr("Energy"), words.tr("Note"), words.tr("Tags")]
        let width = labels.map(TerminalText.width).max() ?? 0
        let label = { (index: Int) in
            labels[index] + String(repeating: " ", count: width - TerminalText.width(of: labels[index]))
        }
        guard let mood = await ask(.mood, label(0)) else { return nil }
        guard let energy = await ask(.energy, label(1)) else { return nil }
        var note: String?
        while true {
            context.output.prompt(label(2) + " " + style.dim(words.tr("(a line about your day; Enter skips)")))
            guard let line = terminal.readLine() else { return nil }
            do {
                note = try CheckInNote.checked(line)
                break
            } catch { context.output.errorLine(words.tr("Error: ") + words.describe(error)) }
        }
        var tags: [String] = []
        let used = DynamicValues.tag.values(in: context)  // the tags of the last year, most used first
        // The plain display reads the line as typed: Tab completion redraws the line with cursor addressing.
        let plain = context.plain
        let hint =
            used.isEmpty || plain
            ? words.tr("(what did you do today? a few words apart by commas)")
            : words.tr("(what did you do today? a few words apart by commas; Tab completes)")
        while true {
            context.output.write(label(3) + " " + style.dim(hint) + " ")
            let typed =
                plain ? terminal.readLine() : terminal.readLine(after: label(3) + " " + hint + " ", completing: used)
            guard let line = typed else { return nil }
            do {
                tags = try CheckInTags.checked([line])
                break
            } catch { context.output.errorLine(words.tr("Error: ") + words.describe(error)) }
        }
        return CheckIn(day: day, time: context.now(), mood: mood, energy: energy, note: note, tags: tags)
    }

    /// Asks each done-or-not tracker not yet done today, habitctl-style: y done, n or Enter not yet (it can still be
    /// done later today).
    private func askTrackers(_ report: DayReport) async {
        for day in report.goalAreas where day.value == nil {
            guard let tracker = (day.area as? TrackerArea)?.tracker, tracker.kind == .done else { continue }
            context.output.prompt(
                "\(TerminalText.oneLine(tracker.name))? "
                    + (context.plain
                        ? words.tr("Answer 1 done or 2 not yet (Enter: not yet).")
                        : context.style.dim(words.tr("(y done, n or Enter not yet)"))))
            let answer = await terminal.waitForKey { key -> Character?? in
                switch key {
                case .character("\r"), .character("\n"), .character("2"): .some("n")
                case .character("1"): .some("y")
                case let .character(typed):
                    "yn".contains(typed) ? .some(typed) : Self.russianAnswers[typed].map { .some($0) } ?? nil
                case .escape, .interrupt: .some(nil)
                default: nil
                }
            }
            context.output.line(answer.map { $0 == "y" ? words.tr("done") : words.tr("not yet") } ?? "")
            guard let answer else { return }
            if answer == "y" {
                let notice = AchievementNotice.tracker(tracker, context)
                do {
                    try context.trackers.log(TrackerEntry(tracker: tracker.id, time: context.now(), value: 1))
                    notice.say()
                } catch {
                    context.output.errorLine(words.tr("Error: ") + words.describe(error))
                }
            }
        }
    }

    /// One of 1–5 on `scale`, as a single key; nil when the person stops.
    private func ask(_ scale: CheckInScale, _ label: String) async -> Int? {
        context.output.prompt("\(label) \(context.style.dim(scale.choices(in: words))) ")
        let value = await terminal.waitForKey { key -> Int?? in
            switch key {
            case .character("q"), .character("й"), .escape, .interrupt: return .some(nil)
            case let .character(typed):
                if typed.isASCII, let number = typed.wholeNumberValue, (1...5).contains(number) { return .some(number) }
                // Any other key (Enter, 0, 7, a letter) says what is wanted and asks again; only q, Esc or Ctrl-C leave.
                context.output.line("")
                context.output.line(
                    context.style.yellow(words.tr("Press a key from 1 to 5 (q or Esc stops without saving).")))
                context.output.prompt("\(label) \(context.style.dim(scale.choices(in: words))) ")
                return nil
            case .arrow, .mouse: return nil
            }
        }
        context.output.line(value.map { scale.describe($0, in: words) } ?? "")
        return value
    }

    /// д and н answer a tracker's question as y and n do.
    static let russianAnswers: [Character: Character] = ["д": "y", "н": "n"]

    /// `Good morning.`, `Good afternoon.` or `Good evening.`
    static func greeting(_ now: Date, _ calendar: LocalCalendar) -> String {
        let hour = calendar.component(.hour, from: now)
        return hour < 5
            ? Messages.mark("Good evening.")
            : hour < 12
                ? Messages.mark("Good morning.")
                : hour < 18 ? Messages.mark("Good afternoon.") : Messages.mark("Good evening.")
    }

    /// Offers, one at a time, a breathing session, the cards to review and logging meals; each runs
    /// as the command would on its own.
    func offerWhatIsLeft(cycles: Int?) async {
        // One reading of the day: the trackers answered below are not among what the offers after them look at.
        let report = DayReport.load(context.today, streaks: false, context: context)
        await askTrackers(report)
        if let words = breathingOffer(report, cycles: cycles), await accepts(words.question) {
            _ = await LineRunner.run(words: words.command, context: context)
        }
        if let words = studyOffer(report), await accepts(words.question) {
            _ = await LineRunner.run(words: words.command, context: context)
        }
        context.output.line(words.tr("What did you eat? One meal a line, like 'Oatmeal 150'; an empty line ends."))
        while true {
            context.output.write(context.style.dim("meal> "))
            guard let line = terminal.readLine(), !line.trimmed(\.isSpace).isEmpty else { break }
            _ = await LineRunner.run(words: ["meal", "add", "--", line], context: context)
        }
    }

    private func accepts(_ question: String) async -> Bool {
        await MealView.ask(question + words.tr(" [y/N]"), keys: "yn", context: context) == "y"
    }

    /// A session towards the breathing goal, or a calm one when there is no goal and no breath yet today.
    private func breathingOffer(_ report: DayReport, cycles: Int?) -> (question: String, command: [String])? {
        let breathed = Int(((report.value(of: BreathingArea().id) ?? 0) * 60 + 1e-6) / 60)
        let left = report.goals.breathing.map { $0.minutes - breathed }
        if let left, left <= 0 { return nil }
        if left == nil, (report.value(of: BreathingArea().id) ?? 0) > 0 { return nil }
        if let cycles {
            return (
                words.tr("Breathe now, %@?", words.trn("%d cycle", "%d cycles", cycles)),
                ["breathe", "--cycles", String(cycles)]
            )
        }
        guard let left else {
            let calm = BreathingTechnique.builtIn[0]
            let length =
                " (\(DurationFormat.short(BreatheStart.plan(calm, pattern: calm.pattern, cycles: nil, minutes: nil).duration)))"
            return (words.tr("Breathe now, a %@ session%@?", words.tr(calm.name), length), ["breathe", calm.name])
        }
        return (
            words.tr("Breathe now, %@ min towards your goal?", words.number(min(left, 60))),
            ["breathe", "--minutes", String(min(left, 60))]
        )
    }

    /// The cards due, the cards left of the study goal, or a few new ones when neither applies yet.
    private func studyOffer(_ report: DayReport) -> (question: String, command: [String])? {
        let reviewed = Int(report.value(of: StudyArea().id) ?? 0)
        let left = report.goals.study.map { $0.cards - reviewed }
        if let left, left <= 0, report.cardsDue == 0 { return nil }
        if report.cardsDue > 0 {
            let count = min(max(report.cardsDue, left ?? 0), 100)
            return (
                words.trn("%d card is due. Review now?", "%d cards are due. Review now?", report.cardsDue),
                ["formula", "quiz", "--count", String(count)]
            )
        }
        if let left {
            return (
                words.tr("Review %@ towards your goal now?", words.trn("%d card", "%d cards", left)),
                ["formula", "quiz", "--count", String(min(left, 100))]
            )
        }
        guard reviewed == 0 else { return nil }
        return (words.tr("Study five formula flashcards now?"), ["formula", "quiz", "--count", "5"])
    }
}
