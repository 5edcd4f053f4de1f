import Core
import Storage

/// The animated session: the circle, the phase word with its countdown, the cycle and the time
/// left, redrawn twenty times a second at absolute deadlines and fitted to the window each frame.
struct BreathingScreen {
    let plan: BreathingPlan
    let bells: Bool
    let context: CommandContext
    /// The session's sound, paused with it.
    var sound: SessionSound? = nil
    /// The words of the screen, in the person's language (read once: `context.messages` reads the settings).
    var words = Messages.english
    /// The circle's colour; nil: it changes with the phase.
    var circleColour: ScreenColour? = nil
    /// The background's colour; nil: the terminal's own.
    var background: ScreenColour? = nil
    /// The stopwatch running when the session began (not hidden), shown at the top right as it counts on.
    var stopwatch: Stopwatch? = nil

    static let framesPerSecond = 20

    func run(on terminal: any TerminalControl) async throws -> BreathingResult {
        await terminal.withKeyInput {
            await terminal.withFullScreen { play(on: context.clock, terminal: terminal) }
        }
    }

    /// Draws frames until the plan ends or the user ends it; returns seconds breathed without pauses.
    private func play<C: Clock>(on clock: C, terminal: any TerminalControl) -> BreathingResult
    where C.Duration == Duration {
        let start = clock.now
        let frame = Duration.seconds(1) / Self.framesPerSecond
        var paused: Duration = .zero
        var pausedSince: C.Instant?
        var lastPhase: BreathingPhase?
        var secondBellAt: Double?
        var lastSize = (0, 0)
        var number = 0
        func breathed() -> Double {
            let total = start.duration(to: pausedSince ?? clock.now) - paused
            return Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        }
        while true {
            let elapsed = breathed()
            guard let (phase, progress) = plan.position(at: elapsed) else {
                return BreathingResult(plan: plan, seconds: plan.duration)
            }
            if bells && pausedSince == nil {
                if phase != lastPhase && (phase.kind == .inhale || phase.kind == .exhale) {
                    context.output.control(.bell)
                    secondBellAt = phase.kind == .exhale ? elapsed + 0.3 : nil
                } else if let at = secondBellAt, elapsed >= at {
                    context.output.control(.bell)
                    secondBellAt = nil
                }
            }
            lastPhase = phase
            let size = (terminal.columns, terminal.rows)
            var picture = Frame()
            if size != lastSize { picture.add(.clearScreen) }
            lastSize = size
            picture.add(.home)
            for (index, line) in draw(
                phase, progress: progress, elapsed: elapsed, paused: pausedSince != nil, size: size
            ).enumerated() {
                if index > 0 { picture.add(.nextLine) }
                picture.add(background.map { context.style.onPaper(line, $0) } ?? line)
                picture.add(.clearToLineEnd)
            }
            picture.add(.clearBelow)
            if background != nil { picture.add(context.style.reset) }
            context.output.show(picture)
            number += 1
            let wait = clock.now.duration(to: start.advanced(by: frame * number))
            switch terminal.readKey(timeout: max(.zero, wait)) {
            case .character(" ")?:
                if let since = pausedSince {
                    paused += since.duration(to: clock.now)
                    pausedSince = nil
                    sound?.resume()
                } else {
                    pausedSince = clock.now
                    sound?.pause()
                }
            case .interrupt?, .escape?, .character("q")?, .character("Q")?:
                return BreathingResult(plan: plan, seconds: breathed())
            default:
                break
            }
            if wait < .zero { number = Int((start.duration(to: clock.now) / frame).rounded(.up)) }
        }
    }

    /// The lines of one frame, fitted to `size`.
    func draw(_ phase: BreathingPhase, progress: Double, elapsed: Double, paused: Bool, size: (columns: Int, rows: Int))
        -> [String]
    {
        let style = context.style
        let circleRows = max(3, size.rows - 5)
        let circle = BreathingCircle.lines(
            fraction: phase.kind.fullness(progress: progress, smallest: 0.3), columns: size.columns, rows: circleRows)
        func colour(_ text: String) -> String {
            if let circleColour { return style.ink(text, circleColour) }
            return switch phase.kind {
            case .inhale: style.cyan(text)
            case .exhale: style.green(text)
            case .hold, .rest: style.yellow(text)
            }
        }
        let countdown = Int((phase.length * (1 - progress)).rounded(.up))
        let title = plan.title
        let word = paused ? words.tr("Paused") : phase.kind.instruction(in: words) + "  \(max(1, countdown))"
        let info =
            plan.openEnded
            ? words.tr("cycle %@ · %@ breathed", words.number(phase.cycle), DurationFormat.short(elapsed))
            : words.tr(
                "cycle %@/%@ · %@ left", words.number(phase.cycle), words.number(plan.cycles),
                DurationFormat.short((plan.duration - elapsed).rounded(.up)))
        let hint = paused ? words.tr("space resumes · q ends") : words.tr("space pauses · q ends")
        var top = title
        if let stopwatch {
            // The running stopwatch at the right of the title line, as the prompt shows it.
            let clock = words.tr("stopwatch %@", DurationFormat.clock(stopwatch.elapsed(at: context.now())))
            let width = TerminalText.width(of: title) + TerminalText.width(of: clock)
            top += String(repeating: " ", count: max(2, size.columns - width)) + clock
        }
        var lines = [style.dim(top)] + circle.map { colour($0) }
        lines += [
            centered(style.bold(word), width: word.count, in: size.columns),
            centered(info, width: info.count, in: size.columns),
            centered(style.dim(hint), width: hint.count, in: size.columns),
        ]
        return lines
    }

    private func centered(_ text: String, width: Int, in columns: Int) -> String {
        String(repeating: " ", count: max(0, (columns - width) / 2)) + text
    }
}
