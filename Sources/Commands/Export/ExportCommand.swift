import ArgumentParser
import Core
import Storage

/// `export --format csv|json [--area A] [--from DATE --to DATE] [--output DIR|-] [--force] [--raw]`:
/// your logs as files any program reads.
public struct ExportCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your logs as CSV or JSON files, one per area (breathing, meals, study, mood, sights).",
        discussion: """
            CSV files have a header row, ISO 8601 dates, local times with their offset, plain numbers, RFC 4180 \
            quoting and UTF-8; JSON files hold one array of objects per area, keyed like the CSV columns. \
            A text cell that begins with =, +, -, @, a tab or a carriage return (a name or a note you typed) is written \
            with a ' before it, so a spreadsheet shows it as text and never runs it as a formula; numbers coach writes \
            itself, such as -5, stay numbers. --raw writes every cell byte for byte, as JSON always does. \
            A file that exists is not overwritten without --force. '--output -' prints to standard output \
            (one area for CSV; control characters in notes are shown visibly there).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }

    @Option(help: "csv (the default) or json.") var format: Format = .csv
    @OptionGroup var area: InsightAreaOption
    @Option(help: ArgumentHelp("The first day to export (YYYY-MM-DD, today, yesterday).", valueName: "date")) var from: String?
    @Option(help: ArgumentHelp("The last day to export.", valueName: "date")) var to: String?
    @Option(help: ArgumentHelp("The folder to write into, or - for standard output (default coach-export).", valueName: "dir"), completion: .directory)
    var output = "coach-export"
    @Flag(help: "Overwrite files that exist.") var force = false
    @Flag(help: "Write CSV cells byte for byte, without the ' that keeps a spreadsheet from reading text as a formula.")
    var raw = false

    public init() {}

    public func run(in context: CommandContext) async throws {
        let today = context.today
        let first = try from.map { try CalendarDay.typed($0, today: today, future: true, purpose: "") } ?? CalendarDay(year: 1, month: 1, day: 1)
        let last = try to.map { try CalendarDay.typed($0, today: today, future: true, purpose: "") } ?? CalendarDay(year: 9999, month: 12, day: 31)
        guard first <= last else { throw CommandFailure("--from \(first.text) is after --to \(last.text); give the earlier day first") }
        if output == "-", format == .csv, area.areas.count > 1 {
            throw CommandFailure("CSV to standard output takes one area, e.g. 'export --area meals --output -'")
        }
        let tables = try area.areas.map { try Self.table($0, from: first, through: last, context: context) }
            .filter { $0.area != .relax || area.area == .relax || !$0.rows.isEmpty }
        if output == "-" {
            switch format {
            case .csv: context.output.write(tables[0].csv(raw: raw))
            case .json: context.output.json(Dictionary(uniqueKeysWithValues: tables.map { ($0.area.rawValue, $0.objects) }))
            }
            return
        }
        let folder = OutsideFile.url(typed: output)
        let files = tables.map { folder.appendingPathComponent("\($0.area.rawValue).\(format.rawValue)") }
        if !force, let taken = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw CommandFailure("'\(ControlCharacters.visible(taken.path))' exists; add --force to overwrite it, or choose another --output folder")
        }
        try OutsideFile.makeFolder(folder, otherwise: "choose another --output folder")
        for (table, file) in zip(tables, files) {
            let data = format == .csv ? Data(table.csv(raw: raw).utf8) : try table.json() + Data("\n".utf8)
            try OutsideFile.write(data, to: file, otherwise: "choose another --output folder")
        }
        let total = tables.reduce(0) { $0 + $1.rows.count }
        context.output.line("Exported \(total.counted("record")) to \(ControlCharacters.visible(folder.path)): "
            + tables.map { "\($0.area.rawValue).\(format.rawValue) (\($0.rows.count))" }.joined(separator: ", ") + ".")
    }

    /// `area`'s records from `first` through `last`, oldest first.
    static func table(_ area: InsightArea, from first: CalendarDay, through last: CalendarDay, context: CommandContext) throws -> ExportTable {
        let calendar = context.calendar
        switch area {
        case .breathing: return .breathing(try context.breathing.sessions(from: first, through: last), calendar: calendar)
        case .meals:
            // The meal log reads month by month, so the span is narrowed to the months it has.
            let months = try context.meals.months()
            guard let early = months.first, let late = months.last?.adding(days: 31), max(first, early) <= min(last, late) else {
                return .meals([], calendar: calendar)
            }
            return .meals(try context.meals.meals(from: max(first, early), through: min(last, late)), calendar: calendar)
        case .study: return .study(try context.study.reviews(from: first, through: last), calendar: calendar)
        case .mood: return .mood(try context.checkIns.checkIns(from: first, through: last), calendar: calendar)
        case .sights: return .sights(try context.sights.journal().visits.filter { $0.day >= first && $0.day <= last }.sorted { $0.day < $1.day })
        case .relax: return .relax(try context.relax.sessions(from: first, through: last), calendar: calendar)
        }
    }
}
