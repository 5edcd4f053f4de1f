import Storage

/// The rules for a tracker's name: a word a person types at the prompt, in any language.
public enum TrackerName {
    /// The longest name, in characters.
    public static let longest = 24

    /// `text` lowercased, refused unless it is a letter followed by letters, digits, `-` or `_`, at most
    /// 24 characters, and none of `reserved` (the commands; a built-in area's name is refused by `TrackerBook`, which
    /// knows a free one to suggest instead).
    public static func checked(_ text: String, reserved: Set<String>) throws(TrackerError) -> String {
        let name = text.trimmed(\.isSpace).lowercased()
        guard !name.isEmpty else { throw .noName }
        guard name.count <= longest else { throw .nameTooLong(name) }
        guard let first = name.first, first.isLetter,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }),
            ControlCharacters.found(in: name).isEmpty
        else { throw .badName(text) }
        guard !reserved.contains(name) else { throw .reservedName(name) }
        return name
    }

    /// Another app's name for a habit made a name `checked` accepts: lowercase, a run of anything but letters,
    /// digits, `-` and `_` made one `-` (`Drink water!` is `drink-water`), a letter first (`h-` before one that has
    /// none), at most 24 characters; `habit` when nothing is left.
    public static func imported(_ text: String) -> String {
        var name = ""
        for character in text.lowercased() {
            let kept = character.isLetter || character.isNumber || character == "_" || character == "-"
            guard kept, ControlCharacters.found(in: String(character)).isEmpty else {
                if !name.isEmpty, name.last != "-" { name.append("-") }
                continue
            }
            name.append(character)
        }
        while name.last == "-" { name.removeLast() }
        if let first = name.first, !first.isLetter { name = "h-" + name }
        name = String(name.prefix(longest))
        while name.last == "-" { name.removeLast() }
        return name.isEmpty ? "habit" : name
    }
}

/// Why a tracker command was refused.
public enum TrackerError: UserFacingError, Equatable {
    case noName
    case nameTooLong(String)
    case badName(String)
    case reservedName(String)
    /// A built-in area's name (`breathing`), with that area's title and a free name to take instead.
    case areaName(String, area: String, suggestion: String)
    case unknown(String, suggestion: String?)
    case exists(String)
    case notANumber(String)
    case outOfRange(String)
    case noUnitForDone
    case goalForKind(Tracker.Kind, String)
    case perWeekRange(Int)
    case nothingToUndo
    case doneTakesNoAmount(String)

    /// No tracker `name` among `trackers`, with the nearest of their names.
    static func unknown(_ name: String, among trackers: [Tracker]) -> TrackerError {
        .unknown(name, suggestion: Suggestion.closest(to: name.lowercased(), among: trackers.map(\.name)))
    }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case .noName: return words.tr("give the tracker a name, e.g. 'track add water --goal 8 --unit glasses'")
        case let .nameTooLong(name):
            return words.tr(
                "'%@' is longer than %@ characters; choose a shorter name", ControlCharacters.visible(name),
                words.number(TrackerName.longest))
        case let .badName(name):
            return words.tr(
                "'%@' is not a tracker name; use a letter first, then letters, digits, - or _, e.g. 'water' or 'вода'",
                ControlCharacters.visible(name))
        case let .reservedName(name):
            return words.tr(
                "'%@' is already a command or an area of coach; choose another name, e.g. '%@-log'", name, name)
        case let .areaName(name, area, suggestion):
            return words.tr(
                "'%@' is a name of coach's own area %@, so a tracker cannot take it (today, goal and export --area would not tell them apart); choose another name, e.g. '%@'",
                name, words.tr(area), suggestion)
        case let .unknown(name, suggestion):
            let hint = suggestion.map { words.tr("Did you mean '%@'? ", $0) } ?? ""
            let shown = ControlCharacters.visible(name)
            return words.tr("there is no tracker '%@'. ", shown) + hint
                + words.tr("'track list' shows yours; 'track add %@' adds it", shown)
        case let .exists(name):
            return words.tr("there is already a tracker '%@'; 'track edit %@' changes it", name, name)
        case let .notANumber(text):
            return words.tr(
                "'%@' is not an amount; give a number, e.g. 'track water 2' or 'track weight 72.5'",
                ControlCharacters.visible(text))
        case let .outOfRange(text):
            return words.tr(
                "'%@' is out of range; an amount is from -1,000,000 to 1,000,000", ControlCharacters.visible(text))
        case .noUnitForDone:
            return words.tr("a done-or-not tracker has no unit; leave out --unit, or add --goal N for a count")
        case let .goalForKind(kind, option):
            return kind == .done
                ? words.tr(
                    "%@ needs an amount tracker; a done-or-not tracker's goal is to do it (--per-week N for some days a week)",
                    option)
                : words.tr("%@ goes with --measure (a value a day, such as a weight); a count takes --goal N", option)
        case let .perWeekRange(days):
            return words.tr(
                "--per-week %@ is out of range; choose 1 to 6 days a week (every day is the default)", String(days))
        case .nothingToUndo:
            return words.tr("nothing to undo: no tracker entry was logged on this machine since the last undo")
        case let .doneTakesNoAmount(name):
            return words.tr("'%@' is done or not, so it takes no amount; 'track %@' marks it done", name, name)
        }
    }
}
