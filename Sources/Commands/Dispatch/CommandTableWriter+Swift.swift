import ArgumentParser
import Core

/// How the writer writes what it learned as Swift: the `switch` that resolves a command's words, and values as
/// literals.
extension CommandTableWriter {
    /// The code that finds the command below `command` the next word names, `depth` levels of indentation in: a
    /// `switch` on the word, a case for each subcommand's name and aliases, its default subcommand otherwise.
    static func resolver(_ command: ParsableCommand.Type, path: [String], depth: Int) -> String {
        let indent = String(repeating: "    ", count: depth)
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else {
            return indent + "return (\(typeName(command)).self, \(quoted(path.joined(separator: " "))), rest)"
        }
        var lines = [indent + "switch rest.first {"]
        for child in subcommands {
            let names = ([child._commandName] + child.configuration.aliases).map(quoted).joined(separator: ", ")
            lines.append(indent + "case \(names):")
            lines.append(indent + "    rest = rest.dropFirst()")
            lines.append(resolver(child, path: path + [child._commandName], depth: depth + 1))
        }
        lines.append(indent + "default:")
        if let fallback = command.configuration.defaultSubcommand, command != Coach.self {
            lines.append(resolver(fallback, path: path + [fallback._commandName], depth: depth + 1))
        } else {
            lines.append(indent + "    return nil")
        }
        lines.append(indent + "}")
        return lines.joined(separator: "\n")
    }

    /// The paths of the groups, the innermost first: each is checked as its parse checks it.
    static func groupPaths(_ members: [Member], under path: String = "") -> [String] {
        members.flatMap { member -> [String] in
            guard case let .group(name, _, nested) = member else { return [] }
            return groupPaths(nested, under: path + name + ".") + [path + name]
        }
    }

    /// `made.limit = 10`, or a group made whole: nil when a value cannot be written as Swift.
    static func assignment(_ member: Member, to target: String) -> String? {
        switch member {
        case let .value(name, value):
            return literal(value).map { "\(target).\(name) = \($0)" }
        case let .group(name, type, nested):
            var lines = ["\(target).\(name) = {", "    var group = \(typeName(type))()"]
            for member in nested {
                guard let line = assignment(member, to: "group") else { return nil }
                lines += line.split(separator: "\n").map { "    " + $0 }
            }
            lines += ["    return group", "}()"]
            return lines.joined(separator: "\n")
        }
    }

    /// A value as a Swift literal: a number, text, true or false, nil, a list of them, or a case of an enum.
    static func literal(_ value: Any) -> String? {
        switch value {
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let number as Double where number.isFinite: return "\(number)"
        case let text as String: return quoted(text)
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let inner = mirror.children.first else { return "nil" }
            return literal(inner.value)
        case .collection?:
            let items = mirror.children.map { literal($0.value) }
            guard !items.contains(where: { $0 == nil }) else { return nil }
            return "[" + items.compactMap { $0 }.joined(separator: ", ") + "]"
        case .enum? where mirror.children.isEmpty:
            if let raw = (value as? any RawRepresentable)?.rawValue as? String {
                return "\(typeName(type(of: value)))(rawValue: \(quoted(raw)))!"
            }
            return "." + String(describing: value)
        default:
            return nil
        }
    }

    /// A type's name as this module's code writes it: `SightsNear`, `StopwatchCommand.Status`, `Int`.
    static func typeName(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        for module in ["Commands.", "Core.", "Storage.", "Swift."] where name.hasPrefix(module) {
            name.removeFirst(module.count)
        }
        return name
    }

    /// `text` as a Swift string literal.
    static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }
}
