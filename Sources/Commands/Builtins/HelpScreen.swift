import ArgumentParser
import Core

/// `help`: the commands grouped by area with one-line summaries; `help COMMAND…`: that command's help.
enum HelpScreen {
    /// `lenient` (for `COMMAND … --help`): stop at the first word that is not a subcommand instead of refusing it.
    static func show(topic: [String], context: CommandContext, where place: String, lenient: Bool = false) -> Int32 {
        guard !topic.isEmpty else {
            // A line at a time, so a summary too long for the terminal wraps under its column.
            let lines = overview(style: context.style).split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.dropLast() { context.output.line(String(line)) }
            return LineRunner.Status.ok
        }
        var command: ParsableCommand.Type = Coach.self
        for word in topic {
            guard let sub = command.configuration.subcommands.first(where: {
                $0._commandName == word || $0.configuration.aliases.contains(word)
            }) else {
                if lenient { break }
                let names = command.configuration.subcommands.map { $0._commandName }
                var message = "no help for '\(topic.joined(separator: " "))': '\(word)' is not a command."
                if let guess = Suggestion.closest(to: word, among: names) { message += " Did you mean '\(guess)'?" }
                LineRunner.report(message, context: context, where: place)
                return LineRunner.Status.usage
            }
            command = sub
        }
        context.output.line(Coach.helpMessage(for: command) + defaultOptions(of: command))
        return LineRunner.Status.ok
    }

    /// The arguments and options of `command`'s default subcommand, which work without naming it
    /// (`breathe --cycles 3` is `breathe start --cycles 3`); empty when it has none.
    static func defaultOptions(of command: ParsableCommand.Type) -> String {
        guard let defaulted = command.configuration.defaultSubcommand else { return "" }
        let help = Coach.helpMessage(for: defaulted)
        guard let start = ["\nARGUMENTS:", "\nOPTIONS:"].compactMap({ help.firstRange(of: $0)?.lowerBound }).min() else { return "" }
        let path = (command.configuration.commandName.map { [$0] } ?? []) + [defaulted._commandName]
        return "\n\nWithout a subcommand, '\(path.joined(separator: " "))' runs, and takes these:" + help[start...]
    }

    /// The grouped overview, built from the command declarations.
    static func overview(style: Style) -> String {
        let groups = Coach.configuration.groupedSubcommands
        let width = groups.flatMap(\.subcommands).map { $0._commandName.count }.max() ?? 0
        var text = style.bold("coach") + " — a calm place for a daily check-in.\n"
        for group in groups {
            text += "\n" + style.bold(group.name) + "\n"
            for command in group.subcommands {
                let name = command._commandName
                var summary = command.configuration.abstract
                let aliases = command.configuration.aliases
                if !aliases.isEmpty { summary += " (also: \(aliases.joined(separator: ", ")))" }
                text += "  " + Table.pad(style.cyan(name), width) + "  " + summary + "\n"
            }
        }
        text += """

            A line that looks like arithmetic is calculated: 2*(3+4), 1/3, 200 + 10%, x = 3.
            Type 'help COMMAND' or 'COMMAND --help' for details, Tab to complete, Up for history.
            'exit', 'quit' or Ctrl-D leaves the shell.

            """
        return text
    }
}
