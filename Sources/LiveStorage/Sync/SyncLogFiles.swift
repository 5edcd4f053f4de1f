import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A device's operation log of one document as files of the replica's repository: its parts (`LogParts`),
/// read one after another as one log, written so that no part passes `SyncLimits.part(for:)`.
extension SyncReplica {
    /// The file of part `number` of `device`'s log of the document at `path`.
    func operations(of device: String, for path: String, part number: Int = 1) -> URL {
        repository.appendingPathComponent("ops/\(device)/" + LogParts.file(of: path, part: number))
    }

    /// What reading a device's log of a document found.
    enum LogRead {
        /// It has none.
        case missing
        /// Its parts, one after another.
        case bytes(Data)
        /// A part that is not read (too large, or not a plain file), and why: the rest is not read either.
        case refused(SkippedFile)
    }

    /// `device`'s log of the document at `path`, read as another machine's input: through no link, and no part
    /// larger than `SyncLimits.largestFile(for:)`.
    func log(of device: String, for path: String) -> LogRead {
        var log = Data()
        for number in 1...LogParts.most {
            let file = "ops/\(device)/" + LogParts.file(of: path, part: number)
            switch InsidePath.read(".sync/repo/" + file, under: data.path, limit: SyncLimits.largestFile(for: path)) {
            case .missing: return number == 1 ? .missing : .bytes(log)
            case let .refused(reason): return .refused(SkippedFile(path: file, reason: reason))
            case let .tooLarge(size):
                return .refused(SkippedFile(path: file, reason: SyncLimits.tooLarge(size, for: path)))
            case let .bytes(bytes): if number == 1 { log = bytes } else { log.append(bytes) }
            }
        }
        return .bytes(log)
    }

    /// The parts of this device's own log of the document at `path` (none when it has none), whatever their size,
    /// read through no link (a sync puts back what an earlier coach checked out as one).
    func ownParts(_ device: String, _ path: String) throws(SyncError) -> [Data] {
        var parts: [Data] = []
        for number in 1...LogParts.most {
            let file = ".sync/repo/ops/\(device)/" + LogParts.file(of: path, part: number)
            switch InsidePath.read(file, under: data.path, limit: .max) {
            case .missing, .tooLarge: return parts
            case let .bytes(bytes): parts.append(bytes)
            case let .refused(reason):
                throw .files(
                    "\(reason), so this machine's changes to \(path) cannot be recorded yet; 'sync' puts this machine's "
                        + "records back as git holds them, or move it out of \(data.path)/.sync/repo yourself")
            }
        }
        return parts
    }

    /// Appends `lines` to this device's log of the document at `path`: to its last part while that stays within
    /// `SyncLimits.part(for:)`, then to new parts. A part grown past it by an earlier coach is split too.
    func append(_ lines: Data, to device: String, for path: String) throws(SyncError) {
        let was = try ownParts(device, path)
        let parts = was.dropLast() + LogParts.split((was.last ?? Data()) + lines, size: SyncLimits.part(for: path))
        try write(Array(parts), of: device, for: path, was: was)
    }

    /// Lays out again every log of this device with a part larger than `SyncLimits.part(for:)`: an earlier coach
    /// wrote each log as one file, which other machines refuse once it passes what they read.
    func splitLargeLogs(of device: String) throws(SyncError) {
        let folder = repository.appendingPathComponent("ops/\(device)").path
        for file in SystemCalls.files(under: folder, hidden: true) {
            guard let log = LogParts.part(file), let size = SystemCalls.size(of: folder + "/" + file),
                size > SyncLimits.part(for: log.document)
            else { continue }
            _ = try splitOwnLog(of: device, for: log.document)
        }
    }

    /// Lays this device's log of the document at `path` out in parts again when one is larger than
    /// `SyncLimits.part(for:)` (an earlier coach wrote each log as one file); returns whether it did.
    func splitOwnLog(of device: String, for path: String) throws(SyncError) -> Bool {
        let was = try ownParts(device, path)
        guard was.contains(where: { $0.count > SyncLimits.part(for: path) }) else { return false }
        let parts = LogParts.split(was.reduce(Data(), +), size: SyncLimits.part(for: path))
        try write(parts, of: device, for: path, was: was)
        return true
    }

    /// Writes `parts` as this device's log of the document at `path`, which had the parts `was`: each part that
    /// changed, first to last, then removes those left over.
    func write(_ parts: [Data], of device: String, for path: String, was: [Data]) throws(SyncError) {
        guard parts.count <= LogParts.most else {
            throw .files(
                "this machine's operations on \(path) would need more than \(LogParts.most) files; nothing was recorded"
            )
        }
        for (index, part) in parts.enumerated() where index >= was.count || was[index] != part {
            try write(part, to: operations(of: device, for: path, part: index + 1))
        }
        for index in parts.count..<max(parts.count, was.count) {
            unlink(operations(of: device, for: path, part: index + 1).path)
        }
    }
}
