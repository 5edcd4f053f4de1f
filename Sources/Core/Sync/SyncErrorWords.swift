import Storage

/// Sync's errors in the person's language (Storage keeps the English `message`).
extension SyncError {
    public func message(in words: Messages) -> String {
        guard words.language != .en else { return message }
        switch self {
        case .gitMissing:
            return words.tr(
                "sync needs git, which is not installed here; install it (e.g. 'sudo apt-get install git') and try again. Nothing was changed"
            )
        case let .notAReplica(data):
            return words.tr(
                "%@ does not sync yet; start with 'sync init [REMOTE]' on your first machine, or 'sync clone REMOTE' on another",
                data)
        case let .alreadyAReplica(data, remote?):
            return words.tr("%@ syncs already with '%@'; see 'sync status', or run 'sync' to sync now", data, remote)
        case let .alreadyAReplica(data, nil):
            return words.tr("%@ syncs already; see 'sync status', or run 'sync' to sync now", data)
        case let .unreachable(remote, said):
            return words.tr(
                "cannot reach '%@': %@. Nothing was changed here; check the address and that you can reach it (git ls-remote '%@')",
                remote, Self.said(said, words: words), remote)
        case let .emptyRemote(remote):
            return words.tr(
                "'%@' holds no coach data yet; run 'sync init %@' on the machine that has your data first", remote,
                remote)
        case let .git(step, said):
            return words.tr(
                "git could not %@: %@. Your documents were not changed; run 'sync' again", words.translate(shown: step),
                Self.said(said, words: words))
        case .busy:
            return words.tr("another sync of this data directory is running; try again in a moment")
        case let .badMachineName(name):
            return words.tr(
                "'%@' cannot name a machine: use lower-case letters, digits and dashes, e.g. 'laptop' or 'work-desktop'",
                name)
        case let .machineTaken(name):
            return words.tr(
                "a machine named '%@' already syncs there; give this one another name with --machine NAME. Nothing was changed",
                name)
        case let .files(detail):
            return words.translate(shown: detail)
        case let .copied(data, device, was, now):
            let origin =
                was.machine != now.machine
                ? words.tr("made on another computer") : words.tr("made at %@", was.folder)
            return words.tr(
                "%@ is a copy of the replica of machine '%@' (%@), and two replicas with one name would undo each other's changes. Nothing was synced; give this one its own name with 'sync rename NEW-NAME', or, if the replica was moved here and the old one is gone for good, keep the name with 'sync rename %@'",
                data, device, origin, device)
        case let .notSynced(path):
            return words.tr(
                "'%@' is not a document that syncs here; give its path in the data directory, e.g. 'meals/2026-11.json'",
                path)
        case let .nameTaken(name):
            return words.tr(
                "a machine named '%@' already syncs there; choose another name for this one ('sync rename OTHER-NAME'). Nothing was changed",
                name)
        case let .machineTakenThere(name, remote):
            return words.tr(
                "a machine named '%@' already syncs with '%@'; give this one another name first ('sync rename OTHER-NAME'), then run 'sync remote %@' again. Nothing was changed",
                name, remote, remote)
        case let .remoteLocked(lock):
            return words.tr(
                "the remote is locked by %@, made %@ ago: a sync here, or on another machine sharing that folder, may be sending its changes now. Your documents were not changed; run 'sync' again in a minute. If none is, a stopped sync left it: 'sync' removes it once no program here works in the remote (and, in a folder other computers share, once it is 10 minutes old), or remove it yourself (rm '%@')",
                lock.path, Self.age(lock.age, words: words), lock.path)
        case let .remoteLikeAnOption(remote):
            return words.tr(
                "'%@' cannot be a remote: git would take an address starting with '-' for one of its options. Give a folder by its full path ('/mnt/usb/coach.git') or as './%@', or an address such as 'host:coach.git'. Nothing was changed",
                remote, remote)
        case let .recordTooLarge(path, record, size, limit):
            return words.tr(
                "%@ holds %@, of %@ KiB: more than the %@ KiB other machines read of one record, so they would leave it out. Nothing was sent; shorten it (a file edited by hand?) and run 'sync' again",
                path, record, words.number(Self.kibibytes(size)), words.number(Self.kibibytes(limit)))
        case let .wouldBeRefused(path, size, limit):
            return words.tr(
                "%@ holds %@ MiB, more than the %@ MiB other machines read of one file, so nothing was sent. coach splits its logs well below that: this is a bug, please report it",
                path, words.number(SyncLimits.mebibytes(size)), words.number(SyncLimits.mebibytes(limit)))
        case let .remoteHoldsTooMuch(path, total):
            return words.tr(
                "the remote holds more than %@ (%@ passes that), far more than a person's data makes: whoever can push to it sent it, by mistake or to fill this disk. Nothing was taken in or sent; remove it from the remote ('git log' there shows who sent it) and run 'sync' again",
                Self.bound(total, words: words), path)
        case let .wouldHoldTooMuch(path, total):
            return words.tr(
                "with this machine's changes the remote would hold more than %@ (%@ passes that), more than other machines take in, so nothing was sent. Remove what you no longer need here and run 'sync' again",
                Self.bound(total, words: words), path)
        }
    }

    /// A `RemoteTotal`'s bound, in words.
    static func bound(_ total: RemoteTotal, words: Messages) -> String {
        switch total {
        case .logs: words.tr("%@ operation logs", words.number(total.limit))
        case .documents: words.tr("%@ MiB of documents' operation logs", words.number(total.limit >> 20))
        case .photos: words.tr("%@ GiB of photos' operation logs", words.number(total.limit >> 30))
        }
    }

    /// How long ago, as `RemoteLock.spoken` says it, in the language.
    public static func age(_ seconds: Int, words: Messages) -> String {
        switch seconds {
        case ..<120: words.tr("%@ s", words.number(seconds))
        case ..<7_200: words.tr("%@ min", words.number(seconds / 60))
        case ..<172_800: words.tr("%@ h", words.number(seconds / 3_600))
        default: words.trn("%d day", "%d days", seconds / 86_400)
        }
    }

    /// The first line git said, as `SyncError.firstLine` gives it.
    static func said(_ text: String, words: Messages) -> String {
        let lines = text.split(separator: "\n").map {
            $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") ? $0.dropFirst(7) : $0[...]
        }
        guard let line = lines.first(where: { !$0.isEmpty }) else { return words.tr("no reason given") }
        var kept = line.prefix(300)
        while kept.hasSuffix(".") { kept = kept.dropLast() }
        return String(kept)
    }

    /// What git was doing when it failed, as Storage names the steps.
    static let steps = [
        Messages.mark("commit the changes"), Messages.mark("count the changes sent"),
        Messages.mark("count the commits"),
        Messages.mark("create the replica's repository"), Messages.mark("list what arrived"),
        Messages.mark("merge what other machines sent"), Messages.mark("note the changes"),
        Messages.mark("read the replica's state"), Messages.mark("read what the remote holds"),
        Messages.mark("rename this machine"), Messages.mark("reset an interrupted merge"),
        Messages.mark("send the changes to '%@'"), Messages.mark("set the remote"),
        Messages.mark("claim this machine's name in the remote"),
    ]
}
