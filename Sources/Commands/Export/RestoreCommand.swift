import ArgumentParser
import Core
import Storage

/// `restore FILE [--replace]`: checks a whole backup, then merges it into the data directory.
public struct RestoreCommand: CoachRunnable {
    public static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Merge a backup made by 'backup' into the data directory: missing records are added, nothing is overwritten without --replace.",
        discussion: """
            The whole backup is checked first; a damaged backup, or one from a newer coach, changes nothing. \
            Then, under the data directory's lock: missing files are added; a month log gains the records it lacks \
            (a record with the same id is skipped); anything that differs is reported as a conflict and kept as it \
            is, unless --replace takes the backup's side.
            """)

    @Argument(help: ArgumentHelp("The backup file to read.", valueName: "file"), completion: .file())
    var file: String
    @Flag(help: "Where the backup and the data differ, take the backup's side.") var replace = false

    public init() {}

    public func run(in context: CommandContext) async throws {
        guard let store = context.store as? any WholeStore else { throw CommandFailure("this data store cannot be restored into") }
        let url = OutsideFile.url(typed: file)
        let shown = ControlCharacters.visible(file)
        let data: Data
        do { data = try OutsideFile.read(url, limit: BackupBundle.largest) } catch {
            switch error {
            case .missing: throw CommandFailure("cannot read '\(shown)': no such file")
            case .folder: throw CommandFailure("'\(shown)' is a folder; restore reads a file written by 'backup'")
            case let .unreadable(reason): throw CommandFailure("cannot read '\(shown)': \(reason)")
            case let .tooLarge(size, _):
                throw CommandFailure("'\(shown)' is larger than a backup can be (\(MealNumber.grouped(size)) bytes or more); nothing was restored")
            }
        }
        let backup = try BackupBundle.read(data, from: file)
        let plan = try store.rewrite { current in
            let plan = try RestorePlan(backup: backup, current: current, replace: replace)
            return (plan.writes, plan)
        }
        context.output.line("Restored \(shown) into \(context.dataDirectory): \(plan.added) added, \(plan.skipped) already here, "
            + "\(plan.conflicts.count.counted("conflict"))" + (plan.conflicts.isEmpty ? "." : ":"))
        for conflict in plan.conflicts.prefix(20) { context.output.line("  " + conflict) }
        if plan.conflicts.count > 20 { context.output.line("  … and \(plan.conflicts.count - 20) more") }
        if !plan.conflicts.isEmpty {
            context.output.line(replace ? "The backup's side was taken in each." : "What is here was kept; add --replace to take the backup's side.")
        }
    }
}
