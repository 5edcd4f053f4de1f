import ArgumentParser
import Storage

/// ArgumentParser's description of the command tree (its ToolInfo JSON, `--experimental-dump-help`): the parts that
/// completion and the command table read.
struct CommandDump: Decodable {
    var command: Command

    struct Command: Decodable {
        var commandName: String
        var aliases: [String]?
        var defaultSubcommand: String?
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }
        var kind: String
        var shouldDisplay: Bool?
        var isOptional: Bool?
        var isRepeating: Bool?
        var parsingStrategy: String?
        var names: [Name]?
        var valueName: String?
        var allValues: [String]?
        var completionKind: Kind?

        /// Its long names, `--limit`.
        var longNames: [String] { (names ?? []).filter { $0.kind == "long" }.map { "--" + $0.name } }
    }

    enum Kind: Decodable {
        case list([String]), file, custom

        private enum Keys: String, CodingKey { case list, file, directory, custom, customAsync, customDeprecated }
        private struct ListValues: Decodable { var values: [String] }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            if let list = try container.decodeIfPresent(ListValues.self, forKey: .list) {
                self = .list(list.values)
            } else if container.contains(.file) || container.contains(.directory) {
                self = .file
            } else if container.contains(.custom) || container.contains(.customAsync)
                || container.contains(.customDeprecated)
            {
                self = .custom
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no completion"))
            }
        }
    }

    /// The tree as the declarations give it (reading every command's declaration: not for a one-shot command's path).
    static func load() -> CommandDump? {
        guard let json = try? JSONValue(parsing: Array(Coach._dumpHelp().utf8)) else { return nil }
        return try? ValueDecoder.decode(CommandDump.self, from: json)
    }
}
