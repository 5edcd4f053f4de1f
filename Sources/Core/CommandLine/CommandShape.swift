/// The shape of a command as completion sees it: names, options and arguments, with where their values come from.
public struct CommandShape: Equatable, Sendable {
    public var name: String
    public var aliases: [String]
    public var subcommands: [CommandShape]
    public var options: [OptionShape]
    public var arguments: [ArgumentShape]
    /// The subcommand that runs when none is named (`breathe box` is `breathe start box`).
    public var defaultSubcommand: String?

    public init(
        name: String, aliases: [String] = [],
        subcommands: [CommandShape] = [], options: [OptionShape] = [], arguments: [ArgumentShape] = [],
        defaultSubcommand: String? = nil
    ) {
        self.name = name
        self.aliases = aliases
        self.subcommands = subcommands
        self.options = options
        self.arguments = arguments
        self.defaultSubcommand = defaultSubcommand
    }

    /// The default subcommand's shape, if there is one.
    public var defaultShape: CommandShape? { defaultSubcommand.flatMap(subcommand(named:)) }

    /// The subcommand called `word` by its name or an alias.
    public func subcommand(named word: String) -> CommandShape? {
        subcommands.first { $0.name == word || $0.aliases.contains(word) }
    }
}

/// Where the values of an option or argument come from.
public enum ValueSource: Equatable, Sendable {
    /// Free text: nothing to offer.
    case any
    /// A fixed list, as declared (`--color auto|always|never`).
    case list([String])
    /// A path on disk.
    case file
    /// Names only known at run time (meal names, formula ids), looked up by this key.
    case dynamic(String)
}

/// An option: `--color VALUE` takes a value, `--json` is a flag.
public struct OptionShape: Equatable, Sendable {
    public var names: [String]
    public var takesValue: Bool
    public var values: ValueSource
    public var repeats: Bool

    public init(names: [String], takesValue: Bool, values: ValueSource = .any, repeats: Bool = false) {
        self.names = names
        self.takesValue = takesValue
        self.values = values
        self.repeats = repeats
    }
}

/// A positional argument.
public struct ArgumentShape: Equatable, Sendable {
    public var name: String
    public var values: ValueSource
    public var repeats: Bool

    public init(name: String, values: ValueSource = .any, repeats: Bool = false) {
        self.name = name
        self.values = values
        self.repeats = repeats
    }
}
