import ArgumentParser
import Core

/// A command's help screen in another language than English. ArgumentParser writes its help in English only
/// (its issue #203), so the screen is its own, rendered unwrapped, read line by line and written again in
/// the same layout: the headings, the abstracts, discussions and option help from the catalog (the
/// declarations' literals are messages: see scripts/extract-messages.py), wrapped at `width` columns as
/// ArgumentParser wraps them. Names, options and value names stay as they are, as git's do in Russian.
struct TranslatedHelp {
    /// Where an option's help starts, as in ArgumentParser's screens.
    static let labelColumn = 26
    /// Wide enough that ArgumentParser wraps nothing, so each text is whole on its line.
    static let unwrapped = 100_000

    let words: Messages
    let width: Int
    /// The texts of the screen the catalog has no translation of (a test walks every screen for them).
    private(set) var missed: [String] = []

    init(words: Messages, width: Int) {
        self.words = words
        self.width = width
    }

    /// `text` of the declarations in the language, noted in `missed` when the catalog lacks it.
    mutating func say(_ text: String) -> String {
        let said = words.translate(shown: text)
        if said == text, !text.isEmpty { missed.append(text) }
        return said
    }

    /// `english`, a help screen ArgumentParser rendered `unwrapped` for `command`, in `words`' language.
    mutating func screen(_ english: String, command: ParsableCommand.Type) -> String {
        let labelColumn = Self.labelColumn
        let lines = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var index = 0
        if lines.first?.hasPrefix("OVERVIEW: ") == true {
            while index < lines.count, !lines[index].hasPrefix("USAGE: ") { index += 1 }
            out += overview(of: command) + [""]
        }
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.hasPrefix("USAGE: ") {
                var usage = String(line.dropFirst("USAGE: ".count))
                while index < lines.count, lines[index].hasPrefix(" ") {
                    usage += " " + lines[index].drop { $0 == " " }
                    index += 1
                }
                out += HelpLayout.usage(usage, heading: words.tr("USAGE:"), width: width)
            } else if line.isEmpty {
                out.append(line)
            } else if !line.hasPrefix(" "), line.hasSuffix(":"), line == line.uppercased() {
                out.append(heading(line, command: command))
            } else if line.hasPrefix(String(repeating: " ", count: 8)), !line.hasPrefix(Self.indent(labelColumn)) {
                var text = [String(line.dropFirst(8))]
                while index < lines.count, lines[index].hasPrefix(Self.indent(8)),
                    !lines[index].hasPrefix(Self.indent(labelColumn))
                {
                    text.append(String(lines[index].dropFirst(8)))
                    index += 1
                }
                let translated = say(text.joined(separator: "\n"))
                out.append(HelpLayout.wrapped(translated, to: width, indent: 8))
            } else if let see = Messages.values(of: line, matching: "  See '%@' for detailed help.") {
                out.append(HelpLayout.wrapped(words.tr("See '%@' for detailed help.", see[0]), to: width, indent: 2))
            } else if line.hasPrefix("  "), !line.hasPrefix("   ") {
                var label = line
                var abstract: [String] = []
                let nextIsAbstract = index < lines.count && lines[index].hasPrefix(Self.indent(labelColumn))
                if !nextIsAbstract, line.count > labelColumn {
                    label = String(line.prefix(labelColumn))
                    abstract.append(String(line.dropFirst(labelColumn)))
                }
                while index < lines.count, lines[index].hasPrefix(Self.indent(labelColumn)) {
                    abstract.append(String(lines[index].dropFirst(labelColumn)))
                    index += 1
                }
                out.append(element(label, abstract.joined(separator: "\n")))
            } else {
                out.append(HelpLayout.wrapped(say(line), to: width, indent: 0))
            }
        }
        return out.joined(separator: "\n")
    }

    /// The command's abstract and discussion under the heading, as ArgumentParser lays them out.
    mutating func overview(of command: ParsableCommand.Type) -> [String] {
        let configuration = command.configuration
        var text = words.tr("OVERVIEW:") + " " + say(configuration.abstract)
        if !configuration.discussion.isEmpty { text += "\n\n" + say(configuration.discussion) }
        return [HelpLayout.wrapped(text, to: width, indent: 0)]
    }

    mutating func heading(_ line: String, command: ParsableCommand.Type) -> String {
        switch line {
        case "ARGUMENTS:": return words.tr("ARGUMENTS:")
        case "OPTIONS:": return words.tr("OPTIONS:")
        case "SUBCOMMANDS:": return words.tr("SUBCOMMANDS:")
        default:
            let group = command.configuration.groupedSubcommands.first {
                line == "\($0.name.uppercased()) SUBCOMMANDS:"
            }
            guard let group else { return line }
            return words.tr("SUBCOMMANDS (%@):", say(group.name))
        }
    }

    /// One argument, option or subcommand: its label, then its help from the label column on.
    mutating func element(_ label: String, _ abstract: String) -> String {
        var label = label.trimmingSuffix(" ")
        if label.hasSuffix(" (default)") {
            label = String(label.dropLast(" (default)".count)) + " " + words.tr("(default)")
        }
        guard !abstract.isEmpty else { return label }
        let help = HelpLayout.wrapped(translatedHelp(abstract), to: width, indent: Self.labelColumn)
        guard label.count < Self.labelColumn else { return label + "\n" + help }
        return label + help.dropFirst(label.count)
    }

    /// An option's help with what ArgumentParser adds after it, `(values: a, b; default: a)`, in words' language.
    mutating func translatedHelp(_ text: String) -> String {
        let starts = [" (values: ", " (default"].compactMap { text.ranges(of: $0).last }
        let alone = text.hasPrefix("(values: ") || text.hasPrefix("(default")
        guard
            let open = starts.max(by: { $0.lowerBound < $1.lowerBound })
                ?? (alone ? text.startIndex..<text.startIndex : nil),
            text.hasSuffix(")")
        else { return say(text) }
        let help = String(text[..<open.lowerBound])
        let added = text[open.lowerBound...].drop { $0 == " " }.dropFirst().dropLast()
        var parts: [String] = []
        for part in added.split(separator: "; ") {
            if part.hasPrefix("values: ") {
                parts.append(words.tr("values: %@", String(part.dropFirst("values: ".count))))
            } else if part.hasPrefix("default as flag: ") {
                parts.append(words.tr("default as flag: %@", String(part.dropFirst("default as flag: ".count))))
            } else if part.hasPrefix("default: ") {
                parts.append(words.tr("default: %@", String(part.dropFirst("default: ".count))))
            } else {
                return say(text)
            }
        }
        let translated = "(" + parts.joined(separator: "; ") + ")"
        return help.isEmpty ? translated : say(help) + " " + translated
    }

    static func indent(_ count: Int) -> String { String(repeating: " ", count: count) }
}

extension String {
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}
