import ArgumentParser
import Core

/// A visual practice as `RelaxSession` drives it: a simulation stepped on a fixed timestep and a
/// picture drawn from it, apart, so the frame rate never changes how fast things move.
protocol RelaxVisual {
    var practice: RelaxPractice { get }
    /// Simulation steps in one simulated second (0: nothing to step, the picture follows the time).
    var stepsPerSecond: Double { get }
    /// Lays the practice out for a picture of `columns` × `rows` cells.
    mutating func fit(columns: Int, rows: Int)
    /// One fixed step of the simulation.
    mutating func step()
    /// Answers a key or a mouse report at `time` simulated seconds; false when it means nothing here.
    mutating func press(_ key: TerminalKey, at time: Double) -> Bool
    /// The picture at `time` simulated seconds, `columns` × `rows` cells as `fit` was told.
    mutating func picture(at time: Double, depth: ColorDepth) -> [Cell]
    /// The status line in `words`' language: what is on screen and the keys.
    func status(in words: Messages) -> String
    /// Whether the mouse is asked for.
    var wantsMouse: Bool { get }
    /// What the log keeps: mandalas or scenes seen, pushes given.
    var shown: Int { get }
    var interactions: Int { get }
    /// The breath the practice follows, for sound cues (the breathing mandala's).
    var breathPhases: [BreathingPhase] { get }
}

extension RelaxVisual {
    var wantsMouse: Bool { false }
    var shown: Int { 0 }
    var interactions: Int { 0 }
    var stepsPerSecond: Double { 0 }
    mutating func step() {}
    var breathPhases: [BreathingPhase] { [] }
}

/// The options every practice takes: how long, how fast and how smooth, and the sound under it.
struct RelaxOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("End after this many minutes (0.1–180); without it, until q, Esc or Ctrl-C.", valueName: "n")
    )
    var minutes: Double?
    @Option(help: ArgumentHelp("Frames a second (1–60).", valueName: "n")) var fps = 30
    @Option(help: ArgumentHelp("How fast things move, apart from the frame rate (0.25–4).", valueName: "x")) var speed =
        1.0
    @Option(help: .hidden) var measure: String?
    @OptionGroup var sound: SoundOptions

    func validate() throws {
        try OptionRange.check(minutes, 0.1...180, "--minutes", example: "--minutes 10")
        try OptionRange.check(fps, 1...60, "--fps", example: "--fps 30")
        try OptionRange.check(speed, 0.25...4, "--speed", example: "--speed 0.5")
    }
}

extension Float {
    /// `0.99`, not the nearest Double to the Float (`0.9900000095367432`): the number as typed.
    var asTyped: Double { Double(description) ?? Double(self) }
}

extension Double {
    /// `2`, `0.5`: a number as a person writes it.
    var asTyped: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
