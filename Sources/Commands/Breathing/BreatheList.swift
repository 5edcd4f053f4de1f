import ArgumentParser
import Core
import Storage

/// `breathe list`.
struct BreatheList: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Every technique with its pattern, pace and length.")
    @OptionGroup var format: OutputFormat

    struct Row: Encodable {
        var name: String
        var pattern: String
        var cycleSeconds: Double
        var breathsPerMinute: Double
        var cycles: Int
        var seconds: Double
        var about: String
    }

    func run(in context: CommandContext) async throws {
        let words = context.messages
        let saved = try context.breathing.savedPatterns().sorted { $0.key < $1.key }
        let techniques =
            BreathingTechnique.builtIn
            + saved.map {
                let sound = context.breathing.savedSound(named: $0.key).map { ", with \($0.rawValue)" } ?? ""
                return BreathingTechnique(
                    name: $0.key, summary: "your pattern" + sound, pattern: $0.value, defaultCycles: 10)
            }
        let rows = techniques.map { technique in
            Row(
                name: technique.name, pattern: technique.pattern.shortName, cycleSeconds: technique.pattern.cycleLength,
                breathsPerMinute: (technique.pattern.breathsPerMinute * 10).rounded() / 10,
                cycles: technique.defaultCycles,
                seconds: technique.pattern.cycleLength * Double(technique.defaultCycles), about: technique.summary)
        }
        try await format.show(rows, in: context) {
            guard !context.plain else { return Self.say(rows, context) }
            let width = max(rows.map(\.name.count).max() ?? 0, 9)
            let heading = [
                Table.pad(words.tr("technique"), width), Table.pad(words.tr("pattern"), 8),
                Table.pad(words.tr("cycle"), 5), Table.pad(words.tr("per min"), 7), words.tr("session"),
            ]
            context.output.line(context.style.bold(heading.joined(separator: "  ")))
            for row in rows {
                let name = Table.pad(row.name, width)
                let pattern = Table.pad(row.pattern, 8)
                let cycle = Table.pad(words.tr("%@ s", words.number(Printf.format("%g", row.cycleSeconds))), 5)
                let pace = Table.pad(words.number(Printf.format("%.1f", row.breathsPerMinute)), 7)
                let session = "\(words.number(row.cycles)) × = " + DurationFormat.short(row.seconds)
                context.output.line(
                    "\(name)  \(pattern)  \(cycle)  \(pace)  \(session)  "
                        + context.style.dim(Self.about(row.about, words)))
            }
        }
    }

    /// The list for a screen reader, a technique a line: `calm: pattern 4-6; a cycle 10 s; 6.0 breaths a minute;
    /// 10 cycles in 1 min 40 s; slow breathing with a longer exhale (Pause and Breathe)`.
    static func say(_ rows: [Row], _ context: CommandContext) {
        let words = context.messages
        let lines = Table.labelled(
            rows.map { row in
                [
                    row.name, words.tr("pattern %@", row.pattern),
                    words.tr("a cycle %@", SpokenDuration.text(row.cycleSeconds, in: words)),
                    words.tr("%@ breaths a minute", words.number(Printf.format("%.1f", row.breathsPerMinute))),
                    words.tr(
                        "%@ in %@", words.trn("%d cycle", "%d cycles", row.cycles),
                        SpokenDuration.text(row.seconds, in: words)),
                    Self.about(row.about, words),
                ]
            })
        for line in lines { context.output.line(line) }
    }

    /// A technique's summary in `words`' language: a built-in's from the catalog, a saved pattern's said anew.
    static func about(_ summary: String, _ words: Messages) -> String {
        switch summary {
        case "your pattern": words.tr("your pattern")
        case "your pattern, with ocean": words.tr("your pattern, with ocean")
        case "your pattern, with rain": words.tr("your pattern, with rain")
        default: words.tr(summary)
        }
    }
}
