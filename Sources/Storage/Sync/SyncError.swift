/// Why a sync could not be done; the data directory's documents are as they were.
public enum SyncError: Error, Equatable {
    /// `git` is not installed.
    case gitMissing
    /// The data directory is not a replica yet.
    case notAReplica(data: String)
    /// The data directory is a replica already.
    case alreadyAReplica(data: String, remote: String?)
    /// The remote could not be reached or read.
    case unreachable(remote: String, said: String)
    /// The remote has no coach data yet (for `sync clone`).
    case emptyRemote(remote: String)
    /// A git step failed.
    case git(step: String, said: String)
    /// Another sync of this data directory is running (for a background sync, which then does nothing).
    case busy
    /// A machine name that cannot name a folder of operation logs.
    case badMachineName(String)
    /// Another machine syncs under this name already.
    case machineTaken(String)
    /// A file of the replica could not be read or written.
    case files(String)
    /// The data directory is a copy of another machine's replica, and carries its name.
    case copied(data: String, device: String, was: SyncPlace, now: SyncPlace)
    /// `sync rebuild` of a path that is not a document sync holds.
    case notSynced(String)
    /// `sync rename` to a name another machine uses.
    case nameTaken(String)
    /// `sync remote` to a remote where another machine uses this machine's name.
    case machineTakenThere(name: String, remote: String)
    /// The remote (a folder) holds a lock on its branch that is not stale yet.
    case remoteLocked(RemoteLock)
    /// A remote whose address starts with `-`, which git would take for one of its options.
    case remoteLikeAnOption(String)
    /// A record longer, as an operation, than other machines read (`SyncLimits.longestLine`), in bytes.
    case recordTooLarge(path: String, record: String, size: Int, limit: Int)
    /// A file of this machine's own logs larger than other machines read (`SyncLimits.largestFile`), in bytes.
    case wouldBeRefused(path: String, size: Int, limit: Int)
    /// The remote's other machines' logs pass a `RemoteTotal`, first at `path`: nothing was taken in.
    case remoteHoldsTooMuch(path: String, total: RemoteTotal)
    /// With this machine's changes, the logs would pass a `RemoteTotal`, first at `path`: nothing was sent.
    case wouldHoldTooMuch(path: String, total: RemoteTotal)

    /// Refuses a remote's address that git would read as an option (`--upload-pack=CMD` runs CMD).
    package static func check(remote: String) throws(SyncError) {
        if remote.hasPrefix("-") { throw .remoteLikeAnOption(remote) }
    }

    /// What went wrong and what to do, for the person at the keyboard.
    public var message: String {
        switch self {
        case .gitMissing:
            return
                "sync needs git, which is not installed here; install it (e.g. 'sudo apt-get install git') and try again. Nothing was changed"
        case let .notAReplica(data):
            return
                "\(data) does not sync yet; start with 'sync init [REMOTE]' on your first machine, or 'sync clone REMOTE' on another"
        case let .alreadyAReplica(data, remote):
            return "\(data) syncs already" + (remote.map { " with '\($0)'" } ?? "")
                + "; see 'sync status', or run 'sync' to sync now"
        case let .unreachable(remote, said):
            return
                "cannot reach '\(remote)': \(Self.firstLine(said)). Nothing was changed here; check the address and that you can reach it (git ls-remote '\(remote)')"
        case let .emptyRemote(remote):
            return
                "'\(remote)' holds no coach data yet; run 'sync init \(remote)' on the machine that has your data first"
        case let .git(step, said):
            return "git could not \(step): \(Self.firstLine(said)). Your documents were not changed; run 'sync' again"
        case .busy:
            return "another sync of this data directory is running; try again in a moment"
        case let .badMachineName(name):
            return
                "'\(name)' cannot name a machine: use lower-case letters, digits and dashes, e.g. 'laptop' or 'work-desktop'"
        case let .machineTaken(name):
            return
                "a machine named '\(name)' already syncs there; give this one another name with --machine NAME. Nothing was changed"
        case let .files(detail):
            return detail
        case let .copied(data, device, was, now):
            let origin = was.machine != now.machine ? "made on another computer" : "made at \(was.folder)"
            return
                "\(data) is a copy of the replica of machine '\(device)' (\(origin)), and two replicas with one name "
                + "would undo each other's changes. Nothing was synced; give this one its own name with 'sync rename NEW-NAME', "
                + "or, if the replica was moved here and the old one is gone for good, keep the name with 'sync rename \(device)'"
        case let .notSynced(path):
            return
                "'\(path)' is not a document that syncs here; give its path in the data directory, e.g. 'meals/2026-11.json'"
        case let .nameTaken(name):
            return
                "a machine named '\(name)' already syncs there; choose another name for this one ('sync rename "
                + "OTHER-NAME'). Nothing was changed"
        case let .machineTakenThere(name, remote):
            return
                "a machine named '\(name)' already syncs with '\(remote)'; give this one another name first ('sync "
                + "rename OTHER-NAME'), then run 'sync remote \(remote)' again. Nothing was changed"
        case let .remoteLocked(lock):
            return
                "the remote is locked by \(lock.path), made \(RemoteLock.spoken(lock.age)) ago: a sync here, or on another "
                + "machine sharing that folder, may be sending its changes now. Your documents were not changed; run 'sync' again "
                + "in a minute. If none is, a stopped sync left it: 'sync' removes it once no program here works in the remote "
                + "(and, in a folder other computers share, once it is 10 minutes old), or remove it yourself (rm '\(lock.path)')"
        case let .remoteLikeAnOption(remote):
            return
                "'\(remote)' cannot be a remote: git would take an address starting with '-' for one of its options. "
                + "Give a folder by its full path ('/mnt/usb/coach.git') or as './\(remote)', or an address such as "
                + "'host:coach.git'. Nothing was changed"
        case let .recordTooLarge(path, record, size, limit):
            return
                "\(path) holds \(record), of \(Self.kibibytes(size)) KiB: more than the \(Self.kibibytes(limit)) KiB "
                + "other machines read of one record, so they would leave it out. Nothing was sent; shorten it (a file "
                + "edited by hand?) and run 'sync' again"
        case let .wouldBeRefused(path, size, limit):
            return
                "\(path) holds \(SyncLimits.mebibytes(size)) MiB, more than the \(SyncLimits.mebibytes(limit)) MiB other "
                + "machines read of one file, so nothing was sent. coach splits its logs well below that: this is a bug, "
                + "please report it"
        case let .remoteHoldsTooMuch(path, total):
            return
                "the remote holds more than \(total.english) (\(path) passes that), far more than a person's data "
                + "makes: whoever can push to it sent it, by mistake or to fill this disk. Nothing was taken in or sent; "
                + "remove it from the remote ('git log' there shows who sent it) and run 'sync' again"
        case let .wouldHoldTooMuch(path, total):
            return
                "with this machine's changes the remote would hold more than \(total.english) (\(path) passes "
                + "that), more than other machines take in, so nothing was sent. Remove what you no longer need here and "
                + "run 'sync' again"
        }
    }

    /// `size` bytes in KiB, rounded up.
    package static func kibibytes(_ size: Int) -> Int { (size + 1023) / 1024 }

    /// The first line of what git said, for one line of error.
    static func firstLine(_ text: String) -> String {
        let lines = text.split(separator: "\n").map {
            $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") ? $0.dropFirst(7) : $0[...]
        }
        let line = lines.first { !$0.isEmpty } ?? "no reason given"
        var kept = line.prefix(300)
        while kept.hasSuffix(".") { kept = kept.dropLast() }
        return String(kept)
    }
}
