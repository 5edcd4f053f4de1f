/// Tab completion as a pure function of the line, the command shapes and two lookups.
public enum Completion {
    /// What to offer for the word under the cursor.
    public struct Result: Equatable, Sendable {
        /// The partial word being completed, as the user typed it (after unquoting).
        public var prefix: String
        /// Whole-word candidates that start with `prefix`, sorted, without duplicates.
        public var candidates: [String]
        /// Whether a completed word should be followed by a space (not for folders).
        public var appendSpace: Bool

        public init(prefix: String, candidates: [String], appendSpace: Bool = true) {
            self.prefix = prefix
            self.candidates = candidates
            self.appendSpace = appendSpace
        }

        /// The longest text every candidate starts with.
        public var commonPrefix: String {
            guard var common = candidates.first else { return prefix }
            for candidate in candidates.dropFirst() {
                while !candidate.hasPrefix(common) { common.removeLast() }
            }
            return common
        }
    }

    /// Looks up run-time values: called with the value source key and the words typed so far.
    public typealias DynamicValues = (_ key: String, _ words: [String]) -> [String]
    /// Lists paths that start with a typed prefix; folders end in `/`.
    public typealias Paths = (_ prefix: String) -> [String]

    /// The candidates for the line typed up to the cursor.
    public static func complete(
        _ lineBeforeCursor: String, root: CommandShape,
        dynamic: DynamicValues = { _, _ in [] }, paths: Paths = { _ in [] }
    ) -> Result {
        let (typed, endsInBlank) = WordSplitter.splitPartial(lineBeforeCursor)
        let done = endsInBlank ? typed : Array(typed.dropLast())
        let prefix = endsInBlank ? "" : (typed.last ?? "")
        if let units = units(after: done, prefix: prefix) { return units }

        var command = root
        var positionals = 0
        var pendingOption: OptionShape?
        var used: Set<String> = []
        for word in done {
            if pendingOption != nil {
                pendingOption = nil
                continue
            }
            // The process-wide options (`--data-dir D`) come before the command, so a command may follow them.
            if positionals == 0, used.isEmpty || command.name == root.name, let sub = command.subcommand(named: word) {
                command = sub
                used = []
                continue
            }
            if positionals == 0, used.isEmpty, let fallback = command.defaultShape { command = fallback }
            if word.hasPrefix("-"), let option = command.options.first(where: { $0.names.contains(word) }) {
                used.formUnion(option.repeats ? [] : option.names)
                if option.takesValue { pendingOption = option }
            } else if !word.hasPrefix("-") {
                positionals += 1
            }
        }

        func offer(_ source: ValueSource) -> Result {
            switch source {
            case .any: return Result(prefix: prefix, candidates: [])
            case let .list(values): return matching(values, prefix)
            case let .dynamic(key):
                // A name that awaits its value (`r=` after `formula solve circle-area`) takes no space after it.
                var found = matching(dynamic(key, done), prefix, ignoringCase: true)
                found.appendSpace = !(found.candidates.count == 1 && found.candidates[0].hasSuffix("="))
                return found
            case .file:
                let found = paths(prefix)
                let isFolder = found.count == 1 && found[0].hasSuffix("/")
                return Result(prefix: prefix, candidates: found.sorted(), appendSpace: !isFolder)
            }
        }

        if let option = pendingOption { return offer(option.values) }
        let atStart = positionals == 0 && (used.isEmpty || command.name == root.name)
        // Before any word, the default subcommand's options and arguments apply as well.
        let effective = atStart ? command.defaultShape ?? command : command
        if prefix.hasPrefix("-") {
            let names = effective.options.filter { used.isDisjoint(with: $0.names) }.flatMap(\.names)
            return matching(names.filter { $0.hasPrefix("--") } + ["--help"], prefix)
        }
        var result = Result(prefix: prefix, candidates: [])
        if atStart, !command.subcommands.isEmpty {
            // An alias is offered only when its command's own name does not fit (`formulas` for `formulas`).
            result = matching(
                command.subcommands.flatMap { $0.name.hasPrefix(prefix) ? [$0.name] : $0.aliases }, prefix)
        }
        if let argument = argument(at: positionals, of: effective) {
            let values = offer(argument.values)
            result.candidates = Array(Set(result.candidates + values.candidates)).sorted()
            result.appendSpace = values.candidates.isEmpty || values.appendSpace
        }
        return result
    }

    /// Unit names in a calculator line (`calc …`, or one that starts with a number or `(`), after a number
    /// (`5 k`, `5k`), a conversion (`-> m`, `to m`) or within a compound unit (`km/h`); nil elsewhere.
    private static func units(after done: [String], prefix: String) -> Result? {
        guard let first = (done.first ?? prefix).first,
            done.first == "calc" || first.isNumber || first == "(" || first == "."
        else {
            return nil
        }
        func isUnitCharacter(_ character: Character) -> Bool { character.isLetter || character == "°" }
        let letters = String(prefix.reversed().prefix(while: isUnitCharacter).reversed())
        let head = prefix.dropLast(letters.count)
        let before = head.last ?? done.last?.last
        guard let before,
            before.isNumber || ")>→/*·".contains(before)
                || head.isEmpty && ["to", "in"].contains(done.last ?? "")
        else { return nil }
        let found = UnitCatalog.completionNames.filter { $0.hasPrefix(letters) }.map { String(head) + $0 }
        return Result(prefix: prefix, candidates: found)
    }

    private static func argument(at index: Int, of command: CommandShape) -> ArgumentShape? {
        if index < command.arguments.count { return command.arguments[index] }
        return command.arguments.last.flatMap { $0.repeats ? $0 : nil }
    }

    private static func matching(_ names: [String], _ prefix: String, ignoringCase: Bool = false) -> Result {
        let lowered = prefix.lowercased()
        let found = names.filter { ignoringCase ? $0.lowercased().hasPrefix(lowered) : $0.hasPrefix(prefix) }
        return Result(prefix: prefix, candidates: Array(Set(found)).sorted())
    }
}
