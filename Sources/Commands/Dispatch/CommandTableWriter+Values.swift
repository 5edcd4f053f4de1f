import ArgumentParser
import Core

/// How the writer learns what a declaration gives: the values of a parsed command by reflection, and which word sets
/// which value, found by parsing probes and comparing.
extension CommandTableWriter {
    /// A value of a command: a group of values of its own, or one value.
    indirect enum Member {
        case value(name: String, Any)
        case group(name: String, type: Any.Type, [Member])
    }

    /// The values of a parsed command or group, each property wrapper's by its name; nil when one is not parsed.
    static func members(of parsed: Any) -> [Member]? {
        var members: [Member] = []
        for child in Mirror(reflecting: parsed).children {
            guard let label = child.label, label.hasPrefix("_") else { continue }
            let wrapper = Mirror(reflecting: child.value)
            guard let state = wrapper.children.first(where: { $0.label == "_parsedValue" }),
                let value = Mirror(reflecting: state.value).children.first, value.label == "value"
            else { return nil }
            let name = String(label.dropFirst())
            if "\(type(of: child.value))".hasPrefix("OptionGroup<") {
                guard let nested = Self.members(of: value.value) else { return nil }
                members.append(.group(name: name, type: type(of: value.value), nested))
            } else {
                members.append(.value(name: name, value.value))
            }
        }
        return members
    }

    /// Every value by its path (`format.json`), as text that tells values apart.
    static func values(_ members: [Member], under path: String = "") -> [String: (value: Any, text: String)] {
        var values: [String: (value: Any, text: String)] = [:]
        for member in members {
            switch member {
            case let .value(name, value): values[path + name] = (value, String(reflecting: value))
            case let .group(name, _, nested): values.merge(Self.values(nested, under: path + name + ".")) { a, _ in a }
            }
        }
        return values
    }

    /// What a line of `words` gives each value; nil when the parse refuses it.
    static func parsed(_ command: ParsableCommand.Type, _ words: [String]) -> [Member]? {
        func parse<C: ParsableCommand>(_ type: C.Type) -> [Member]? {
            (try? Alone<C>.parse(words)).flatMap { members(of: $0.command) }
        }
        return parse(command)
    }

    /// Values that probes may give an option or a word: one of its choices, a number, a word, a fraction, a distance,
    /// a length of time.
    static func probes(_ argument: CommandDump.Argument) -> [String] {
        (argument.allValues ?? []).prefix(2) + [
            "7", "probe", "0.5", "12", "word", "1km", "800m", "5m", "90s", "2026-11-20", "yesterday",
        ]
    }

    /// What setting `argument` changes: the path of the one value it sets and the type it is read as; nil when that
    /// is not one value read as its type reads an argument (a transform of its own, a count, a list of options).
    static func setter(
        of argument: CommandDump.Argument, in command: ParsableCommand.Type, base: [String],
        replacing place: Range<Int>?, words: (String) -> [String]
    ) -> (path: String, type: String)? {
        guard let before = parsed(command, base).map({ values($0) }) else { return nil }
        var found: (path: String, type: String)?
        var proved = 0
        for probe in probes(argument) {
            var line = base
            if let place { line.replaceSubrange(place, with: words(probe)) } else { line += words(probe) }
            guard let after = parsed(command, line).map({ values($0) }) else { continue }
            let changed = after.filter { before[$0.key]?.text != $0.value.text }
            guard changed.count == 1, let (path, value) = changed.first else { continue }
            let items: [Any?] = argument.isRepeating == true ? (value.value as? [Any]) ?? [] : [unwrapped(value.value)]
            guard let item = items.first.flatMap({ $0 }),
                let type = Swift.type(of: item) as? ExpressibleByArgument.Type,
                let read = type.init(argument: probe),
                String(reflecting: read) == String(reflecting: item)
            else { return nil }
            guard found == nil || found?.path == path else { return nil }
            found = (path, typeName(Swift.type(of: item)))
            proved += 1
            if proved == 2 { return found }
        }
        return found
    }

    /// The value an optional holds, or the value itself; nil for an optional that holds none.
    static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { unwrapped($0.value) }
    }
}
