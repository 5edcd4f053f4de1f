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
            drawn in shades.
            """,
        subcommands: [RelaxFire.self, RelaxMandala.self, RelaxScenes.self, RelaxParticles.self, RelaxStats.self]
    )

    public init() {}
}

/// `relax fire`: the DOOM fire, for trataka.
struct RelaxFire: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "fire",
        abstract: "A fire to gaze at steadily (trataka); space lets it die down and kindles it again."
    )

    @OptionGroup var options: RelaxOptions
    @Option(help: ArgumentHelp("Start the fire from this seed, to see the same flames again.", valueName: "n")) var seed: UInt64?

    func run(in context: CommandContext) async throws {
        var session = RelaxSession(visual: FireVisual(seed: seed ?? UInt64(context.now().timeIntervalSince1970)), options: options, context: context)
        _ = try await session.run()
    }
}

/// The fire, fitted to the window: two pixels a cell.
struct FireVisual: RelaxVisual {
    let seed: UInt64
    private var fire: Fire?
    let practice = RelaxPractice.fire
    let stepsPerSecond = 24.0

    init(seed: UInt64) { self.seed = seed }

    mutating func fit(columns: Int, rows: Int) {
        let kindled = fire?.kindled ?? true
        fire = Fire(columns: columns, rows: rows * 2, seed: seed)
        if !kindled { fire?.toggle() }
    }

    mutating func step() { fire?.step() }

    mutating func press(_ key: TerminalKey, at time: Double) -> Bool {
        guard key == .character(" ") else { return false }
        fire?.toggle()
        return true
    }

    func picture(at time: Double, depth: ColorDepth) -> [Cell] { fire?.picture.cells(depth: depth) ?? [] }

    var status: String { fire?.kindled == false ? "Fire · space kindles it · q ends" : "Fire · space lets it die down · q ends" }
}
