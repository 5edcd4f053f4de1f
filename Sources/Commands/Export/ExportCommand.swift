import ArgumentParser
import Core
import LiveStorage
import Storage

/// `export --format csv|json [--area A] [--from DATE --to DATE] [--output DIR|-] [--force] [--raw]`:
/// your logs as files any program reads.
public struct ExportCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write your logs as CSV or JSON files, one per area (breathing, meals, study, mood, sights, relax, trackers).",
        discussion: """
            CSV files have a header row, ISO 8601 dates, local times with their offset, plain numbers, RFC 4180 \
            quoting and UTF-8; JSON files hold one array of objects per area, keyed like the CSV columns. \
            A text cell that begins with =, +, -, @, a tab or a carriage return (a name or a note you typed) is written \
            with a ' before it, so a spreadsheet shows it as text and never runs it as a formula; numbers coach writes \
            itself, such as -5, stay numbers. --raw writes every cell byte for byte, as JSON always does. \
            A file that exists is not overwritten without --force. '--output -' prints to standard output \
            (one area for CSV; control characters in notes are shown visibly there). \
            With --encrypt or --recipient each file is written as an age file, its name ending in .age \
            (meals.csv.age), as 'backup' writes one.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case csv, json }
    /// Another app's format.
    enum App: String, ExpressibleByArgument, CaseIterable { case loop, anki }

    @Option(help: "csv (the default) or json.") var format: Format = .csv
    @OptionGroup var area: InsightAreaOption
    @Option(
        help: ArgumentHelp("The first day to export (YYYY-MM-DD, today, yesterday).", valueName: "date"),
        transform: DayWord.anyDay)
    var from: DayWord?
    @Option(help: ArgumentHelp("The last day to export.", valueName: "date"), transform: DayWord.anyDay) var to:
        DayWord?
    @Option(
        help: ArgumentHelp(
            "The folder to write into, or - for standard output (default coach-export).", valueName: "dir"),
        completion: .directory)
    var output = "coach-export"
    @Flag(help: "Overwrite files that exist.") var force = false
    @Flag(help: "Write CSV cells byte for byte, without the ' that keeps a spreadsheet from reading text as a formula.")
    var raw = false
    @Option(
        help: ArgumentHelp(
            "For another app: loop writes loop-habits.csv, the days each area met its goal, which Loop Habit Tracker imports (HabitBull CSV); anki writes anki-formulas.txt, every formula as a note Anki imports, learned ones tagged, your notes on the back.",
            valueName: "app"))
    var `for`: App?
    @OptionGroup var encryption: EncryptionOptions

    public init() {}

    public func run(in context: CommandContext) async throws {
        let today = context.today
        let first = try from?.day(today: today) ?? CalendarDay(year: 1, month: 1, day: 1)
        let last = try to?.day(today: today) ?? CalendarDay(year: 9999, month: 12, day: 31)
        guard first <= last else { throw ExportRefusal.daysReversed(from: first, to: last) }
        if output == "-", encryption.asked { throw EncryptionRefusal.encryptedToStandardOutput }
        switch `for` {
        case .loop:
            return try await write(
                [try Self.loopTable(area.areas(context), from: first, through: last, context: context)], as: .csv,
                raw: true, context: context)
        case .anki: return try await writeAnki(context)
        case nil: break
        }
        let tables = try Self.tables(area.areas(context), from: first, through: last, context: context)
            .filter { area.area != nil || !$0.table.rows.isEmpty || $0.showsWhenEmpty }.map(\.table)
        if output == "-", format == .csv, tables.count > 1 { throw ExportRefusal.csvOfSeveralAreas }
        guard !tables.isEmpty else { throw ExportRefusal.nothingToExport }
        try await write(tables, as: format, raw: raw, context: context)
    }

    /// Writes `tables` into the `--output` folder, a file each, or (`-`) to standard output.
    private func write(_ tables: [ExportTable], as format: Format, raw: Bool, context: CommandContext) async throws {
        let words = context.messages
        if output == "-" {
            switch format {
            case .csv: context.output.write(tables[0].csv(raw: raw))
            case .json:
                try context.output.json(
                    Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0.objects) }), calendar: context.calendar)
            }
            return
        }
        let folder = OutsideFile.url(typed: output)
        let suffix = encryption.asked ? ".age" : ""
        let names = tables.map { "\($0.name).\(format.rawValue)" + suffix }
        let files = names.map { folder.appendingPathComponent($0) }
        if !force, let taken = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            throw ExportRefusal.exportFileExists(taken.path)
        }
        let seal = try await encryption.seal(in: context)
        try OutsideFile.makeFolder(folder, otherwise: Messages.mark("choose another --output folder"))
        for (table, file) in zip(tables, files) {
            let data = format == .csv ? Data(table.csv(raw: raw).utf8) : try table.json() + Data("\n".utf8)
            let written = try seal.map { try EncryptionOptions.sealed(data, $0) } ?? data
            try OutsideFile.write(written, to: file, otherwise: "choose another --output folder")
        }
        let total = tables.reduce(0) { $0 + $1.rows.count }
        let written = zip(names, tables).map { "\($0) (\(words.number($1.rows.count)))" }
        context.output.line(
            words.tr(
                "Exported %@ to %@: %@.", words.trn("%d record", "%d records", total),
                ControlCharacters.visible(folder.path), written.joined(separator: ", ")))
    }

    /// Every formula, the catalog's and yours, as Anki's notes, into `anki-formulas.txt` or (`-`) to standard output.
    private func writeAnki(_ context: CommandContext) async throws {
        let progress = try context.study.progress()
        let formulas = try context.formulas.all()
        let text = AnkiExport.text(formulas, learned: progress.isLearned, notes: progress.notes)
        if output == "-" { return context.output.write(text) }
        let folder = OutsideFile.url(typed: output)
        let name = "anki-formulas.txt" + (encryption.asked ? ".age" : "")
        let file = folder.appendingPathComponent(name)
        if !force, FileManager.default.fileExists(atPath: file.path) { throw ExportRefusal.exportFileExists(file.path) }
        let seal = try await encryption.seal(in: context)
        try OutsideFile.makeFolder(folder, otherwise: Messages.mark("choose another --output folder"))
        let data = Data(text.utf8)
        let written = try seal.map { try EncryptionOptions.sealed(data, $0) } ?? data
        try OutsideFile.write(written, to: file, otherwise: "choose another --output folder")
        context.output.line(
            context.messages.tr(
                "Exported %@ to %@: %@ (%@).", context.messages.trn("%d formula", "%d formulas", formulas.count),
                ControlCharacters.visible(folder.path), name, context.messages.number(formulas.count)))
    }

    /// The days each of `areas` that takes a goal met it (`LoopExport.days`), from `first` through `last`, as Loop's
    /// table.
    static func loopTable(
        _ areas: [ShownArea], from first: CalendarDay, through last: CalendarDay, context: CommandContext
    )
        throws -> ExportTable
    {
        let words = context.messages
        let goals = try context.goals.all()
        let habits = try areas.filter(\.area.takesGoal).map { shown in
            let span = try AreaSpan(
                shown.area, goals: goals, from: max(first, AreaSpan.firstDay), through: min(last, context.today),
                in: context.areaSources)
            return LoopExport.Habit(
                name: words.tr(shown.area.title),
                description: span.goal.map { shown.area.describe($0, in: words) } ?? "",
                days: LoopExport.days(of: span, from: first, through: last, today: context.today))
        }
        return LoopExport.table(habits)
    }

    /// The tables of `areas` from `first` through `last`, oldest first; areas that share a file (trackers) make one
    /// table, its rows in time order. `showsWhenEmpty` says whether a table without rows is still written.
    static func tables(
        _ areas: [ShownArea], from first: CalendarDay, through last: CalendarDay, context: CommandContext
    )
        throws -> [(table: ExportTable, showsWhenEmpty: Bool)]
    {
        var tables: [(table: ExportTable, showsWhenEmpty: Bool)] = []
        for shown in areas {
            guard let table = try shown.area.exportTable(from: first, through: last, in: context.areaSources) else {
                continue
            }
            if let index = tables.firstIndex(where: { $0.table.name == table.name }) {
                let rows = (tables[index].table.rows + table.rows).sorted {
                    $0.first?.csvText ?? "" < $1.first?.csvText ?? ""
                }
                tables[index].table = ExportTable(name: table.name, columns: table.columns, rows: rows)
            } else {
                tables.append((table, shown.area.showsWhenEmpty))
            }
        }
        return tables
    }
}
