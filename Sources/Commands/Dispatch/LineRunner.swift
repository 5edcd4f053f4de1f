import ArgumentParser
import Core
import Storage

/// Runs one line of the command grammar, the same way in the shell, in scripts and one-shot.
public enum LineRunner {
    /// Exit statuses, as documented in the man page.
    public enum Status {
        public static let ok: Int32 = 0
        public static let failed: Int32 = 1
        public static let usage: Int32 = 64
    }

    /// Splits `line` into words and runs it. `where` prefixes error messages (`line 3: `).
    public static func run(line: String, context: CommandContext, where place: String = "") async -> Int32 {
        if isPlainArithmetic(line) { return calculate(line, context: context, where: place) }
        do {
            return await run(words: try WordSplitter.split(line), context: context, where: place)
        } catch {
            report(error.message(in: context.messages), context: context, where: place)
            return Status.usage
        }
    }

    /// Runs a line already split into words: help and the version, a word that is no command (an option in the
    /// wrong place, a tracker's name, a sum), or the command the words name.
    public static func run(words: [String], context: CommandContext, where place: String = "") async -> Int32 {
        // The settings are read once a line (the calendar and the words each ask for them), unless a script holds them.
        guard SettingsPin.current != nil else {
            return await SettingsPin.$current.withValue(SettingsPin()) {
                await run(words: words, context: context, where: place)
            }
        }
        let words = LineShapes.withoutPrompt(words)
        guard let first = words.first else { return Status.ok }
        if let status = await answerBuiltIn(words, context: context, where: place) { return status }
        guard CommandPath.isCommand(first) else { return await runOther(words, context: context, where: place) }
        let command: ParsableCommand
        do {
            let today = context.todayWhenAsked  // the clock and calendar only, not the whole context
            command = try ParseClock.with(today: today()) { try CommandPath.parse(words) }
        } catch {
            // A word the default subcommand took as a value (`timer 5`) is named unknown only when it is close to a subcommand.
            let problem = isValueProblem(error)
            if let message = LineShapes.unknownSubcommand(words, onlyIfClose: problem, in: context.messages) {
                report(message, context: context, where: place)
                return Status.usage
            }
            return reportParseError(error, line: words, context: context, where: place)
        }
        return await run(command, line: words, context: context, where: place)
    }

    /// `help`, `--help` anywhere after a command, and `--version`: answered before any parse; nil for another line.
    private static func answerBuiltIn(_ words: [String], context: CommandContext, where place: String) async -> Int32? {
        let first = words[0]
        var status = Status.ok
        switch first {
        case "help", "-h", "--help":
            await LongView.run(context: context) {
                status = HelpScreen.show(
                    topic: first == "help" ? Array(words.dropFirst()) : [], context: context, where: place)
            }
            return status
        case _ where words.count > 1 && ["--help", "-h"].contains(words.last!) && CommandPath.isCommand(first):
            await LongView.run(context: context) {
                status = HelpScreen.show(topic: Array(words.dropLast()), context: context, where: place, lenient: true)
            }
            return status
        case _ where words.count > 1 && words.dropFirst().contains("--version") && CommandPath.isCommand(first):
            report(
                context.messages.tr(
                    "'--version' goes alone, before any command: 'coach --version' (this is coach %@)", coachVersion),
                context: context, where: place)
            return Status.usage
        case "--version":
            context.output.line(coachVersionLine)
            return Status.ok
        default:
            return nil
        }
    }

    /// A line whose first word is no command: an option where a command belongs, a tracker's name alone (`water 2` is
    /// `track water 2`), a sum, or a mistake with the nearest command named.
    private static func runOther(_ words: [String], context: CommandContext, where place: String) async -> Int32 {
        let first = words[0]
        if LineShapes.isOption(first, memory: context.calculator) {
            report(LineShapes.misplacedOption(first, words: context.messages), context: context, where: place)
            return Status.usage
        }
        func isTracker() -> Bool { ((try? context.trackers.active()) ?? []).contains { $0.name == first.lowercased() } }
        // A name with a hyphen (`my-water 2`, `my-breathing`) is a tracker's before the calculator reads a subtraction.
        if first.contains("-"), first.first?.isLetter == true, isTracker() {
            return await run(words: ["track"] + words, context: context, where: place)
        }
        let joined = words.joined(separator: " ")
        if Calculator.looksLikeExpression(joined, memory: context.calculator) {
            return calculate(joined, context: context, where: place)
        }
        if isTracker() { return await run(words: ["track"] + words, context: context, where: place) }
        // Quoted on one line, whatever it holds: `'a^Jb'`, not a second line.
        let said = context.messages
        var message = said.tr("unknown command '%@'.", TerminalText.oneLine(first))
        let trackers = ((try? context.trackers.active()) ?? []).map(\.name)
        if let guess = Suggestion.closest(to: first, among: Coach.commandNames + trackers) {
            message += " " + said.tr("Did you mean '%@'?", guess)
        } else {
            message += " " + said.tr("Type 'help' to see the commands.")
        }
        report(message, context: context, where: place)
        return Status.usage
    }

    /// Runs a parsed command, naming afterwards the stored values it left out and the trackers shown under other
    /// names; a refusal is reported in the person's language.
    private static func run(
        _ command: ParsableCommand, line words: [String], context: CommandContext, where place: String
    ) async -> Int32 {
        guard var runnable = command as? CoachRunnable else {
            // ArgumentParser answers `--help` with its own help command, whose run() throws the help text.
            var builtIn = command
            do { try builtIn.run() } catch {
                return reportParseError(error, line: words, context: context, where: place)
            }
            return Status.ok
        }
        let outOfBounds = StoredValueWarnings.Collector()
        let renamed = RenamedTrackers.Found()
        defer { TrackerNameNotice.tell(renamed.all, context: context) }
        defer { warn(outOfBounds, context: context) }
        do {
            try await RenamedTrackers.$found.withValue(renamed) {
                try await StoredValueWarnings.$collector.withValue(outOfBounds) {
                    try await LongView.run(paged: type(of: runnable).isLongView, context: context) {
                        try await runnable.run(in: context)
                    }
                }
            }
            return Status.ok
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch let error as UserFacingError {
            let words = context.messages
            guard error.isUsageMistake else {
                report(error.message(in: words), context: context, where: place)
                return Status.failed
            }
            report(
                error.message(in: words) + "\n" + ParseErrorText.usage(of: type(of: runnable), words), context: context,
                where: place)
            return Status.usage
        } catch {
            report(
                ParseErrorText.translated(Coach.message(for: error), words: context.messages), context: context,
                where: place)
            return Coach.exitCode(for: error).rawValue == Status.usage ? Status.usage : Status.failed
        }
    }

    private static func calculate(_ expression: String, context: CommandContext, where place: String) -> Int32 {
        do {
            try CalcCommand.calculate(expression, context: context)
            return Status.ok
        } catch {
            report(context.messages.describe(error), context: context, where: place)
            return Status.failed
        }
    }

    /// An error ArgumentParser wrote in full (`Error: …`, the usage), in `language`: for the options coach starts with.
    public static func parseMessage(_ text: String, language: MessageLanguage) -> String {
        ParseErrorText.fullMessage(text, words: Messages(language))
    }

    /// Writes `Error: <place><message>` to stderr.
    public static func report(_ message: String, context: CommandContext, where place: String) {
        context.output.errorLine(context.messages.tr("Error: ") + place + message)
    }

    /// Whether a line failed on a value (`timer 5`, `track water --set lots`) rather than on its words, so a word the
    /// default subcommand took (a length, a tracker) is not called an unknown subcommand. ArgumentParser keeps its
    /// error kinds to itself; its messages about the words themselves start as below.
    private static func isValueProblem(_ error: Error) -> Bool {
        let message = Coach.message(for: error).lowercased()
        let aboutWords = ["unexpected argument", "unknown option", "missing expected argument", "missing value"]
        return !aboutWords.contains(where: message.contains)
    }

    private static func reportParseError(_ error: Error, line: [String], context: CommandContext, where place: String)
        -> Int32
    {
        let code = Coach.exitCode(for: error).rawValue
        let words = context.messages
        var text = Coach.fullMessage(for: error)
        if code == 0 {
            // ArgumentParser's help of a line that asked for it in the middle (`meal -h add`): told in the person's language.
            if words.language != .en || context.plain, let (command, _, _) = CommandPath.resolve(line) {
                text = HelpScreen.screen(of: command, context: context)
            }
            context.output.line(text)
            return Status.ok
        }
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        // ArgumentParser's sentences start with a capital (`The value …`); a name in capitals (`COUNT`) keeps them.
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        report(ParseErrorText.translated(text, words: words), context: context, where: place)
        return Status.usage
    }
}
