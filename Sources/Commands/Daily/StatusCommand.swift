import ArgumentParser
import Core
import Storage

/// `status`: one short line for a status bar (tmux, starship, waybar, i3blocks), quick enough for every prompt.
public struct StatusCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "status",
        abstract:
            "One short line for a status bar: the running stopwatch, the next timer, today's goals left, the next reminder.",
        discussion: """
            Only what is there is shown, always in that order. '--format tmux' styles it for tmux's status-right, \
            'waybar' prints the JSON of a waybar custom module (return-type json), 'i3blocks' the lines i3blocks \
            reads (full text, short text, colour), and 'json' (or --json) the parts for scripts.
            """
    )

    /// The shapes a status bar reads.
    enum Shape: String, ExpressibleByArgument, CaseIterable { case plain, tmux, waybar, i3blocks, json }

    @Option(
        name: .customLong("format"),
        help: ArgumentHelp("The shape of the line, for the bar that reads it.", valueName: "format"))
    var shape: Shape = .plain
    @OptionGroup var format: OutputFormat

    public init() {}

    public func run(in context: CommandContext) async throws {
        let line = StatusLine.load(context)
        let (out, words) = (context.output, context.messages)
        try await format.show(StatusJSON(line, context: context), in: context) {
            // Never wrapped: a bar reads one line however long, and a pipe would wrap at 80 columns.
            switch shape {
            case .plain: out.write(line.plain + "\n")
            case .tmux: out.write(line.tmux + "\n")
            case .waybar: try out.json(StatusLine.Waybar(line), calendar: context.calendar, oneLine: true)
            case .i3blocks: out.write(line.i3blocks(words).map { $0 + "\n" }.joined())
            case .json: try out.json(StatusJSON(line, context: context), calendar: context.calendar)
            }
        }
    }
}

/// `status --json`: each part with its numbers, and the line as shown.
struct StatusJSON: Encodable {
    struct Watch: Encodable {
        var seconds: Double
        var display: String
    }
    struct Open: Encodable {
        var area: String
        var display: String
    }
    struct Ring: Encodable {
        var time: Date
        var command: String
        var note: String?
        var display: String
    }
    var text: String
    var stopwatch: Watch?
    var timer: TimerCommand.TimerRow?
    var goalsLeft: [Open]
    var goalsMet: Int
    var goalsSet: Int
    var percent: Int?
    var reminder: Ring?

    init(_ line: StatusLine, context: CommandContext) {
        text = line.plain
        stopwatch = line.stopwatch.map { Watch(seconds: $0.rounded(.down), display: DurationFormat.short($0)) }
        timer = line.timer.map { TimerCommand.TimerRow($0) }
        goalsLeft = line.left.map { Open(area: $0.area, display: TerminalText.oneLine($0.text)) }
        (goalsMet, goalsSet, percent) = (line.met, line.total, line.percent)
        reminder = line.reminder.map {
            Ring(
                time: $0.ring.at, command: $0.ring.reminder.command, note: $0.ring.reminder.note,
                display: line.parts.first { $0.kind == .reminder }?.text ?? "")
        }
    }
}
