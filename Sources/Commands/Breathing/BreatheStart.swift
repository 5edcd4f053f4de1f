import ArgumentParser
import Core
import Storage
import Synchronization

/// `breathe [TECHNIQUE]`: one session, animated at a terminal, one timed line per phase otherwise.
struct BreatheStart: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "start",
        abstract:
            "Breathe a session (the default): 'breathe', 'breathe box --cycles 3', 'breathe --inhale 5 --exhale 7'.",
        discussion: """
            At a terminal a circle grows as you breathe in and shrinks as you breathe out; space pauses, \
            q, Esc or Ctrl-C ends early. Piped or with --plain, each phase prints one line the moment it \
            starts: '00:04 exhale 6s (cycle 1/10)'; in the plain display (coach --plain, COACH_PLAIN=1 or \
            'settings set display plain') the line a screen reader reads, on the same deadlines: 'Exhale, 6 \
            seconds, cycle 1 of 10, at 00:04'. The bell and --cues sound each phase either way. Each session \
            goes into the log that 'breathe stats' \
            reads. \(BreathingResult.countingRule)
            """
    )

    @OptionGroup var technique: TechniqueArgument
    @OptionGroup var pattern: PatternOptions
    @Option(help: ArgumentHelp("How many breaths (1–100).", valueName: "n")) var cycles: Int?
    @Option(help: ArgumentHelp("How long, in minutes (up to 60); rounded to whole cycles.", valueName: "m"))
    var minutes: Double?
    @Flag(help: "Breathe until you stop (q, Esc or Ctrl-C) with no cycle or time limit; needs a terminal.")
    var untilStopped = false
    @Flag(help: "One line per phase even at a terminal (for screen readers).") var plain = false
    @Flag(help: "Ring the terminal bell: once at each inhale, twice at each exhale.") var bell = false
    @OptionGroup var sound: SoundOptions
    @OptionGroup var colours: BreathingColours

    func validate() throws {
        if cycles != nil && minutes != nil { throw OptionRange.refusal(BreathingInputError.cyclesAndMinutes) }
        try OptionRange.check(cycles, 1...100, "--cycles", example: "breathe --cycles 10")
        try OptionRange.check(positive: minutes, atMost: 60, "--minutes", example: "breathe --minutes 5")
        if untilStopped && (cycles != nil || minutes != nil) {
            throw ValidationError("--until-stopped goes without --cycles or --minutes")
        }
    }

    func run(in context: CommandContext) async throws {
        let chosen = try BreatheCommand.technique(named: technique.name, context: context)
        var plan = Self.plan(chosen, pattern: try pattern.pattern(for: chosen), cycles: cycles, minutes: minutes)
        if untilStopped {
            guard context.terminal != nil else { throw BreathingInputError.untilStoppedNeedsTerminal }
            plan = .untilStopped(technique: plan.technique, pattern: plan.pattern)
        }
        let started = context.now()
        let notice = AchievementNotice.breathing(context)
        let playing = try SessionSound.start(
            sound, phases: plan.phases, seconds: plan.openEnded ? nil : plan.duration,
            fallback: context.breathing.savedSound(named: plan.technique), in: context)
        let result: BreathingResult
        // A terminal that cannot draw (TERM=dumb) gets the plain timed lines, as a pipe does.
        if let terminal = context.terminal, terminal.drawsPictures, !plain, !context.plain {
            do {
                let (circle, background) = colours.chosen(context.settings)
                let watch = (try? context.store.load(Stopwatch.self)).flatMap { $0.isRunning && !$0.hidden ? $0 : nil }
                let screen = BreathingScreen(
                    plan: plan, bells: rings(context), context: context, sound: playing, words: context.messages,
                    circleColour: circle, background: background, stopwatch: watch)
                result = try await screen.run(on: terminal)
            } catch {
                playing.end(atSecond: 0)  // a screen that failed leaves no sound playing on
                throw error
            }
        } else {
            result = await playPlain(plan, context: context)
        }
        // The summary first: it marks the session's end, and the log write waits on fsync.
        context.output.line(Self.summary(plan, result, words: context.messages))
        playing.end(atSecond: result.seconds)
        // A session without an end is complete once it breathed one whole cycle (BreathingResult.countingRule).
        try context.breathing.log(
            BreathingSessionRecord(
                start: started, technique: plan.technique, pattern: plan.pattern,
                cyclesPlanned: plan.openEnded ? result.cyclesDone : plan.cycles, cyclesDone: result.cyclesDone,
                seconds: (result.seconds * 10).rounded() / 10, completed: result.completed))
        notice.say()
    }

    /// Whether the bell rings: --bell, or the bell setting.
    private func rings(_ context: CommandContext) -> Bool { bell || context.settings.bell == true }

    /// The session `cycles` or `minutes` ask for (checked in `validate()`), else the technique's usual length.
    static func plan(
        _ technique: BreathingTechnique, pattern: BreathingPattern, cycles: Int?, minutes: Double?
    ) -> BreathingPlan {
        let count =
            cycles ?? minutes.map { BreathingPlan.cycles(forMinutes: $0, pattern: pattern) } ?? technique.defaultCycles
        return BreathingPlan(technique: technique.name, pattern: pattern, cycles: min(count, 100))
    }

    /// `00:04 exhale 6s (cycle 1/10)`, `00:04 выдох 6 с (цикл 1/10)`.
    static func line(_ phase: BreathingPhase, of plan: BreathingPlan, words: Messages = .english) -> String {
        let seconds = phase.length == phase.length.rounded() ? "\(Int(phase.length))" : "\(phase.length)"
        return words.tr(
            "%@ %@ %@s (cycle %@)", DurationFormat.short(phase.start), phase.kind.name(in: words),
            words.number(seconds), plan.cycleText(phase.cycle))
    }

    /// The same for a screen reader, its label first: `Exhale, 6 seconds, cycle 1 of 10, at 00:04`.
    static func plainLine(_ phase: BreathingPhase, of plan: BreathingPlan, words: Messages = .english) -> String {
        let whole = phase.length == phase.length.rounded()
        let seconds =
            whole
            ? words.trn("%d second", "%d seconds", Int(phase.length))
            : words.tr("%@ seconds", words.number("\(phase.length)"))
        let cycle =
            plan.openEnded
            ? words.tr("cycle %@", words.number(phase.cycle))
            : words.tr("cycle %@ of %@", words.number(phase.cycle), words.number(plan.cycles))
        return words.tr(
            "%@, %@, %@, at %@", phase.kind.name(in: words).capitalizedFirst, seconds, cycle,
            DurationFormat.short(phase.start))
    }

    static func summary(_ plan: BreathingPlan, _ result: BreathingResult, words: Messages = .english) -> String {
        let pace = words.number(Printf.format("%.1f", result.breathsPerMinute))
        let planned = DurationFormat.short(plan.duration)
        let took = DurationFormat.short(result.seconds, tenths: true, in: words)
        if plan.openEnded && !result.completed {
            return words.tr(
                "Stopped after %@, before one whole cycle of %@: logged as stopped; its time counts toward today's minutes.",
                took, plan.name)
        }
        if plan.openEnded {
            return words.tr(
                "Done: %@ of %@ in %@, %@ breaths a minute.", words.trn("%d cycle", "%d cycles", result.cyclesDone),
                plan.name, took, pace)
        }
        if result.completed {
            return words.tr(
                "Done: %@ of %@ in %@ (planned %@), %@ breaths a minute.",
                words.trn("%d cycle", "%d cycles", plan.cycles), plan.name, took, planned, pace)
        }
        return words.tr(
            "Ended early after %@ of %@ cycles: %@ of %@ breathed, %@ breaths a minute. It is in your log.",
            words.number(result.cyclesDone), words.number(plan.cycles), took, planned, pace)
    }

    /// Timed lines on the context's clock; at a terminal, q, Esc or Ctrl-C ends the session early.
    private func playPlain(_ plan: BreathingPlan, context: CommandContext) async -> BreathingResult {
        let words = context.messages
        context.output.line(
            plan.openEnded
                ? words.tr("%@, until you stop (q):", plan.title)
                : words.tr(
                    "%@, %@, %@:", plan.title, words.trn("%d cycle", "%d cycles", plan.cycles),
                    DurationFormat.short(plan.duration)))
        let bells = rings(context)
        let session = Task {
            await Self.play(plan, bells: bells, on: context.clock, words: words, context: context)
        }
        guard let terminal = context.terminal else {
            // Piped: Ctrl-C or a signal ends the session early, and it is logged like any other.
            guard let shell = context.shell else { return await session.value }
            return await shell.stoppable(stop: { session.cancel() }, { await session.value })
        }
        let finished = Atomic<Bool>(false)
        let watcher = Task {
            let result = await session.value
            finished.store(true, ordering: .relaxed)
            return result
        }
        await terminal.withKeyInput {
            while !finished.load(ordering: .relaxed) {
                switch terminal.readKey(timeout: .milliseconds(100)) {
                case .interrupt?, .escape?, .character("q")?, .character("Q")?:
                    session.cancel()
                    return
                default: continue
                }
            }
        }
        return await watcher.value
    }

    private static func play<C: Clock>(
        _ plan: BreathingPlan, bells: Bool, on clock: C, words: Messages, context: CommandContext
    ) async
        -> BreathingResult
    where C.Duration == Duration {
        await BreathingRunner(clock: clock).run(plan, bells: bells) { event in
            switch event {
            case let .phase(phase):
                context.output.line(
                    context.plain ? plainLine(phase, of: plan, words: words) : line(phase, of: plan, words: words))
            case .bell: context.output.control(.bell)
            }
        }
    }
}
