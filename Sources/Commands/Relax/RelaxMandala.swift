import ArgumentParser
import Core
import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `relax mandala`: a turning, breathing kaleidoscope.
struct RelaxMandala: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "mandala",
        abstract:
            "A slowly turning, breathing mandala in braille dots; n shows the next, --breathe 4-6 breathes with you.",
        discussion: """
            Every mandala grows from a seed: --seed repeats one. With --breathe (a pattern like 4-6 or 4-7-8, \
            or a technique's name) it grows as you breathe in and shrinks as you breathe out, on the same \
            deadlines as 'breathe', and the session counts as breathing too. \(BreathingResult.countingRule)
            """
    )

    @OptionGroup var options: RelaxOptions
    @Option(help: ArgumentHelp("The mandala's seed, to see one again.", valueName: "n")) var seed: UInt64?
    @Option(
        help: ArgumentHelp(
            "How many times the pattern repeats round: 8 or 12 (the seed chooses without it).", valueName: "n"))
    var symmetry: Int?
    @Option(
        help: ArgumentHelp(
            "Breathe with it: a pattern (4-6, 4-7-8, 4-4-4-4) or a technique (calm, box).", valueName: "pattern"))
    var breathe: String?

    func validate() throws {
        if let symmetry, ![8, 12].contains(symmetry) {
            throw ValidationError("--symmetry must be 8 or 12, not \(symmetry)")
        }
        if breathe != nil && options.speed != 1 {
            throw ValidationError("--speed would change the breath's timing; leave it out with --breathe")
        }
    }

    func run(in context: CommandContext) async throws {
        let plan = try breathe.map { try Self.plan($0, context: context) }
        let started = context.now()
        let visual = MandalaVisual(
            seed: seed ?? UInt64(started.timeIntervalSince1970) % 100_000, symmetry: symmetry, breath: plan)
        var session = RelaxSession(visual: visual, options: options, context: context)
        let breathing = plan.map { _ in AchievementNotice.breathing(context) }
        let outcome = try await session.run()
        guard let plan, let breathing else { return }
        let breathed = BreathingResult(plan: plan, seconds: outcome.seconds)
        try context.breathing.log(
            BreathingSessionRecord(
                start: started, technique: "mandala " + plan.pattern.shortName, pattern: plan.pattern,
                cyclesPlanned: breathed.cyclesDone,
                cyclesDone: breathed.cyclesDone, seconds: (outcome.seconds * 10).rounded() / 10,
                completed: breathed.completed))
        if !breathed.completed {
            context.output.line(
                context.messages.tr(
                    "Stopped before one whole breath of %@: logged as a stopped breathing session; its time counts toward today's minutes.",
                    plan.pattern.shortName))
        }
        breathing.say()
    }

    /// The breath to follow: `4-6`, `4-7-8`, `4-4-4-4`, or a technique by name.
    static func plan(_ text: String, context: CommandContext) throws -> BreathingPlan {
        let parts = text.split(separator: "-").map { Double($0) }
        if parts.count >= 2, parts.count <= 4, parts.allSatisfy({ $0 != nil }) {
            let seconds = parts.map { $0! }
            let pattern =
                parts.count == 2
                ? BreathingPattern(inhale: seconds[0], exhale: seconds[1])
                : BreathingPattern(
                    inhale: seconds[0], hold: seconds[1], exhale: seconds[2], rest: parts.count == 4 ? seconds[3] : 0)
            return .untilStopped(
                technique: pattern.shortName, pattern: try pattern.validated(exhaleLongerThanInhale: false))
        }
        let technique = try BreatheCommand.technique(named: text, context: context)
        return .untilStopped(technique: technique.name, pattern: technique.pattern)
    }
}

/// The mandala, turning once in 90 seconds; its size follows the breath, or a slow 10-second swell.
struct MandalaVisual: RelaxVisual {
    private(set) var seed: UInt64
    let symmetry: Int?
    let breath: BreathingPlan?
    private var view: MandalaView?
    private var size = (columns: 0, rows: 0)
    /// The breath's phase and the seconds left in it, as last drawn.
    private var phase: (kind: BreathingPhase.Kind, left: Int)?
    let practice = RelaxPractice.mandala
    private(set) var shown = 1

    init(seed: UInt64, symmetry: Int?, breath: BreathingPlan?) {
        (self.seed, self.symmetry, self.breath) = (seed, symmetry, breath)
    }

    mutating func fit(columns: Int, rows: Int) {
        size = (columns, rows)
        view = MandalaView(Mandala(seed: seed, symmetry: symmetry), columns: columns, rows: rows)
    }

    mutating func press(_ key: TerminalKey, at time: Double) -> Bool {
        guard key == .character("n") || key == .character("N") else { return false }
        seed &+= 1
        shown += 1
        fit(columns: size.columns, rows: size.rows)
        return true
    }

    mutating func picture(at time: Double, depth: ColorDepth) -> [Cell] {
        guard let view else { return [] }
        var fullness = 0.85 + 0.1 * sin(2 * .pi * time / 10)
        if let breath, let (phase, progress) = breath.position(at: time) {
            fullness = phase.kind.fullness(progress: progress, smallest: 0.55)
            self.phase = (phase.kind, max(1, Int((phase.length * (1 - progress)).rounded(.up))))
        }
        return view.draw(rotation: time / 90, size: fullness, time: time).cells()
    }

    var breathPhases: [BreathingPhase] { breath?.phases ?? [] }

    func status(in words: Messages) -> String {
        let name = words.tr("Mandala %@ (%@-fold)", "\(seed)", words.number(view?.mandala.symmetry ?? symmetry ?? 8))
        guard breath != nil else { return words.tr("%@ · n next · q ends", name) }
        let breathing = phase.map { $0.kind.instruction(in: words) + " " + words.number($0.left) } ?? ""
        return words.tr("%@ · n next · q ends", name + " · " + breathing)
    }
}
