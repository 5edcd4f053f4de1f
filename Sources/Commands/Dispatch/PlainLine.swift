import ArgumentParser

/// A command's words in the plain shape the command table reads (`CommandTable`): words that do not start with `-`,
/// each option once as `--name VALUE` (its value not starting with `-` either), each flag once as `--name`. Any other
/// shape (`-5`, `-l 5`, `--limit=5`, `--`, a name twice, an empty word) is nil, and ArgumentParser's parse decides.
struct PlainLine {
    var positionals: [String] = []
    var options: [(name: String, value: String)] = []
    var flags: [String] = []

    /// The words read with `options` as the names that take a value; nil for another shape.
    init?(_ words: ArraySlice<String>, options names: Set<String>) {
        var rest = words
        var seen: Set<String> = []
        while let word = rest.popFirst() {
            guard let first = word.utf8.first else { return nil }
            guard first == UInt8(ascii: "-") else {
                positionals.append(word)
                continue
            }
            guard word.utf8.count > 2, word.hasPrefix("--"), !word.contains("="), seen.insert(word).inserted else {
                return nil
            }
            if names.contains(word) {
                guard let value = rest.popFirst(), let start = value.utf8.first, start != UInt8(ascii: "-") else {
                    return nil
                }
                options.append((word, value))
            } else {
                flags.append(word)
            }
        }
    }

    /// A value as ArgumentParser reads it for a declaration without a transform.
    static func value<T: ExpressibleByArgument>(_ text: String, as type: T.Type) throws -> T {
        guard let value = T(argument: text) else { throw Refused() }
        return value
    }

    /// A value ArgumentParser would refuse: its parse says how.
    struct Refused: Error {}
}
