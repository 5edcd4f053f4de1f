import ArgumentParser
import Core

/// ArgumentParser's messages about a line's words (`unknown option '--x'`, `missing expected argument '<n>'`),
/// with the usage under them, in the person's language. ArgumentParser writes them in English only, so each is
/// matched against the shapes it takes and said again with the quoted parts as they were.
enum ParseErrorText {
    /// The shapes, as the line runner shows them (first letter lowered), the longer of two alike first.
    static let shapes = [
        Messages.mark("unknown option '%@'. Did you mean '%@'?"),
        Messages.mark("unknown option '%@'"),
        Messages.mark("missing value for '%@'"),
        Messages.mark("missing expected argument '%@'"),
        Messages.mark("missing one of: '%@'"),
        Messages.mark("unexpected argument '%@'"),
        Messages.mark("%@ unexpected arguments: '%@'"),
        Messages.mark("the value '%@' is invalid for '%@': %@"),
        Messages.mark("the value '%@' is invalid for '%@'"),
        Messages.mark("the value '%@' is invalid: %@"),
        Messages.mark("the option '%@' does not take any value, but '%@' was specified."),
        Messages.mark("invalid option: %@"),
        Messages.mark("missing required subcommand."),
    ]

    /// `Error: …` as ArgumentParser wrote it, its first letter lowered after the prefix as the line runner shows it.
    static func fullMessage(_ text: String, words: Messages) -> String {
        guard words.language != .en, text.hasPrefix("Error: ") else { return text }
        var rest = String(text.dropFirst("Error: ".count))
        if let first = rest.first, first.isUppercase, rest.dropFirst().first?.isLowercase == true {
            rest = first.lowercased() + rest.dropFirst()
        }
        return words.tr("Error: ") + translated(rest, words: words)
    }

    /// The lines ArgumentParser writes under its own refusals of a line: `Usage: coach goal show …` and where to
    /// read more, in `words`' language.
    static func usage(of command: ParsableCommand.Type, _ words: Messages) -> String {
        let usage = Coach.usageString(for: command)
        // `coach goal show [<area>] …`: the command's words come before its arguments and options.
        let path = usage.split(separator: " ").prefix { $0.first?.isLetter == true }.joined(separator: " ")
        return ParseErrorText.translated("Usage: \(usage)\n  See '\(path) --help' for more information.", words: words)
    }

    /// `text`, one or more lines ArgumentParser wrote, in `words`' language.
    static func translated(_ text: String, words: Messages) -> String {
        guard words.language != .en else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line(String($0), words: words) }.joined(separator: "\n")
    }

    static func line(_ line: String, words: Messages) -> String {
        if line.hasPrefix("Usage: ") { return words.tr("Usage: %@", String(line.dropFirst("Usage: ".count))) }
        if let see = Messages.values(of: line, matching: "  See '%@' for more information.") {
            return "  " + words.tr("See '%@' for more information.", see[0])
        }
        if line.hasPrefix("Help:  "), let gap = line.dropFirst("Help:  ".count).firstRange(of: "  ") {
            let label = line[line.index(line.startIndex, offsetBy: "Help:  ".count)..<gap.lowerBound]
            return words.tr("Help:") + "  " + label + "  " + words.translate(shown: String(line[gap.upperBound...]))
        }
        if line.hasPrefix("  - ") || line.hasPrefix("   or: ") { return line }
        if let said = OptionRange.said(line, in: words) { return said }
        var message = line
        var tail = ""
        if message.hasSuffix(". Please provide one of the following:") {
            message.removeLast(". Please provide one of the following:".count)
            tail = words.tr(". Please provide one of the following:")
        } else if let found = message.ranges(of: ". Please provide one of ").last, message.hasSuffix(".") {
            let list = message[found.upperBound...].dropLast()
                .replacing("' or '", with: "' " + words.tr("or") + " '")
                .replacing("' and '", with: "' " + words.tr("and") + " '")
            tail = words.tr(". Please provide one of %@.", String(list))
            message = String(message[..<found.lowerBound])
        }
        for shape in shapes {
            guard var values = Messages.values(of: message, matching: shape) ?? (message == shape ? [] : nil) else {
                continue
            }
            // What a value's own check said (`: must be like 5m`) is coach's message: in the catalog too.
            if shape.hasSuffix(": %@"), let said = values.last {
                values[values.count - 1] = words.translate(shown: said)
            }
            return words.tr(shape, values: values) + tail
        }
        return words.translate(shown: message) + tail
    }
}
