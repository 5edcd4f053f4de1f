import Core

/// Why `remind install` (or a reminder change that rewrites the installed timer) left the systemd units alone.
enum ReminderInstallError: UserFacingError, Equatable {
    /// A unit file of coach's name that coach did not write; carries its path.
    case notWrittenByCoach(String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .notWrittenByCoach(path):
            words.tr("%@ was not written by coach; move it aside, then run 'remind install' again", path)
        }
    }
}
