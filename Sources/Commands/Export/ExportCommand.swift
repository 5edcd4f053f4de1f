import ArgumentParser
import Core
import Foundation
import Storage

/// `export`: every log as CSV or JSON, to a folder or to standard output.
struct ExportCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Your logs as CSV (a file per area, RFC 4180, UTF-8) or JSON (an array per area), to a folder or to standard output.",
        discussion: """
            Files are meals, checkins, breathing, study and sights (.csv or .json). Dates are ISO 8601, times local \
            with their offset (2026-11-21T08:12:00+03:00), numbers unformatted. An existing file is kept unless --force.
            """)

    enum FileFormat: String, ExpressibleByArgument, CaseIterable { case csv, json }

    @Option(name: .customLong("format"), help: ArgumentHelp("csv (the default) or json.", valueName: "format")) var fileFormat: FileFormat = .csv
    @Option(help: ArgumentHelp("Only this area (repeat for more): meals, checkins, breathing, study or sights.", valueName: "area"))
    var area: [ExportArea] = []
    @Option(help: ArgumentHelp("The first day to include, YYYY-MM-DD (default: the first logged).", valueName: "date")) var from: String?
    @Option(help: ArgumentHelp("The last day to include (default: today).", valueName: "date")) var to: String?
    @Option(help: ArgumentHelp("A folder for the files (default coach-export-DATE), or - for standard output.", valueName: "dir"),
            completion: .directory) var output: String?
    @Flag(help: "Replace files that are already there.") var force = false

    func run(in context: CommandContext) async throws {
        let today = context.today
        let first = try from.map { try CalendarDay.typed($0, today: today, purpose: "--from is a day that has been") } ?? CalendarDay(year: 1970, month: 1, day: 1)
        let last = try to.map { try CalendarDay.typed($0, today: today, purpose: "--to is a day that has been") } ?? today
        guard first <= last else { throw CommandFailure("--from \(first.text) is after --to \(last.text); give the earlier day first") }
        let tables = try ExportGathering.tables(area.isEmpty ? ExportArea.allCases : area, from: first, through: last, context: context)
        if output == "-" { return try writeToStandardOutput(tables, context: context) }
        let folder = URL(fileURLWithPath: output ?? "coach-export-\(today.text)")
        let files = tables.map { (table: $0, url: folder.appendingPathComponent("\($0.area.rawValue).\(fileFormat.rawValue)")) }
        let there = files.filter { FileManager.default.fileExists(atPath: $0.url.path) }.map(\.url.path)
        guard force || there.isEmpty else {
            throw CommandFailure("\(there.joined(separator: ", ")) \(there.count == 1 ? "is" : "are") already there; add --force to replace, or choose another folder with --output")
        }
        do {
            try AtomicFile.makeFolder(folder)
        } catch {
            guard case let .cannotCreateDirectory(path, reason) = error else { throw error }
            throw CommandFailure("cannot make the folder \(path): \(reason); choose another with --output DIR")
        }
        for (table, url) in files { try AtomicFile.write(Data(encoded(table).utf8), to: url) }
        let counts = tables.map { Self.counted($0) }
        context.output.line("Exported " + counts.spokenList + " to \(folder.path)/ as \(fileFormat.rawValue.uppercased()).")
    }

    private func writeToStandardOutput(_ tables: [ExportTable], context: CommandContext) throws {
        switch fileFormat {
        case .json:
            context.output.json(Dictionary(uniqueKeysWithValues: tables.map { ($0.area.rawValue, $0.objects) }))
        case .csv:
            guard tables.count == 1 else {
                throw CommandFailure("CSV to standard output holds one area: add --area meals (or another), or write every area to a folder with --output DIR")
            }
            context.output.write(tables[0].csv)
        }
    }

    private func encoded(_ table: ExportTable) throws -> String {
        switch fileFormat {
        case .csv: return table.csv
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(table.objects), as: UTF8.self) + "\n"
        }
    }

    /// `1,204 meals`, `1 check-in`, `3 sight visits`.
    static func counted(_ table: ExportTable) -> String {
        let noun = switch table.area {
        case .meals: "meal"
        case .checkins: "check-in"
        case .breathing: "breathing session"
        case .study: "card review"
        case .sights: "sight visit"
        }
        return table.rows.count.counted(noun)
    }
}
