import ArgumentParser
import Core
import LiveStorage
import Storage

/// `sync`: one history across a person's machines, carried by git.
public struct SyncCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Keep one history across your machines through a git remote: ssh, a shared folder or any git host.",
        discussion: """
            'sync init [REMOTE]' makes this data directory a replica; 'sync clone REMOTE' starts another machine from \
            it; 'sync' (the same as 'sync now') sends this machine's changes and takes the others'. Each machine only \
            appends to its own operation logs, so git never sees a conflict; a record edited differently on two \
            machines keeps the later edit, and 'sync status' lists the other. Needs git on PATH. An encrypted remote \
            ('sync init REMOTE --encrypt' or '--recipient age1…', 'sync clone REMOTE --identity FILE', 'sync keys') \
            holds only age files: the records, the documents' names and who may read it are hidden, and a file \
            altered, moved, put back from an older push or encrypted to another key is refused; the remote still \
            sees the sizes and times of pushes, the machines' names and how many files each has, and each machine's \
            data directory stays unencrypted, as safe as the account. A key removed cannot read what is pushed \
            after; what was pushed before stays readable to it.
            """,
        subcommands: [
            SyncNow.self, SyncInit.self, SyncClone.self, SyncStatusCommand.self, SyncAuto.self, SyncRemote.self,
            SyncRename.self, SyncRebuild.self, SyncKeys.self,
        ],
        defaultSubcommand: SyncNow.self
    )

    public init() {}
}

/// What the sync commands share: the replica of the context's data directory, and how a sync is told.
enum SyncView {
    /// The sync of the data directory the context works on.
    static func run(_ context: CommandContext) throws -> SyncRun {
        guard let store = context.store as? FileStore else { throw SyncCommandError.noDataDirectory }
        // The meal log (and so the time zone) only when there is a replica to record into.
        var run = SyncRun(data: store.directory, local: SyncedData.machineLocal, now: context.now) {
            try? context.meals.finishPendingChange()
        }
        run.cipher = AgeSyncCipher()
        return run
    }

    /// `Synced with 'host:coach.git': 3 changes sent, 5 received (2 documents updated).`
    /// Makes the data directory a replica (`sync init`, `sync clone`), then says so and what the first sync did.
    static func start(
        _ context: CommandContext, remote: String?, clone: Bool, machine: String?, sealing: SyncSealing? = nil,
        saying done: String
    ) async throws {
        let report = try await run(context).start(remote: remote, clone: clone, machine: machine, sealing: sealing)
        context.output.line(done)
        context.output.line(summary(report, words: context.messages))
        for line in notes(report, words: context.messages) { context.output.line(line) }
    }

    static func summary(_ report: SyncReport, words: Messages = .english) -> String {
        guard words.language != .en else { return englishSummary(report) }
        let changes = words.tr(
            "%@ sent, %@ received", words.trn("%d change", "%d changes", report.sent), words.number(report.received))
        let updated =
            report.documents == 0
            ? "" : " " + words.tr("(%@ updated)", words.trn("%d document", "%d documents", report.documents))
        guard let remote = report.remote else {
            return words.tr(
                "Recorded %@ here; there is no remote yet: add one with 'sync remote REMOTE'.",
                words.trn("%d change", "%d changes", report.sent))
        }
        return words.tr("Synced with '%@': %@.", ControlCharacters.visible(remote), changes + updated)
    }

    /// The summary as English has always said it (numbers grouped with commas).
    static func englishSummary(_ report: SyncReport) -> String {
        let sent = report.sent == 1 ? "1 change" : "\(MealNumber.grouped(report.sent)) changes"
        let changes = "\(sent) sent, \(MealNumber.grouped(report.received)) received"
        let updated = report.documents == 0 ? "" : " (\(report.documents.counted("document")) updated)"
        guard let remote = report.remote else {
            return
                "Recorded \(report.sent.counted("change")) here; there is no remote yet: add one with 'sync remote REMOTE'."
        }
        return "Synced with '\(ControlCharacters.visible(remote))': \(changes)\(updated)."
    }

    /// The lines that follow a summary: clashes found and documents left out.
    static func notes(_ report: SyncReport, words: Messages = .english) -> [String] {
        var lines: [String] = []
        for lock in report.removedLocks {
            let age = words.language == .en ? RemoteLock.spoken(lock.age) : SyncError.age(lock.age, words: words)
            lines.append(
                words.tr(
                    "Removed %@, a lock a stopped sync left in the remote %@ ago.",
                    ControlCharacters.visible(lock.path), age))
        }
        if report.restored > 0 {
            lines.append(
                words.tr(
                    "The remote had removed or changed %@ of this machine's own records; they were kept here as this machine made them and sent again.",
                    words.trn("%d file", "%d files", report.restored)))
        }
        if !report.skipped.isEmpty {
            lines.append(
                words.tr(
                    "Skipped %@ another machine sent that cannot be coach's records, and synced the rest; 'sync status' names them.",
                    words.trn("%d file", "%d files", report.skipped.count)))
        }
        if report.clashes > 0 {
            lines.append(
                words.tr(
                    "%@ edited differently on two machines: the later edit was kept; see 'sync status'.",
                    words.trn("%d record", "%d records", report.clashes)))
        }
        for path in report.unreadable {
            let shown = ControlCharacters.visible(path)
            lines.append(
                words.tr(
                    "%@ does not read as a coach document, so it was left as it is and not synced; repair it, or rebuild it from what your machines synced with 'sync rebuild %@' (moved aside, its records would be deleted everywhere).",
                    shown, shown))
        }
        return lines
    }

    /// A time in milliseconds since 1970, as local time to the second: `2026-11-25 07:21:05`.
    static func moment(_ millis: Int64) -> Date {
        // A time another machine sent can be anything: kept within years 1970 to 9999.
        Date(timeIntervalSince1970: Double(min(max(millis, 0), 253_402_300_799_000)) / 1000)
    }

    /// `2026-11-21 09:12:05`, local time, for the screen.
    static func time(_ date: Date, _ context: CommandContext) -> String {
        String(ExportTable.localTime(date, in: context.calendar).prefix(19)).split(separator: "T").joined(
            separator: " ")
    }
}

/// `--machine NAME`: what `sync init` and `sync clone` call this machine in the replica.
struct MachineName: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "This machine's name in the replica (lower-case letters, digits, dashes); default: its host name and four random digits.",
            valueName: "name"))
    var machine: String?
}
