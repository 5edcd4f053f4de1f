/// A help screen for a screen reader: each argument, option and subcommand on one line that says what it is about
/// (`-h, --help: Show help information.`), made from the screen ArgumentParser lays out in two columns, rendered
/// unwrapped so that no text is cut into lines.
enum PlainHelp {
    static func lines(_ screen: String) -> String {
        var out: [String] = []
        // Whether the last line is a name whose text follows on the next line (a name wider than its column).
        var waiting = false
        for line in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.drop { $0 == " " }
            let indent = line.count - text.count
            if indent > 2, !text.isEmpty, let last = out.indices.last, !out[last].isEmpty {
                out[last] += (waiting ? ": " : " ") + text
                waiting = false
            } else if indent > 0, !text.isEmpty {
                if let gap = text.firstRange(of: "  ") {
                    out.append(text[..<gap.lowerBound] + ": " + text[gap.upperBound...].drop { $0 == " " })
                    waiting = false
                } else {
                    out.append(String(text))
                    waiting = true
                }
            } else {
                out.append(String(line))
                waiting = false
            }
        }
        return out.joined(separator: "\n")
    }
}
