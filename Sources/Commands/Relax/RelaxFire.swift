import ArgumentParser
import Core
import Storage

/// `relax fire`: the DOOM fire, for trataka.
struct RelaxFire: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "fire",
        abstract: "A fire to gaze at steadily (trataka); space lets it die down and kindles it again."
    )

    @OptionGroup var options: RelaxOptions
    @Option(help: ArgumentHelp("Start the fire from this seed, to see the same flames again.", valueName: "n"))
    var seed: UInt64?

    func run(in context: CommandContext) async throws {
        var session = RelaxSession(
            visual: FireVisual(seed: seed ?? UInt64(context.now().timeIntervalSince1970)), options: options,
            context: context)
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

    func status(in words: Messages) -> String {
        fire?.kindled == false
            ? words.tr("Fire · space kindles it · q ends") : words.tr("Fire · space lets it die down · q ends")
    }
}
