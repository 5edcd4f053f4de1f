import Core

/// Why a sync command did not start (what went wrong in a sync itself is `SyncError`'s).
enum SyncCommandError: UserFacingError, Equatable {
    /// The data is kept in memory, not in a data directory that could be a replica.
    case noDataDirectory

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case .noDataDirectory: words.tr("sync works on a data directory; this coach keeps its data in memory")
        }
    }
}
