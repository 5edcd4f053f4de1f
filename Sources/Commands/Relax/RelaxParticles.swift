import ArgumentParser
import Core

extension ParticlePhysics.Preset: ExpressibleByArgument {}

/// `relax particles`: anti-stress particles the mouse (or the arrow keys) pushes around.
struct RelaxParticles: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "particles",
        abstract:
            "Thousands of particles at rest; move the mouse through them (or the arrow keys) and they drift back.",
        discussion: """
            The mouse pushes wherever it moves; with --keys (or a terminal without mouse reports) the arrow keys \
            move a cursor that pushes. 1–4 switch the presets Gentle, Dynamic, Fluid and Bouncy; --radius, \
            --strength, --friction and --spring change one of them. Lengths are in points, a cell 8 wide and 16 high.
            """
    )

    @OptionGroup var options: RelaxOptions
    @Option(help: "The feel: gentle (the default), dynamic, fluid or bouncy.") var preset: ParticlePhysics.Preset =
        .gentle
    @Option(help: ArgumentHelp("How many particles (3000–6000).", valueName: "n")) var particles = 4500
    @Option(help: ArgumentHelp("How far a push reaches, in points (20–200).", valueName: "pt")) var radius: Float?
    @Option(help: ArgumentHelp("How hard it pushes (5–50).", valueName: "n")) var strength: Float?
    @Option(help: ArgumentHelp("Speed kept each 1/60 s (0.5–0.99): lower settles sooner.", valueName: "n"))
    var friction: Float?
    @Option(help: ArgumentHelp("Pull toward home each 1/60 s (0.01–0.2).", valueName: "n")) var spring: Float?
    @Flag(help: "Push with a cursor moved by the arrow keys, leaving the mouse to the terminal.") var keys = false

    func validate() throws {
        try OptionRange.check(particles, 3000...6000, "--particles", example: "relax particles --particles 4000")
        let checks: [(String, Float?, ClosedRange<Float>, String)] = [
            ("--radius", radius, ParticlePhysics.radii, "80"),
            ("--strength", strength, ParticlePhysics.strengths, "20"),
            ("--friction", friction, ParticlePhysics.frictions, "0.9"),
            ("--spring", spring, ParticlePhysics.springs, "0.05"),
        ]
        for (option, value, range, example) in checks {
            try OptionRange.check(
                value.map(\.asTyped), range.lowerBound.asTyped...range.upperBound.asTyped, option,
                example: "relax particles \(option) \(example)")
        }
    }

    func run(in context: CommandContext) async throws {
        var physics = preset.physics
        if let radius { physics.radius = radius }
        if let strength { physics.strength = strength }
        if let friction { physics.friction = friction }
        if let spring { physics.spring = spring }
        let visual = ParticlesVisual(count: particles, preset: preset, physics: physics, mouse: !keys)
        var session = RelaxSession(visual: visual, options: options, context: context)
        _ = try await session.run()
    }
}

/// The field fitted to the window; the pointer pushes for a moment after each move.
struct ParticlesVisual: RelaxVisual {
    let count: Int
    private(set) var preset: ParticlePhysics.Preset
    private var physics: ParticlePhysics
    let wantsMouse: Bool
    private(set) var field: ParticleField?
    /// The arrow keys' cursor, in cells.
    private var cursor: (column: Int, row: Int)?
    /// Steps left in the current push; a push ends 0.6 s after the last move.
    private var pushing = 0
    private var lastPush = -10.0
    private(set) var interactions = 0
    let practice = RelaxPractice.particles
    let stepsPerSecond = ParticleField.stepsPerSecond

    init(count: Int, preset: ParticlePhysics.Preset, physics: ParticlePhysics, mouse: Bool) {
        (self.count, self.preset, self.physics, wantsMouse) = (count, preset, physics, mouse)
    }

    mutating func fit(columns: Int, rows: Int) {
        field = ParticleField(columns: columns, rows: rows, count: count, physics: physics)
        cursor = cursor.map { (min($0.column, columns - 1), min($0.row, rows - 1)) }
    }

    mutating func step() {
        guard field != nil else { return }
        pushing = max(0, pushing - 1)
        if pushing == 0 { field!.pointer = nil }
        field!.step()
    }

    mutating func press(_ key: TerminalKey, at time: Double) -> Bool {
        switch key {
        case let .mouse(report) where report.button <= 3:
            push(column: report.column - 1, row: report.row - 1, at: time, fresh: report.action == .press)
        case let .arrow(arrow):
            guard let field else { return false }
            let (columns, rows) = (
                Int(field.width / ParticleField.cellWidth), Int(field.height / ParticleField.cellHeight)
            )
            var (column, row) = cursor ?? (columns / 2, rows / 2)
            switch arrow {
            case .left: column = max(0, column - 2)
            case .right: column = min(columns - 1, column + 2)
            case .up: row = max(0, row - 1)
            case .down: row = min(rows - 1, row + 1)
            }
            cursor = (column, row)
            push(column: column, row: row, at: time, fresh: false)
        case let .character(typed):
            guard let number = typed.wholeNumberValue, (1...4).contains(number) else { return false }
            preset = ParticlePhysics.Preset.allCases[number - 1]
            physics = preset.physics
            field?.physics = physics
        default: return false
        }
        return true
    }

    /// Pushes from the middle of a cell; a click, or a move after a still moment, counts as a new push.
    private mutating func push(column: Int, row: Int, at time: Double, fresh: Bool) {
        if fresh || time - lastPush > 0.6 { interactions += 1 }
        lastPush = time
        pushing = Int(0.6 * stepsPerSecond)
        field?.pointer = (
            (Float(column) + 0.5) * ParticleField.cellWidth, (Float(row) + 0.5) * ParticleField.cellHeight
        )
    }

    func picture(at time: Double, depth: ColorDepth) -> [Cell] {
        guard let field else { return [] }
        let (columns, rows) = (Int(field.width / ParticleField.cellWidth), Int(field.height / ParticleField.cellHeight))
        var cells = field.picture(columns: columns, rows: rows).cells()
        if let cursor, time - lastPush < 2 {
            cells[cursor.row * columns + cursor.column] = Cell(
                glyph: "+", foreground: RGB(255, 220, 120), background: .black)
        }
        return cells
    }

    func status(in words: Messages) -> String {
        let names = ParticlePhysics.Preset.allCases.enumerated().map {
            "\($0 + 1) \($1 == preset ? "[\($1.title)]" : $1.title)"
        }
        let presets = names.joined(separator: " ")
        let particles = words.trn("%d particle", "%d particles", field?.count ?? count)
        return wantsMouse
            ? words.tr("%@ · %@ · mouse or arrows push · q ends", particles, presets)
            : words.tr("%@ · %@ · arrows push · q ends", particles, presets)
    }
}
