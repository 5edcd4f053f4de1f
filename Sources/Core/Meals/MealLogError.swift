import Storage

/// Why a change to the meal log could not be made.
public enum MealLogError: UserFacingError, Equatable {
    /// No entry at that position on that day; `count` is how many there are.
    case noSuchEntry(position: Int, day: CalendarDay, count: Int)
    /// `meal undo` with no change left to revert.
    case nothingToUndo
    /// The entry the last change touched is gone from its month file (edited by hand?); carries
    /// the entry's label and the file.
    case undoTargetGone(label: String, path: String)
    /// The entry shown (its label) was changed or removed by another coach before the change was made.
    case changedMeanwhile(label: String)

    public var message: String {
        switch self {
        case let .noSuchEntry(position, day, 0):
            return "there is no meal \(position) on \(day.text): no meals are logged that day"
        case let .noSuchEntry(position, day, 1):
            return "there is no meal \(position) on \(day.text); it has only meal 1 (see 'meal list \(day.text)')"
        case let .noSuchEntry(position, day, count):
            return "there is no meal \(position) on \(day.text); choose 1 to \(count) (see 'meal list \(day.text)')"
        case .nothingToUndo:
            return "there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once"
        case let .changedMeanwhile(label):
            return "'\(label)' was changed or removed in another coach since it was shown; nothing was changed. "
                + "See 'meal list' and try again"
        case let .undoTargetGone(label, path):
            return "cannot undo: '\(label)' is no longer in \(path) (was it changed by hand?); nothing was changed"
        }
    }
}
