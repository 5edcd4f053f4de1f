import Core

/// Why a stopwatch or timer command was refused.
enum TimeCommandError: UserFacingError, Equatable {
    /// `stopwatch watch` piped: the live display needs a terminal.
    case watchNeedsTerminal
    /// `timer cancel N` with no running timer N.
    case noTimer(Int)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case .watchNeedsTerminal:
            words.tr("'stopwatch watch' needs a terminal; use 'stopwatch' to print the time once")
        case let .noTimer(number):
            words.tr("there is no timer %@; 'timer list' shows the running ones", words.number(number))
        }
    }
}
