import ArgumentParser
import Core
import Synchronization

/// Finds the command a line's words name and makes it, as `Coach.parseAsRoot` does, in one way: the command is
/// found by its names as the declarations give them (`CommandTable.resolve`), a line of the plain shape is made by the command table generated from the declarations
/// (`CommandTable`), a line seen before in the run is not parsed again (`ParsedLines`), and any other line is parsed
/// by ArgumentParser, the command alone with its own words. Whatever needs the whole tree (help, the version, a
/// mistake to report with the full usage) goes to `Coach.parseAsRoot`, so what a line means and every message stay
/// ArgumentParser's.
enum CommandPath {
    /// The command `words` name, parsed and validated.
    static func parse(_ words: [String]) throws -> ParsableCommand {
        if let (command, path, rest) = resolve(words), !rest.contains(where: builtInWords.contains) {
            if let made = CommandTable.made(path, rest) { return made }
            let line = ParsedLines.Line(words: words, today: ParseClock.today)
            if let parsed = ParsedLines.command(for: line) { return parsed }
            if let parsed = try? parseAlone(command, rest) {
                ParsedLines.remember(parsed, for: line)
                return parsed
            }
        }
        return try Coach.parseAsRoot(words)
    }

    /// The command the leading words name (through default subcommands), its names as declared (`sights near`), and
    /// the words left for it: found by the command table, a `switch` written from the declarations, so a one-shot
    /// command reads no other command's declaration.
    static func resolve(_ words: [String]) -> (ParsableCommand.Type, String, ArraySlice<String>)? {
        CommandTable.resolve(words[...])
    }

    /// Words ArgumentParser answers from the whole tree wherever they stand.
    private static let builtInWords: Set<String> = [
        "-h", "--help", "-help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// Whether `word` names a command at the start of a line.
    static func isCommand(_ word: String) -> Bool { word == "help" || CommandTable.isCommand(word) }

    private static func parseAlone<Command: ParsableCommand>(_ command: Command.Type, _ words: ArraySlice<String>)
        throws -> ParsableCommand
    {
        try Alone<Command>.parse(Array(words)).command
    }
}

/// One command parsed with its own words only, as the option group of a command that names `coach` as
/// its parent. ArgumentParser takes such a command for one run on its own and skips, for it, the two
/// further parses with which a root looks for `--generate-completion-script` (two thirds of a parse);
/// those words, and every help and error message, go to the whole tree instead (`builtInWords`).
struct Alone<Command: ParsableCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: Command._commandName, _superCommandName: "coach")
    }

    @OptionGroup var command: Command
}

/// The commands lines parsed to, by their words: a script sends the same lines again and again (`stopwatch`,
/// `goal`, a card it shows), and a parse is a pure function of the words and the day they are read on (the one
/// thing a value's parse may ask, `ParseClock.today`), so a line seen before is not parsed again. Commands are
/// values, copied for each run. At most `most` lines are kept; then the table starts afresh.
enum ParsedLines {
    struct Line: Hashable {
        let words: [String]
        let today: CalendarDay?
    }

    /// A parsed command, a value type, handed between threads as its copy.
    private struct Parsed: @unchecked Sendable {
        let command: ParsableCommand
    }

    static let most = 512
    private static let table = Mutex<[Line: Parsed]>([:])

    static func command(for line: Line) -> ParsableCommand? {
        table.withLock { $0[line]?.command }
    }

    static func remember(_ command: ParsableCommand, for line: Line) {
        table.withLock { table in
            if table.count >= most { table.removeAll(keepingCapacity: true) }
            table[line] = Parsed(command: command)
        }
    }
}
