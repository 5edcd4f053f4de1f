import ArgumentParser
import Core

/// `help`: the commands grouped by area with one-line summaries, then the guides; `help COMMAND…`: that command's
/// help; `help TOPIC`: a guide (`GuideScreen`), which a one-word topic names before a command does (`help sync`).
enum HelpScreen {
    /// `lenient` (for `COMMAND … --help`): stop at the first word that is not a subcommand instead of refusing it.
    static func show(topic: [String], context: CommandContext, where place: String, lenient: Bool = false) -> Int32 {
        guard !topic.isEmpty else {
            // A line at a time, so a summary too long for the terminal wraps under its column.
            let lines = overview(style: context.style, words: context.messages)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines.dropLast() { context.output.line(String(line)) }
            return LineRunner.Status.ok
        }
        if !lenient, topic == ["units"] { return UnitsHelp.show(context: context) }
        if !lenient, topic.count == 1, let guide = GuideScreen.topic(topic[0]) {
            return GuideScreen.show(guide, context: context)
        }
        var command: ParsableCommand.Type = Coach.self
        for word in topic {
            guard
                let sub = command.configuration.subcommands.first(where: {
                    $0._commandName == word || $0.configuration.aliases.contains(word)
                })
            else {
                if lenient { break }
                let names = command.configuration.subcommands.map { $0._commandName }
                let words = context.messages
                var message = words.tr(
                    "no help for '%@': '%@' is not a command.", topic.joined(separator: " "), word)
                if let guess = Suggestion.closest(to: word, among: names) {
                    message += " " + words.tr("Did you mean '%@'?", guess)
                }
                LineRunner.report(message, context: context, where: place)
                return LineRunner.Status.usage
            }
            command = sub
        }
        context.output.line(screen(of: command, context: context))
        return LineRunner.Status.ok
    }

    /// The help screen of `command` as `context` shows it: in its language, at its terminal's width, or said
    /// for a screen reader in the plain display (`PlainHelp`).
    static func screen(of command: ParsableCommand.Type, context: CommandContext) -> String {
        guard context.plain else {
            return screen(of: command, words: context.messages, width: context.output.width ?? 80)
        }
        return PlainHelp.lines(screen(of: command, words: context.messages, width: TranslatedHelp.unwrapped))
    }

    /// The help screen of `command` in `words`' language: ArgumentParser's in English, wrapped at the
    /// terminal's width (or `width`, when it is `TranslatedHelp.unwrapped`); in another language the same screen
    /// translated, wrapped at `width` columns.
    static func screen(of command: ParsableCommand.Type, words: Messages, width: Int) -> String {
        guard words.language != .en else {
            let columns = width == TranslatedHelp.unwrapped ? width : nil
            return Coach.helpMessage(for: command, columns: columns) + defaultOptions(of: command, columns: columns)
        }
        let unwrapped = TranslatedHelp.unwrapped
        let english =
            Coach.helpMessage(for: command, columns: unwrapped) + defaultOptions(of: command, columns: unwrapped)
        var translated = TranslatedHelp(words: words, width: max(width, 40))
        return translated.screen(english, command: command)
    }

    /// The texts of `command`'s help screen that `words`' catalog does not translate (a test wants none).
    static func untranslated(of command: ParsableCommand.Type, words: Messages) -> [String] {
        let unwrapped = TranslatedHelp.unwrapped
        let english =
            Coach.helpMessage(for: command, columns: unwrapped) + defaultOptions(of: command, columns: unwrapped)
        var translated = TranslatedHelp(words: words, width: 80)
        _ = translated.screen(english, command: command)
        return translated.missed
    }

    /// The arguments and options of `command`'s default subcommand, which work without naming it
    /// (`breathe --cycles 3` is `breathe start --cycles 3`); empty when it has none.
    static func defaultOptions(of command: ParsableCommand.Type, columns: Int? = nil) -> String {
        guard let defaulted = command.configuration.defaultSubcommand else { return "" }
        let help = Coach.helpMessage(for: defaulted, columns: columns)
        guard let start = ["\nARGUMENTS:", "\nOPTIONS:"].compactMap({ help.firstRange(of: $0)?.lowerBound }).min()
        else { return "" }
        let path = (command.configuration.commandName.map { [$0] } ?? []) + [defaulted._commandName]
        let lead = Messages.english.tr("Without a subcommand, '%@' runs, and takes these:", path.joined(separator: " "))
        return "\n\n" + lead + help[start...]
    }

    /// The grouped overview, built from the command declarations, in `words`' language.
    static func overview(style: Style, words: Messages = .english) -> String {
        let groups = Coach.configuration.groupedSubcommands
        let width = groups.flatMap(\.subcommands).map { $0._commandName.count }.max() ?? 0
        var text = style.bold("coach") + words.tr(" — a calm place for a daily check-in.") + "\n"
        for group in groups {
            text += "\n" + style.bold(words.translate(shown: group.name)) + "\n"
            for command in group.subcommands {
                let name = command._commandName
                var summary = words.translate(shown: command.configuration.abstract)
                let aliases = command.configuration.aliases
                if !aliases.isEmpty { summary += " " + words.tr("(also: %@)", aliases.joined(separator: ", ")) }
                // Plain: the command first, then what it does, on one line a screen reader reads alone.
                text +=
                    style.plain
                    ? name + ": " + summary + "\n" : "  " + Table.pad(style.cyan(name), width) + "  " + summary + "\n"
            }
        }
        text += "\n" + style.bold(words.tr("Guides")) + " " + words.tr("('help TOPIC')") + "\n"
        for topic in GuidePages.topics {
            let title = GuideScreen.title(topic, words: words)
            text +=
                style.plain
                ? topic + ": " + title + "\n" : "  " + Table.pad(style.cyan(topic), width) + "  " + title + "\n"
        }
        text += "\n" + words.tr("A line that looks like arithmetic is calculated: 2*(3+4), 1/3, 200 + 10%, x = 3.")
        text += "\n" + words.tr("Type 'help COMMAND' or 'COMMAND --help' for details, Tab to complete, Up for history.")
        text += "\n" + words.tr("'exit', 'quit' or Ctrl-D leaves the shell.") + "\n"
        return text
    }
}
