import ArgumentParser
import Core

/// `relax`: the visual practices, full-screen at a terminal.
public struct RelaxCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "relax",
        abstract: "Visual relaxation: a fire to gaze at, turning mandalas, calm scenes and particles to push around.",
        discussion: """
            Each practice fills the terminal until --minutes are up or you press q, Esc or Ctrl-C, then says \
            how long it was and logs it ('relax stats'). --fps sets the frames a second (30), --speed how fast \
            things move. Colours follow COLORTERM (truecolor) or xterm's 256; with NO_COLOR the pictures are \
            drawn in shades. 'relax mandala --breathe' is logged as breathing too. \(BreathingResult.countingRule)
            """,
        subcommands: [RelaxFire.self, RelaxMandala.self, RelaxScenes.self, RelaxParticles.self, RelaxStats.self]
    )

    public init() {}
}
