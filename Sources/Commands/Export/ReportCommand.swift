import ArgumentParser
import Core
import LiveStorage
import Storage

/// `report [--month YYYY-MM] [--output FILE] [--force] [--encrypt | --recipient KEY…]`: the month as one HTML page to keep, share or print.
public struct ReportCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "Write a month's charts and tables as one self-contained HTML page; the browser's Save as PDF prints it on A4.",
        discussion: """
            The page has no scripts and needs no network: charts are inline SVG. It states the dates and the data directory \
            it came from, and is written private (0600) from its first byte. With --encrypt or --recipient it is \
            written as an age file (default name coach-report-YYYY-MM.html.age), as 'backup' writes one.
            """)

    @Option(help: ArgumentHelp("The month, YYYY-MM (default: this month).", valueName: "month")) var month: String?
    @Option(
        help: ArgumentHelp("The file to write (default coach-report-YYYY-MM.html).", valueName: "file"),
        completion: .file(extensions: ["html"]))
    var output: String?
    @Flag(help: "Overwrite the file if it exists.") var force = false
    @OptionGroup var encryption: EncryptionOptions

    public init() {}

    public func run(in context: CommandContext) async throws {
        let today = context.today
        guard let chosen = month.map({ LogMonth($0.trimmed(\.isSpace)) }) ?? today.logMonth else {
            throw ExportRefusal.notAMonth(month ?? "", example: today.logMonth.text)
        }
        let first = CalendarDay(year: chosen.year, month: chosen.month, day: 1)
        guard first <= today else { throw ExportRefusal.monthNotBegun(chosen.text) }
        // The month so far, when it is this one: averages and streaks then end today, not on days to come.
        let last = min(CalendarDay(year: chosen.next.year, month: chosen.next.month, day: 1).adding(days: -1), today)
        let path = output ?? "coach-report-\(chosen.text).html" + (encryption.asked ? ".age" : "")
        let url = OutsideFile.url(typed: path)
        let shown = ControlCharacters.visible(url.path)
        if !force, FileManager.default.fileExists(atPath: url.path) { throw ExportRefusal.fileExists(url.path) }
        let seal = try await encryption.seal(in: context)
        let (spans, checkIns, rest) = try InsightsData.load(
            context.areasWarning(), from: first, through: last, context: context)
        let insights = InsightsData.shown(spans, from: first).map {
            InsightsData.insight($0, from: first, through: last, rest: rest)
        }
        let words = context.messages
        let month = words.month(chosen.month)
        let title = "coach · " + month.prefix(1).uppercased() + month.dropFirst() + " \(chosen.year)"
        var page = ReportPage(
            title: title, first: first, last: last, dataDirectory: context.dataDirectory,
            made: ExportTable.localTime(context.now(), in: context.calendar), insights: insights,
            moods: MoodComparison.all(spans, checkIns: checkIns, from: first, through: last))
        page.tagMoods = MoodComparison.tags(checkIns: checkIns, from: first, through: last)
        page.words = words
        let html = Data(page.html.utf8)
        try OutsideFile.write(
            try seal.map { try EncryptionOptions.sealed(html, $0) } ?? html, to: url,
            otherwise: Messages.mark("choose another file with --output FILE"))
        context.output.line(
            context.messages.tr("Wrote the report for %@ to %@ to %@.", first.text, last.text, shown))
    }
}
