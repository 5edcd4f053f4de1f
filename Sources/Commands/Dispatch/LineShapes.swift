import ArgumentParser
import Core

/// What the first words of a line say before any command runs: a pasted prompt to drop, or an option
/// where a command belongs.
enum LineShapes {
    /// The options coach takes when it starts, before any command.
    static let globalOptions = ["--data-dir", "--color", "--plain", "--no-pager", "--bail", "--version", "--help"]

    /// `words` without a prompt pasted in front of them: `coach`, `$ coach`, `coach>` or the
    /// stopwatch's `coach 00:03:12>`, so lines copied from a terminal or the README run as they are.
    static func withoutPrompt(_ words: [String]) -> [String] {
        var words = words[...]
        if words.first == "$", words.dropFirst().first == "coach" { words.removeFirst() }
        if words.first == "coach>" {
            words.removeFirst()
        } else if words.first == "coach", words.count > 1 {
            words.removeFirst()
            if let next = words.first, next.hasSuffix(">"), next.dropLast().allSatisfy({ $0.isNumber || $0 == ":" }) {
                words.removeFirst()
            }
        }
        return Array(words)
    }

    /// Whether `word`, first on a line, is an option rather than arithmetic: `--anything`, or `-v`
    /// when `v` is no constant, function or variable (`-pi` and `-x` stay sums).
    static func isOption(_ word: String, memory: CalculatorMemory) -> Bool {
        guard word.hasPrefix("-") else { return false }
        let name = word.drop { $0 == "-" }
        guard let first = name.first, first.isLetter else { return false }
        return word.hasPrefix("--")
            || !Calculator.knows(String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" }), memory: memory)
    }

    /// Why an option cannot stand where a command belongs, with the option meant.
    static func misplacedOption(_ word: String, words: Messages = .english) -> String {
        let name = String(word.prefix { $0 != "=" })
        let shown = TerminalText.oneLine(name)
        if globalOptions.contains(name) {
            return words.tr(
                "'%@' is given when coach starts, before a command (coach %@ …); in a line, start with a command",
                shown, name)
        }
        let short = ["-v": "--version", "-V": "--version", "-c": "--color", "-d": "--data-dir", "-b": "--bail"]
        let guess = short[name] ?? Suggestion.closest(to: name, among: globalOptions)
        return words.tr("unknown option '%@'.", shown) + (guess.map { " " + words.tr("Did you mean '%@'?", $0) } ?? "")
            + " " + words.tr("Options come before the command (coach --color never today); 'help' lists the commands.")
    }
}

extension LineShapes {
    /// What to use instead of a subcommand people type that coach does not have, by `parent child`.
    static let insteadOf = [
        "goal set": Messages.mark(
            "A goal is set by its area: 'goal calories 1800', 'goal breathing 10m', 'goal study 10' or 'goal checkin on'."
        ),
        "sights unvisit": Messages.mark(
            "Visits stay in your explorer journal; 'sights show ID' lists a sight's visits."),
    ]

    /// Why `words` fail to parse when they name a command with subcommands, then a word that is none
    /// of them: `unknown subcommand 'serch' of 'sights'. Did you mean 'search'?`. Nil otherwise, and with
    /// `onlyIfClose` also when the word is close to no subcommand (and so may be a value: `timer 5`).
    static func unknownSubcommand(_ words: [String], onlyIfClose: Bool = false, in language: Messages = .english)
        -> String?
    {
        var command: any ParsableCommand.Type = Coach.self
        var path: [String] = []
        for word in words {
            let children = command.configuration.subcommands
            guard !children.isEmpty, !word.hasPrefix("-") else { return nil }
            guard
                let child = children.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }
                )
            else {
                guard !path.isEmpty else { return nil }
                let parent = path.joined(separator: " ")
                let names = children.flatMap { [$0._commandName] + $0.configuration.aliases }
                var message = language.tr("unknown subcommand '%@' of '%@'.", TerminalText.oneLine(word), parent)
                if let instead = insteadOf["\(parent) \(word.lowercased())"] {
                    message += " " + language.tr(instead)
                } else if let guess = Suggestion.closest(to: word, among: names) {
                    message += " " + language.tr("Did you mean '%@'?", guess)
                } else if onlyIfClose {
                    return nil
                }
                return message + " " + language.tr("'%@ --help' lists what it does.", parent)
            }
            command = child
            path.append(word)
        }
        return nil
    }
}
