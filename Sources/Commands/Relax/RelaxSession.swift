import Core
import LiveStorage
import Storage

/// Runs a visual practice full-screen: frames at absolute deadlines (`--fps`), the simulation on
/// its own fixed timestep (`--speed`), keys and the mouse read between frames; then a calm end
/// line and the session in the log.
struct RelaxSession<Visual: RelaxVisual> {
    var visual: Visual
    let options: RelaxOptions
    let context: CommandContext
    /// The status line's words, in the person's language (read once: `context.messages` reads the settings).
    let words: Messages

    init(visual: Visual, options: RelaxOptions, context: CommandContext) {
        (self.visual, self.options, self.context, self.words) = (visual, options, context, context.messages)
    }

    /// What a session did, for the log and `--measure`.
    struct Outcome {
        var seconds: Double
        var frames = 0
        var bytes = 0
        /// What the same frames would have cost drawn whole each time: every tenth frame drawn whole
        /// again, times ten (with --measure only, and sampled so the measuring hardly adds to the CPU measured).
        var wholeBytes = 0
        var worstFrame: Duration = .zero
        var drawing: Duration = .zero
    }

    /// Draws until the minutes are up or the person ends it; logs the session and says how long it was.
    mutating func run() async throws -> Outcome {
        guard !context.plain else {
            try await RelaxPlain.offer(visual.practice, context: context)
            return Outcome(seconds: 0)
        }
        guard let terminal = context.terminal, terminal.drawsPictures else { throw RelaxCommandError.needsTerminal }
        if options.sound.cues && visual.breathPhases.isEmpty { throw RelaxCommandError.cuesWithoutBreath }
        let sound = try SessionSound.start(
            options.sound, phases: visual.breathPhases, seconds: options.minutes.map { $0 * 60 }, in: context)
        let started = context.now()
        let notice = AchievementNotice.relax(context)
        var session = self
        let outcome = await terminal.withKeyInput {
            await terminal.withFullScreen {
                visual.wantsMouse
                    ? await terminal.withMouse { session.play(on: context.clock, terminal: terminal) }
                    : session.play(on: context.clock, terminal: terminal)
            }
        }
        visual = session.visual
        sound.end(atSecond: outcome.seconds)
        context.output.line(Self.endLine(visual.practice, seconds: outcome.seconds, words: words))
        try context.relax.log(
            RelaxSessionRecord(
                start: started, practice: visual.practice, seconds: (outcome.seconds * 10).rounded() / 10,
                shown: visual.shown, interactions: visual.interactions))
        notice.say()
        if let path = options.measure { try Self.write(outcome, to: path) }
        return outcome
    }

    /// `Rested your eyes on the fire for 3 min 12 s.`
    static func endLine(_ practice: RelaxPractice, seconds: Double, words: Messages = .english) -> String {
        let time = DurationFormat.spoken(seconds, in: words)
        return switch practice {
        case .fire: words.tr("You watched the fire for %@. Carry its warmth with you.", time)
        case .mandala: words.tr("You rested your eyes on the mandala for %@.", time)
        case .scenes: words.tr("You took in calm scenes for %@.", time)
        case .particles: words.tr("You let off steam with the particles for %@.", time)
        }
    }

    private mutating func play<C: Clock>(on clock: C, terminal: any TerminalControl) -> Outcome
    where C.Duration == Duration {
        let start = clock.now
        let frame = Duration.seconds(1) / options.fps
        let limit = options.minutes.map { $0 * 60 }
        var screen = CellScreen(depth: terminal.colorDepth)
        var outcome = Outcome(seconds: 0)
        var (size, steps, number) = ((columns: 0, rows: 0), 0, 0)
        while true {
            let elapsed = start.duration(to: clock.now).seconds
            if let limit, elapsed >= limit {
                outcome.seconds = limit
                return outcome
            }
            let time = elapsed * options.speed
            let drawStart = clock.now
            // The picture takes every row but the last, the status line's.
            let now = (columns: terminal.columns, rows: max(2, terminal.rows))
            if now != size {
                size = now
                visual.fit(columns: size.columns, rows: size.rows - 1)
            }
            // Catch up on the steps due, but never more than half a second's: a stalled machine skips ahead.
            let due = Int(time * visual.stepsPerSecond)
            steps = max(steps, due - max(1, Int(visual.stepsPerSecond / 2)))
            while steps < due {
                visual.step()
                steps += 1
            }
            let cells =
                visual.picture(at: time, depth: terminal.colorDepth)
                + statusLine(columns: size.columns, elapsed: elapsed, limit: limit)
            if terminal.takeResumed() { screen.redrawAll() }  // after fg the alternate screen is blank
            let bytes = screen.frame(cells, columns: size.columns, rows: size.rows)
            context.output.paint(bytes)
            let drawn = drawStart.duration(to: clock.now)
            if options.measure != nil, outcome.frames % 10 == 1 {
                var whole = CellScreen(depth: terminal.colorDepth)
                outcome.wholeBytes += 10 * whole.frame(cells, columns: size.columns, rows: size.rows).count
            }
            (outcome.frames, outcome.bytes, outcome.drawing) = (
                outcome.frames + 1, outcome.bytes + bytes.count, outcome.drawing + drawn
            )
            outcome.worstFrame = max(outcome.worstFrame, drawn)
            number += 1
            // A frame that took longer than its time skips to the next deadline still ahead.
            if clock.now.duration(to: start.advanced(by: frame * number)) < .zero {
                number = Int((start.duration(to: clock.now) / frame).rounded(.up))
            }
            // Keys and mouse reports until the next frame is due.
            while true {
                let wait = clock.now.duration(to: start.advanced(by: frame * number))
                guard wait > .zero, let key = terminal.readKey(timeout: wait) else { break }
                switch key {
                case .interrupt, .escape, .character("q"), .character("Q"):
                    outcome.seconds = start.duration(to: clock.now).seconds
                    return outcome
                default: _ = visual.press(key, at: start.duration(to: clock.now).seconds * options.speed)
                }
            }
        }
    }

    /// The bottom line: the status and the time, dim on black.
    private func statusLine(columns: Int, elapsed: Double, limit: Double?) -> [Cell] {
        let clock =
            limit.map { words.tr("%@ left", DurationFormat.short(($0 - elapsed).rounded(.up))) }
            ?? DurationFormat.short(elapsed)
        var text = Array((" " + visual.status(in: words) + " · " + clock).unicodeScalars.prefix(columns))
        text += Array(repeating: " ", count: max(0, columns - text.count))
        let grey = RGB(150, 150, 150)
        return text.map { Cell(glyph: $0, foreground: grey, background: .black) }
    }

    private static func write(_ outcome: Outcome, to path: String) throws {
        func ms(_ duration: Duration) -> String { Printf.format("%.2f", duration.seconds * 1000) }
        let text =
            "frames=\(outcome.frames) bytes=\(outcome.bytes) whole_bytes=\(outcome.wholeBytes) seconds=\(outcome.seconds) worst_ms=\(ms(outcome.worstFrame)) "
            + "mean_ms=\(ms(outcome.drawing / max(1, outcome.frames)))\n"
        let url = OutsideFile.url(typed: path)
        try OutsideFile.write(Data(text.utf8), to: url, otherwise: "give another file to --measure")
    }
}
