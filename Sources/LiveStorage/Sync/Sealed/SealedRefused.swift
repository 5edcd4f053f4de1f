import Storage

/// Why a sealed remote's file was refused, in English words the catalog holds; the sync that found it takes in
/// nothing and sends nothing.
enum SealedRefused {
    static let moved = "it holds another file than its name says (moved or swapped)"
    static let notListed = "it is not the file its machine's list names (put back from an older push, or altered)"
    static let olderList = "its machine's list is older than one already taken in (put back from an older push)"
    static let missing = "its machine's list names it, and it is not there"
    static let notSealed = "it does not read as a file coach sealed"
    static let olderKeys = "the remote's keys are older than those already taken in (put back or removed)"
    static let strange = "it names a file coach does not keep"
    static let listGone = "the list of a machine already taken in is gone"

    /// The error for a remote whose newest keyring at `path` this machine's key does not open.
    static func removed(_ path: String) -> SyncError {
        .files(
            "the remote's \(path) is not encrypted to this machine's key: it was removed from those that read the remote, or this is another key. Nothing was taken in or sent; a machine that reads the remote can add it again with 'sync keys add KEY'"
        )
    }

    /// The error for the remote's file `path` refused for `reason`.
    static func error(_ path: String, _ reason: String) -> SyncError {
        .files(
            "the remote's \(path) is refused: \(reason). Nothing was taken in or sent; someone who can push to the remote changed it (see 'git log' there)"
        )
    }
}
