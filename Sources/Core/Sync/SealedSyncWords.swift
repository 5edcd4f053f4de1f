import Storage

/// The words of an encrypted sync remote's refusals, as LiveStorage says them in English: marked so that the
/// catalog has them, and `Messages.translate(shown:)` finds each (its values translated too).
enum SealedSyncWords {
    static let all = [
        Messages.mark(
            "the remote's %@ is refused: %@. Nothing was taken in or sent; someone who can push to the remote changed it (see 'git log' there)"
        ),
        Messages.mark("it holds another file than its name says (moved or swapped)"),
        Messages.mark("it is not the file its machine's list names (put back from an older push, or altered)"),
        Messages.mark("its machine's list is older than one already taken in (put back from an older push)"),
        Messages.mark("its machine's list names it, and it is not there"),
        Messages.mark("it does not read as a file coach sealed"),
        Messages.mark("the remote's keys are older than those already taken in (put back or removed)"),
        Messages.mark("it names a file coach does not keep"),
        Messages.mark("the list of a machine already taken in is gone"),
        Messages.mark(
            "the remote's %@ is not encrypted to this machine's key: it was removed from those that read the remote, or this is another key. Nothing was taken in or sent; a machine that reads the remote can add it again with 'sync keys add KEY'"
        ),
        Messages.mark("%@ is damaged, so this replica cannot open its remote"),
        Messages.mark("%@ could not be written; check the data directory's permissions and free space"),
        Messages.mark("%@ holds nothing of its remote; run 'sync' again"),
        Messages.mark("this replica's remote is encrypted, and this coach cannot open it"),
        Messages.mark(
            "'%@' holds data in clear already; an encrypted remote starts empty: make a new one (git init --bare) for it"
        ),
        Messages.mark("'%@' is encrypted already; join it with 'sync clone %@ --identity FILE'"),
        Messages.mark("'%@' is encrypted to its machines' keys; give this machine's key with --identity FILE"),
        Messages.mark(
            "'%@' is encrypted with a passphrase; give it with --passphrase-file FILE, or run 'sync clone' at a terminal to type it"
        ),
        Messages.mark("this machine's key does not read"),
        Messages.mark("a new encrypted remote needs --recipient, --recipients-file or --encrypt"),
        Messages.mark("cannot open '%@' of the remote: %@. Nothing was changed here"),
        Messages.mark("this replica's remote is not encrypted"),
        Messages.mark(
            "this remote is encrypted with a passphrase: whoever has it reads the remote, so there are no keys to add or remove"
        ),
        Messages.mark("no machine named '%@' has a key in this remote's lists; give its public key (age1…)"),
        Messages.mark("%@ is not one of the keys this remote is encrypted to"),
        Messages.mark("%@ is this machine's own key; remove it from another machine"),
        Messages.mark("an encrypted remote's address cannot be changed here; make a new replica with 'sync clone'"),
    ]
}
