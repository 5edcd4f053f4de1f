import ArgumentParser
import Core

/// `help TOPIC`: a guide of `docs/` (built in as `GuidePages`) fitted to the terminal, in the language coach speaks.
enum GuideScreen {
    /// Other words for a topic, as people ask for it.
    static let otherNames = ["units": "numbers", "calculator": "numbers", "reminders": "checkin", "goals": "checkin"]

    /// The guide's name for `word`, nil when no guide has it.
    static func topic(_ word: String) -> String? {
        let name = otherNames[word] ?? word
        return GuidePages.english[name] == nil ? nil : name
    }

    /// The page in `words`' language (English when it has none), as `GuidePages` writes it.
    static func page(_ topic: String, words: Messages) -> String {
        (words.language == .ru ? GuidePages.russian[topic] : nil) ?? GuidePages.english[topic] ?? ""
    }

    /// The guide's title: its first heading.
    static func title(_ topic: String, words: Messages) -> String {
        page(topic, words: words).split(separator: "\n").first.map { String($0.dropFirst(2)) } ?? topic
    }

    static func show(_ topic: String, context: CommandContext) -> Int32 {
        for line in lines(page(topic, words: context.messages), width: context.output.width ?? 80, style: context.style)
        {
            context.output.line(line)
        }
        let words = context.messages
        if Coach.configuration.subcommands.contains(where: { $0._commandName == topic }) {
            context.output.line()
            context.output.line(words.tr("Every option of '%@': '%@ --help'.", topic, topic))
        }
        return LineRunner.Status.ok
    }

    /// The page's blocks as lines of at most `width` columns: paragraphs and items wrapped, code as it is, a blank
    /// line between blocks (none between the lines of one code block or between items).
    static func lines(_ page: String, width: Int, style: Style) -> [String] {
        var lines: [String] = []
        var last: Character = " "
        for block in page.split(separator: "\n") {
            guard let kind = block.first, kind != "E" else { continue }
            let text = String(block.dropFirst(2))
            if !lines.isEmpty, kind != last || kind == "P" || kind == "H" { lines.append("") }
            switch kind {
            case "H": lines.append(style.bold(text))
            case "I":
                let wrapped = TextWrap.lines(text, width: width - 2)
                lines += wrapped.enumerated().map { ($0.offset == 0 ? "- " : "  ") + $0.element }
            case "C": lines.append(text)
            default: lines += TextWrap.lines(text, width: width)
            }
            last = kind
        }
        return lines
    }
}
