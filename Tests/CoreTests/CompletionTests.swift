import Core
import Testing

struct CompletionTests {
    static let root = CommandShape(
        name: "coach",
        subcommands: [
            CommandShape(
                name: "stopwatch",
                subcommands: [
                    CommandShape(name: "start"), CommandShape(name: "status"), CommandShape(name: "stop"),
                    CommandShape(
                        name: "laps",
                        options: [
                            OptionShape(
                                names: ["--sort"], takesValue: true, values: .list(["order", "fastest", "slowest"])),
                            OptionShape(names: ["--json"], takesValue: false),
                        ]),
                ]),
            CommandShape(name: "source", arguments: [ArgumentShape(name: "file", values: .file)]),
            CommandShape(
                name: "meal",
                subcommands: [
                    CommandShape(
                        name: "add",
                        arguments: [ArgumentShape(name: "food", values: .dynamic("meal-name"), repeats: true)])
                ]),
            CommandShape(name: "exit", aliases: ["quit"], arguments: [ArgumentShape(name: "status")]),
        ])

    static func complete(_ line: String) -> Completion.Result {
        Completion.complete(
            line, root: root,
            dynamic: { key, _ in key == "meal-name" ? ["Apple", "Grilled Chicken", "apricot"] : [] },
            paths: { prefix in ["today.coach", "tests/"].filter { $0.hasPrefix(prefix) } })
    }

    @Test(
        arguments: [
            ("", ["exit", "meal", "source", "stopwatch"]),
            ("q", ["quit"]),
            ("st", ["stopwatch"]),
            ("stopwatch ", ["laps", "start", "status", "stop"]),
            ("stopwatch sta", ["start", "status"]),
            ("stopwatch laps --", ["--help", "--json", "--sort"]),
            ("stopwatch laps --sort ", ["fastest", "order", "slowest"]),
            ("stopwatch laps --sort f", ["fastest"]),
            ("stopwatch laps --json --", ["--help", "--sort"]),
            ("quit ", []),
            ("meal add a", ["Apple", "apricot"]),
            ("meal add Apple g", ["Grilled Chicken"]),
            ("source t", ["tests/", "today.coach"]),
            ("unknown ", []),
            ("stopwatch 'st", ["start", "status", "stop"]),
        ] as [(String, [String])])
    func candidates(line: String, expected: [String]) {
        #expect(Self.complete(line).candidates == expected)
    }

    /// In a calculator line, unit names after a number, written apart or against it, and after a conversion.
    @Test(
        arguments: [
            ("5 kc", ["kcal"]), ("5kc", ["5kcal"]), ("calc 2 mm", ["mm", "mmHg", "mmol"]),
            ("60 km/h -> m/mi", ["m/mile", "m/min"]),
            ("1 mile -> k", ["kHz", "kJ", "kPa", "kV", "kW", "kWh", "kcal", "keV", "kg", "km", "kmol", "kn", "kΩ"]),
            ("1 mile to mi", ["mile", "min"]), ("(2+3) kW", ["kW", "kWh"]),
            ("stopwatch st", ["start", "status", "stop"]),
        ] as [(String, [String])])
    func unitsAfterANumber(line: String, expected: [String]) {
        #expect(Self.complete(line).candidates == expected)
    }

    @Test func aFolderIsNotFollowedByASpace() {
        #expect(Self.complete("source te").candidates == ["tests/"])
        #expect(Self.complete("source te").appendSpace == false)
        #expect(Self.complete("source to").appendSpace == true)
    }

    @Test func commonPrefixExtendsTheWord() {
        #expect(Self.complete("stopwatch s").commonPrefix == "st")
        #expect(Self.complete("stopwatch sta").commonPrefix == "sta")
        #expect(Self.complete("stopw").commonPrefix == "stopwatch")
    }
}
