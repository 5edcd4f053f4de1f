import ArgumentParser
import Core

/// The read-only commands scripts send most with one word of their own (`meal list 2026-11-20`, `formula show
/// ohms-law`, `sights show mordovia-arena`), made from that word as ArgumentParser makes them, without its parse:
/// that parse reflects over the command's declarations on every line, and a script sends thousands of these
/// lines, each with another day or id. Only a word ArgumentParser takes as the value as it stands is made here;
/// a word it would read otherwise (an option, `--`), a value it refuses and a command that fails validation go
/// to the full parse, which says what is wrong. `OneWordCommandsTests` compares each command made here with
/// ArgumentParser's own parse from the root, on generated words.
enum OneWordCommands {
    /// `command` with `word` as its one argument and every other value as without words; nil when the full parse
    /// must decide.
    static func made(_ command: ParsableCommand.Type, _ word: String) -> ParsableCommand? {
        guard isPlain(word), let make = table[ObjectIdentifier(command)], var made = try? make(word) else {
            return nil
        }
        do { try made.validate() } catch { return nil }
        return made
    }

    /// Whether ArgumentParser takes `word` as a value as it stands: a word that starts with `-` may be an option,
    /// a flag or `--`, and an empty word is left to the full parse too.
    static func isPlain(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return first != UInt8(ascii: "-")
    }

    private static let table: [ObjectIdentifier: @Sendable (String) throws -> ParsableCommand] = [
        ObjectIdentifier(MealList.self): { word in
            var command = MealList()
            (command.date, command.format) = (try MealList.readDate(word), .text)
            return command
        },
        ObjectIdentifier(FormulaShow.self): { word in
            // Each group made whole and set: a group's values cannot be read before a parse.
            var (command, formula, names) = (FormulaShow(), FormulaID(), LanguageOption())
            (formula.id, names.lang) = (word, nil)
            (command.formula, command.names, command.format) = (formula, names, .text)
            return command
        },
        ObjectIdentifier(SightsShow.self): { word in
            var (command, sight) = (SightsShow(), SightNamed())
            sight.words = [word]
            (command.sight, command.format) = (sight, .text)
            return command
        },
    ]
}
