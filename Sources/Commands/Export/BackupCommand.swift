import ArgumentParser
import Core
import Foundation
import Storage

/// `backup FILE`: the whole data directory in one file.
struct BackupCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Every file of your data directory in one JSON file, taken under the lock so it is whole even while another coach writes; 'restore' reads it back.",
        discussion: "Text files are kept as text and photos as base64 (see 'coach help restore'). The caches coach rebuilds by itself are left out.")

    @Argument(help: ArgumentHelp("The backup file to write, e.g. coach-backup.json.", valueName: "file"), completion: .file())
    var file: String
    @Flag(help: "Replace the file if it is there.") var force = false

    func run(in context: CommandContext) async throws {
        let url = URL(fileURLWithPath: file)
        guard force || !FileManager.default.fileExists(atPath: url.path) else {
            throw CommandFailure("\(url.path) is already there; add --force to replace it, or choose another name")
        }
        let files = try context.store.snapshot(skipping: BackupKinds.rebuiltCaches)
        let directory = context.locations?.dataDirectory.path ?? "memory"
        let bundle = BackupBundle(files: files, created: LocalTime.text(context.now(), context.calendar), dataDirectory: directory)
        let data = try bundle.encoded()
        try AtomicFile.write(data, to: url)
        let size = OutsideFile.size(data.count)
        context.output.line("Backed up \(files.count.counted("file")) (\(size)) from \(directory) to \(url.path).")
    }
}

/// `restore FILE [--replace]`: a backup read back, merged with what is here.
struct RestoreCommand: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Read a backup back into your data directory: checked whole first, then merged record by record; what is here is never lost.",
        discussion: """
            A record already here (a meal by its id, a check-in by its day, a breathing session by its start, a review \
            by formula and date) is skipped; one that differs is a conflict, listed and kept as it is here unless \
            --replace. The stopwatch, timers and the last meal change are this machine's and stay as they are. A damaged \
            backup, or one from a newer coach, changes nothing.
            """)

    @Argument(help: ArgumentHelp("The backup file to read.", valueName: "file"), completion: .file()) var file: String
    @Flag(help: "Where a record differs, take the backup's.") var replace = false

    func run(in context: CommandContext) async throws {
        let data: Data
        do { data = try OutsideFile.read(URL(fileURLWithPath: file), limit: BackupBundle.largest) } catch {
            throw CommandFailure("cannot read the backup '\(file)': " + Self.reason(error))
        }
        let (bundle, files) = try BackupBundle.read(data, versions: BackupKinds.supportedVersion)
        var merge = BackupMerge(backup: [:], into: [:], replace: replace)
        try context.store.rewrite(skipping: BackupKinds.rebuiltCaches) { here in
            merge = BackupMerge(backup: files, into: here, replace: replace)
            return merge.writes
        }
        context.output.line("Restored from \(file) (made \(bundle.created) from \(bundle.dataDirectory)): "
            + "\(merge.added.counted("record")) added, \(merge.alreadyHere) already here"
            + (merge.conflicts.isEmpty ? "." : ", \(merge.conflicts.count.counted("conflict")) " + (replace ? "taken from the backup:" : (merge.conflicts.count == 1 ? "kept as it is" : "kept as they are") + " here (--replace takes the backup's):")))
        for conflict in merge.conflicts.prefix(20) { context.output.line("  " + conflict) }
        if merge.conflicts.count > 20 { context.output.line("  … and \(merge.conflicts.count - 20) more") }
        if !merge.leftAsHere.isEmpty {
            context.output.line("Left as they are here: " + merge.leftAsHere.spokenList + " (this machine's running state).")
        }
    }

    static func reason(_ problem: OutsideFile.Problem) -> String {
        switch problem {
        case .missing: "no such file"
        case .folder: "it is a folder"
        case let .unreadable(reason): reason
        case let .tooLarge(size, limit): "it has \(OutsideFile.size(size)), more than the \(OutsideFile.size(limit)) coach reads"
        }
    }
}
