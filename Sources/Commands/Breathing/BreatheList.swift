import ArgumentParser
import Core
import Storage

/// `breathe list`.
struct BreatheList: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Every technique with its pattern, pace and length.")
    @OptionGroup var format: OutputFormat

    struct Row: Encodable { var name: String; var pattern: String; var cycleSeconds: Double; var breathsPerMinute: Double; var cycles: Int; var seconds: Double; var about: String }

    func run(in context: CommandContext) async throws {
        let saved = try context.breathing.savedPatterns().sorted { $0.key < $1.key }
        let techniques = BreathingTechnique.builtIn + saved.map {
            let sound = context.breathing.savedSound(named: $0.key).map { ", with \($0.rawValue)" } ?? ""
            return BreathingTechnique(name: $0.key, summary: "your pattern" + sound, pattern: $0.value, defaultCycles: 10)
        }
        let rows = techniques.map { technique in
            Row(name: technique.name, pattern: technique.pattern.shortName, cycleSeconds: technique.pattern.cycleLength,
                breathsPerMinute: (technique.pattern.breathsPerMinute * 10).rounded() / 10, cycles: technique.defaultCycles,
                seconds: technique.pattern.cycleLength * Double(technique.defaultCycles), about: technique.summary)
        }
        await format.show(rows, in: context) {
            let width = rows.map(\.name.count).max() ?? 0
            context.output.line(context.style.bold(Table.pad("technique", max(width, 9)) + "  pattern   cycle  per min  session"))
            for row in rows {
                let name = Table.pad(row.name, max(width, 9))
                let pattern = Table.pad(row.pattern, 8)
                let cycle = Table.pad(Printf.format("%g", row.cycleSeconds) + " s", 5)
                let pace = Table.pad(Printf.format("%.1f", row.breathsPerMinute), 7)
                let session = "\(row.cycles) × = " + DurationFormat.short(row.seconds)
                context.output.line("\(name)  \(pattern)  \(cycle)  \(pace)  \(session)  " + context.style.dim(row.about))
            }
        }
    }
}
