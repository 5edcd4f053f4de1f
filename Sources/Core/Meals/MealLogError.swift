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
    /// `meal delete` piped without `--yes`; carries the meal as it reads (`Apple 52`).
    case deleteNeedsConfirmation(String)
    /// `meal edit N` with nothing to change; carries N and the meal as it reads.
    case nothingToChange(position: Int, meal: String)
    /// `meal edit` given the food as text and as `--name` or `--calories` too.
    case textAndFields

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .noSuchEntry(position, day, 0):
            return words.tr("there is no meal %@ on %@: no meals are logged that day", String(position), day.text)
        case let .noSuchEntry(position, day, 1):
            return words.tr(
                "there is no meal %@ on %@; it has only meal 1 (see 'meal list %@')", String(position), day.text,
                day.text)
        case let .noSuchEntry(position, day, count):
            return words.tr(
                "there is no meal %@ on %@; choose 1 to %@ (see 'meal list %@')", String(position), day.text,
                String(count), day.text)
        case .nothingToUndo:
            return words.tr("there is nothing to undo; 'meal undo' reverts the last add, edit or delete, once")
        case let .changedMeanwhile(label):
            return words.tr(
                "'%@' was changed or removed in another coach since it was shown; nothing was changed. See 'meal list' and try again",
                label)
        case let .undoTargetGone(label, path):
            return words.tr(
                "cannot undo: '%@' is no longer in %@ (was it changed by hand?); nothing was changed", label, path)
        case let .deleteNeedsConfirmation(meal):
            return words.tr("deleting '%@' needs confirmation; add --yes to delete from a script", meal)
        case let .nothingToChange(position, meal):
            return words.tr(
                "say what to change, e.g. 'meal edit %@ %@' or 'meal edit %@ --calories 60'", String(position), meal,
                String(position))
        case .textAndFields:
            return words.tr("give the new food as text or with --name/--calories, not both")
        }
    }
}
