import Core

/// The shapes status bars read the line in. Text from the data is already on one line and bounded (`StatusLine`);
/// each shape escapes what its bar would read as markup.
extension StatusLine {
    /// `stopwatch 12:05 · tea 04:12 · breathing 4/10 min · 11:00 stand up`; empty when nothing is there.
    var plain: String { parts.map(\.text).joined(separator: " · ") }

    /// For tmux's `status-right`: its own `#[fg=…]` styles and no escape codes; a `#` in the words is doubled,
    /// so tmux reads none of them as a format.
    var tmux: String {
        parts.map { part in
            let colour =
                switch part.kind {
                case .stopwatch: "green"
                case .timer: "cyan"
                case .goal: "yellow"
                case .reminder: "magenta"
                }
            return "#[fg=\(colour)]" + part.text.replacing("#", with: "##") + "#[fg=default]"
        }
        .joined(separator: " · ")
    }

    /// What the bar's class says: `done` when every goal set today is met, `todo` while one is open, `none` without goals.
    var state: String { total == 0 ? "none" : met == total ? "done" : "todo" }

    /// waybar's custom module with `return-type: json`: the line, every part on a line of its own as the tooltip,
    /// the class, and the share of today's goals met. Both texts are Pango markup there, so `&`, `<`, `>` are escaped.
    struct Waybar: Encodable {
        var text: String
        var tooltip: String
        var `class`: String
        var percentage: Int?

        init(_ line: StatusLine) {
            text = ReportPage.escape(line.plain)
            tooltip = line.parts.map { ReportPage.escape($0.text) }.joined(separator: "\n")
            `class` = line.state
            percentage = line.percent
        }
    }

    /// i3blocks reads the lines a block prints: the full text, the short text (the clocks and a count of the goals
    /// not met yet), and a colour while one is open.
    func i3blocks(_ words: Messages) -> [String] {
        var short = parts.filter { $0.kind == .stopwatch || $0.kind == .timer }.map(\.text)
        if total > met { short.append(words.trn("%d goal left", "%d goals left", total - met)) }
        return [plain, short.joined(separator: " · ")] + (state == "todo" ? ["#E5C07B"] : [])
    }
}
