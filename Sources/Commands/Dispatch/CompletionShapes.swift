import ArgumentParser
import Core
import Storage

/// Builds the completion tree from the command declarations (ArgumentParser's help dump),
/// so tab completion never drifts from what the commands accept.
public enum CompletionShapes {
    /// The tree for lines typed inside the shell: every command, without the process-wide options.
    public static let shell: CommandShape = {
        var root = load()
        root.options = []
        // A tracker's name alone logs it (`water 2`), so Tab offers the names beside the commands.
        let trackers = ValueSource.dynamic(DynamicValues.tracker.rawValue)
        root.arguments = [ArgumentShape(name: "tracker", values: trackers, repeats: false)]
        return root
    }()

    /// The tree for a line after `coach` in bash, zsh or fish: every command, after the process-wide options.
    public static let oneShot = load()

    /// Run-time values for `ValueSource.dynamic` keys: the argument's `DynamicValues` kind.
    public static func dynamicValues(_ key: String, words: [String], context: CommandContext) -> [String] {
        DynamicValues(rawValue: key)?.values(in: context, words: words) ?? []
    }

    static func load() -> CommandShape {
        guard let dump = CommandDump.load() else {
            return CommandShape(name: "coach")
        }
        return shape(of: dump.command)
    }

    private static func shape(of info: CommandDump.Command, isRoot: Bool = true) -> CommandShape {
        let arguments = (info.arguments ?? []).filter { argument in
            (argument.shouldDisplay ?? true) && (isRoot || argument.names?.contains { $0.name == "version" } != true)
        }
        var command = CommandShape(
            name: info.commandName,
            aliases: info.aliases ?? [],
            subcommands: (info.subcommands ?? []).map { shape(of: $0, isRoot: false) },
            options: arguments.filter { $0.kind != "positional" }.map { argument in
                OptionShape(
                    names: (argument.names ?? []).map { ($0.kind == "long" ? "--" : "-") + $0.name },
                    takesValue: argument.kind == "option",
                    values: source(of: argument),
                    repeats: argument.isRepeating ?? false)
            },
            arguments: arguments.filter { $0.kind == "positional" }.map { argument in
                ArgumentShape(
                    name: argument.valueName ?? "", values: source(of: argument), repeats: argument.isRepeating ?? false
                )
            },
            defaultSubcommand: info.defaultSubcommand
        )
        if command.name == "help" {
            command.arguments = [
                ArgumentShape(name: "command", values: .dynamic(DynamicValues.command.rawValue), repeats: true)
            ]
        }
        return command
    }

    private static func source(of argument: CommandDump.Argument) -> ValueSource {
        if let values = argument.allValues, !values.isEmpty { return .list(values) }
        switch argument.completionKind {
        case .list(let values)?: return .list(values)
        case .file?: return .file
        case .custom?: return .dynamic(argument.valueName ?? "")
        case nil: return .any
        }
    }
}
