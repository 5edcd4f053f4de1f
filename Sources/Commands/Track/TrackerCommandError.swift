import Core

/// Why `track add`, `track edit`, `track remove` or logging to a tracker was refused before anything changed
/// (what the tracker's name, amount or goal says of itself is `TrackerError`'s).
enum TrackerCommandError: UserFacingError, Equatable {
    /// `--unit` that is empty, longer than 12 characters or holds control characters; carries it as typed.
    case notAUnit(String)
    /// `track edit` with nothing that changes the tracker.
    case nothingToChange
    /// `--goal` given to a measure, which takes `--at-most` or `--at-least`; carries the tracker's name.
    case goalForMeasure(String)
    /// Both `--at-most` and `--at-least`.
    case atMostAndAtLeast
    /// `--per-week` for a tracker with no goal and none given.
    case perWeekWithoutGoal
    /// `track remove` of the tracker named, piped and without `--yes`.
    case removalNeedsConfirmation(String)
    /// A measure logged without its value; carries the tracker's name.
    case valueNeeded(String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .notAUnit(text):
            words.tr("'%@' is not a unit; give a short word, e.g. --unit glasses", ControlCharacters.visible(text))
        case .nothingToChange:
            words.tr(
                "nothing to change; give --goal, --unit, --at-most, --at-least, --per-week, --every-day or --no-goal")
        case let .goalForMeasure(name):
            words.tr("a measure's goal is --at-most N or --at-least N, e.g. 'track edit %@ --at-most 80'", name)
        case .atMostAndAtLeast:
            words.tr("give --at-most or --at-least, not both")
        case .perWeekWithoutGoal:
            words.tr("--per-week needs a goal; give one, e.g. '--goal 8'")
        case let .removalNeedsConfirmation(name):
            words.tr("removing '%@' needs confirmation; add --yes to remove it from a script", name)
        case let .valueNeeded(name):
            words.tr("give the %@ value, e.g. 'track %@ 72.5'", name, name)
        }
    }
}
