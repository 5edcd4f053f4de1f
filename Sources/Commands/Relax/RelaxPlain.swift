import ArgumentParser
import Core
import Storage

/// The visual practices in the plain display: a screen reader cannot read moving pictures, so coach says what the
/// practice would show and offers the breathing instead, which speaks in timed lines and sounds.
enum RelaxPlain {
    /// What the practice shows, in words.
    static func picture(_ practice: RelaxPractice, words: Messages) -> String {
        switch practice {
        case .fire: words.tr("a fire burning in warm colours, to gaze at steadily (trataka)")
        case .mandala:
            words.tr("a slowly turning mandala of dots that grows as you breathe in and shrinks as you breathe out")
        case .scenes:
            words.tr(
                "a slideshow of calm scenes: sea at dusk, mountains, a forest, stars, rain on a lake, northern lights")
        case .particles: words.tr("thousands of particles at rest that drift away from the mouse and back")
        }
    }

    /// Says what the practice would show and offers the breathing; at a terminal, `1` breathes now.
    static func offer(_ practice: RelaxPractice, context: CommandContext) async throws {
        let words = context.messages
        let title = words.tr(practice.title)
        context.output.line(words.tr("Relax, %@: it would show %@.", title, picture(practice, words: words)))
        context.output.line(
            words.tr("Relax, %@: the plain display draws nothing, so it is not shown and not logged.", title))
        guard let terminal = context.terminal else {
            return context.output.line(
                words.tr("Instead: 'breathe' guides your breathing in timed lines, with a sound at each phase."))
        }
        context.output.line(words.tr("Breathe instead, in timed lines? 1 breathe now, 2 not now."))
        context.output.write(words.tr("Your choice, 1 or 2: "))
        context.output.flush()
        let answer = terminal.readLine()?.trimmed(\.isSpace).lowercased()
        guard let answer, ["1", "y", "yes", words.tr("yes")].contains(answer) else {
            return context.output.line(words.tr("Relax: nothing started."))
        }
        try await BreatheStart.parse([]).run(in: context)
    }
}
