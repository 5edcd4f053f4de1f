import ArgumentParser
import Core

/// `relax scenes`: a slideshow of calm scenes painted in the terminal.
struct RelaxScenes: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract:
            "A slideshow of calm scenes (sea at dusk, mountains, a forest, stars, rain on a lake, northern lights); ← → move.",
        discussion: "Each scene fades slowly into the next every --interval; the arrow keys move back and on at once."
    )

    @OptionGroup var options: RelaxOptions
    @Option(help: ArgumentHelp("How long each scene stays: 20s, 1m or 1m30s (5 s to 10 min).", valueName: "time"))
    var interval = "20s"
    @Option(
        help: ArgumentHelp(
            "The scene to start with: its number (1–\(CalmScene.all.count)) or part of its name.", valueName: "scene"))
    var scene: String?

    func validate() throws {
        guard let seconds = Self.seconds(interval), (5...600).contains(seconds) else {
            throw ValidationError("--interval must be a time from 5s to 10m, like 20s or 1m, not '\(interval)'")
        }
        if let scene, Self.index(of: scene) == nil {
            let scenes = CalmScene.all.enumerated().map { "\($0 + 1) \($1.name)" }
            let names = scenes.joined(separator: ", ")
            throw ValidationError("no scene '\(scene)'; the scenes are \(names)")
        }
    }

    func run(in context: CommandContext) async throws {
        let show = SceneShow(interval: Self.seconds(interval)!, first: scene.flatMap(Self.index) ?? 0)
        var session = RelaxSession(visual: ScenesVisual(show: show), options: options, context: context)
        _ = try await session.run()
    }

    /// `20s`, `1m`, `1m30s`, `0:45`: read as a timer's length is.
    static func seconds(_ text: String) -> Double? {
        (try? TimerDuration.parse(text))?.seconds
    }

    static func index(of scene: String) -> Int? {
        if let number = Int(scene), CalmScene.all.indices.contains(number - 1) { return number - 1 }
        // A scene's English name or its Russian one: `--scene forest`, `--scene лес`.
        let russian = Messages(.ru)
        return CalmScene.all.firstIndex {
            $0.name.lowercased().contains(scene.lowercased())
                || russian.tr($0.name).lowercased().contains(scene.lowercased())
        }
    }
}

/// The slideshow fitted to the window, two pixels a cell.
struct ScenesVisual: RelaxVisual {
    var show: SceneShow
    private var size = (columns: 0, rows: 0)
    let practice = RelaxPractice.scenes
    var shown: Int { show.shown }

    init(show: SceneShow) { self.show = show }

    mutating func fit(columns: Int, rows: Int) { size = (columns, rows) }

    mutating func press(_ key: TerminalKey, at time: Double) -> Bool {
        switch key {
        case .arrow(.right), .arrow(.down), .character(" "): show.move(by: 1, at: time)
        case .arrow(.left), .arrow(.up): show.move(by: -1, at: time)
        default: return false
        }
        return true
    }

    mutating func picture(at time: Double, depth: ColorDepth) -> [Cell] {
        show.picture(columns: size.columns, rows: size.rows * 2, time: time).cells(depth: depth)
    }

    func status(in words: Messages) -> String {
        words.tr("%@ · ← → move · q ends", words.tr(show.scenes[show.current].name))
    }
}
