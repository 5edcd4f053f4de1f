import Commands
import Core
import Testing

/// Completion over the real command declarations.
struct CompletionShapesTests {
    func complete(_ line: String) -> [String] {
        let context = Harness().context
        return Completion.complete(
            line, root: CompletionShapes.shell,
            dynamic: { key, words in CompletionShapes.dynamicValues(key, words: words, context: context) }
        ).candidates
    }

    @Test(
        arguments: [
            ("sto", ["stopwatch"]),
            ("stopwatch l", ["lap", "laps"]),
            ("stopwatch laps --", ["--help", "--json", "--sort"]),
            ("stopwatch laps --sort ", ["fastest", "order", "slowest"]),
            ("timer ", ["cancel", "list", "start"]),
            ("help sto", ["stopwatch"]),
            ("qu", ["quit"]),
            ("h", ["help", "history"]),
            ("breathe b", ["box"]),
            ("form", ["formula"]),
            ("formulas", ["formulas"]),
            ("formula show kinetic-e", ["kinetic-energy"]),
            ("formula learn ohms-law ohm", ["ohms-law"]),
            ("formula solve ideal-g", ["ideal-gas-law"]),
            ("formula list ", ["chemistry", "mathematics", "physics"]),
            ("goal clear ", ["breathing", "calories", "checkin", "study"]),
            ("goal calories ", ["athletic", "high", "low", "moderate"]),
            ("goal checkin ", ["off", "on"]),
            ("goal ", ["breathing", "calories", "checkin", "clear", "show", "study"]),
            ("insights week --area ", ["breathing", "meals", "mood", "relax", "sights", "study"]),
            ("export --area ", ["breathing", "meals", "mood", "relax", "sights", "study", "trackers"]),
            ("meal add --duplicate ", ["add", "replace", "skip"]),
            ("sights show mordovia-a", ["mordovia-arena"]),
            ("poi near ushakov-m", ["ushakov-monument"]),
            ("sights list --category the", ["theatre"]),
            (
                "breathe ",
                [
                    "4-7-8", "box", "calm", "coherence", "deep", "list", "quick", "remove", "save", "standard", "start",
                    "stats",
                ]
            ),
            ("sound ", ["ocean", "rain", "test"]),
            ("breathe --sound ", ["ocean", "off", "rain"]),
            ("relax ", ["fire", "mandala", "particles", "scenes", "stats"]),
            ("relax particles --preset ", ["bouncy", "dynamic", "fluid", "gentle"]),
            ("relax fire --sound ", ["ocean", "off", "rain"]),
            ("status --format ", ["i3blocks", "json", "plain", "tmux", "waybar"]),
        ] as [(String, [String])])
    func candidates(line: String, expected: [String]) {
        #expect(complete(line) == expected)
    }

    @Test func everyCommandIsOfferedOnAnEmptyLine() {
        #expect(
            complete("") == [
                "backup", "breathe", "calc", "checkin", "clear", "exit", "export", "formula", "goal", "help", "history",
                "import", "insights", "keygen", "meal", "relax", "remind", "report", "restore", "settings", "sights",
                "sound", "source", "stats", "status", "stopwatch", "streaks", "sync", "timer", "today", "track", "vars",
                "where",
            ])
    }

    @Test func processOptionsAreNotOfferedInsideTheShell() {
        #expect(complete("--").allSatisfy { $0 != "--data-dir" && $0 != "--bail" })
    }
}

struct ColorModeTests {
    @Test(arguments: [
        (ColorMode.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.auto, true, ["TERM": "dumb"], false),
        (.always, false, ["NO_COLOR": "1"], true),
        (.never, true, [:], false),
    ])
    func decides(mode: ColorMode, terminal: Bool, environment: [String: String], colors: Bool) {
        #expect(mode.enabled(stdoutIsTerminal: terminal, environment: environment) == colors)
    }

    /// Every argument completed at run time names a kind of value that has a provider, and every
    /// provider serves some argument: renaming one side without the other fails here.
    @Test func everyRunTimeCompletionHasAProvider() {
        func keys(_ shape: CommandShape) -> [String] {
            let sources = shape.options.map(\.values) + shape.arguments.map(\.values)
            let own = sources.compactMap { source -> String? in
                if case let .dynamic(key) = source { return key }
                return nil
            }
            return own + shape.subcommands.flatMap(keys)
        }
        let used = Set(keys(CompletionShapes.shell))
        #expect(used.subtracting(DynamicValues.allCases.map(\.rawValue)).isEmpty, "keys with no provider")
        #expect(Set(DynamicValues.allCases.map(\.rawValue)).subtracting(used).isEmpty, "providers no argument uses")
    }
}
