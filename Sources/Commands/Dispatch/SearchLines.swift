import ArgumentParser
import Core

/// `sights near 54.1815,45.1816 --limit 5`, `sights search mordovia arena`, `formula search kinetic energy`: the
/// look-ups people and scripts type with their own words and a few options, made as ArgumentParser makes them,
/// without its parse. That parse reflects over the command's declarations, and finding each declaration's type
/// the first time costs a scan of every conformance in the binary: half of a one-shot `sights search`.
///
/// Only the plain shape is read here: words that do not start with `-`, each option once as `--name VALUE` (a
/// value that does not start with `-` either), each flag once. Anything else (`--limit=5`, `-5`, `--`, an option
/// twice, a value ArgumentParser refuses, a command that fails validation) goes to the full parse, which says
/// what is wrong. `SearchLinesTests` compares each command made here with ArgumentParser's own parse from the
/// root, on generated lines.
enum SearchLines {
    /// `command` made from `words`; nil when the full parse must decide.
    static func made(_ command: ParsableCommand.Type, _ words: ArraySlice<String>) -> ParsableCommand? {
        guard let shape = shapes[ObjectIdentifier(command)], let line = Line(words, options: shape.options),
            var made = try? shape.make(line)
        else { return nil }
        do { try made.validate() } catch { return nil }
        return made
    }

    /// A line's words read as plain words, options with their values, and `--json`, the one flag every shape takes.
    struct Line {
        var words: [String] = []
        var values: [String: String] = [:]
        var json = false

        init?(_ line: ArraySlice<String>, options: Set<String>) {
            var rest = line
            while let word = rest.popFirst() {
                if OneWordCommands.isPlain(word) {
                    words.append(word)
                } else if word == "--json" {
                    guard !json else { return nil }
                    json = true
                } else {
                    guard options.contains(word), let value = rest.popFirst(), OneWordCommands.isPlain(value),
                        values.updateValue(value, forKey: word) == nil
                    else { return nil }
                }
            }
        }

        /// The value of option `name`, read as ArgumentParser reads it; `fallback` when it is not given.
        func value<T: ExpressibleByArgument>(_ name: String, or fallback: T) throws -> T {
            guard let text = values[name] else { return fallback }
            guard let value = T(argument: text) else { throw Refused() }
            return value
        }

        var format: OutputFormat {
            var format = OutputFormat()
            format.json = json
            return format
        }

        func language() throws -> LanguageOption {
            var names = LanguageOption()
            names.lang = try values["--lang"].map { text in
                guard let language = LanguageOption.Language(argument: text) else { throw Refused() }
                return language
            }
            return names
        }
    }

    /// A value ArgumentParser would refuse: the full parse says how.
    struct Refused: Error {}

    private struct Shape: Sendable {
        let options: Set<String>
        let make: @Sendable (Line) throws -> ParsableCommand

        /// A search: one word or more, at most `--limit` hits (20 by default), names in `--lang`, `--json`.
        static func search(
            _ make: @escaping @Sendable ([String], Int, LanguageOption, OutputFormat) -> ParsableCommand
        ) -> Shape {
            Shape(options: ["--limit", "--lang"]) { line in
                guard !line.words.isEmpty else { throw Refused() }
                return make(line.words, try line.value("--limit", or: 20), try line.language(), line.format)
            }
        }
    }

    private static let shapes: [ObjectIdentifier: Shape] = [
        ObjectIdentifier(SightsNear.self): Shape(options: ["--radius", "--limit", "--lang"]) { line in
            guard line.words.count == 1 else { throw Refused() }
            var command = SightsNear()
            (command.place, command.radius) = (line.words[0], line.values["--radius"])
            (command.limit, command.language, command.format) = (
                try line.value("--limit", or: 10), try line.language(), line.format
            )
            return command
        },
        ObjectIdentifier(SightsSearch.self): .search { words, limit, language, format in
            var command = SightsSearch()
            (command.words, command.limit, command.language, command.format) = (words, limit, language, format)
            return command
        },
        ObjectIdentifier(FormulaSearch.self): .search { words, limit, names, format in
            var command = FormulaSearch()
            (command.words, command.limit, command.names, command.format) = (words, limit, names, format)
            return command
        },
    ]
}
