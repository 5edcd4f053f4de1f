import Storage

/// The rules for a tracker's name: a word a person types at the prompt, in any language.
public enum TrackerName {
    /// The longest name, in characters.
    public static let longest = 24

    /// `text` lowercased, refused unless it is a letter followed by letters, digits, `-` or `_`, at most
    /// 24 characters, and none of `reserved` (the commands and the built-in areas).
    public static func checked(_ text: String, reserved: Set<String>) throws(TrackerError) -> String {
        let name = text.trimmed(\.isSpace).lowercased()
        guard !name.isEmpty else { throw .noName }
        guard name.count <= longest else { throw .nameTooLong(name) }
        guard let first = name.first, first.isLetter,
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), ControlCharacters.found(in: name).isEmpty
        else { throw .badName(text) }
        guard !reserved.contains(name) else { throw .reservedName(name) }
        return name
    }
}

/// Why a tracker command was refused.
public enum TrackerError: UserFacingError, Equatable {
    case noName
    case nameTooLong(String)
    case badName(String)
    case reservedName(String)
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

    public var message: String {
        switch self {
        case .noName: return "give the tracker a name, e.g. 'track add water --goal 8 --unit glasses'"
        case let .nameTooLong(name): return "'\(ControlCharacters.visible(name))' is longer than \(TrackerName.longest) characters; choose a shorter name"
        case let .badName(name):
            return "'\(ControlCharacters.visible(name))' is not a tracker name; use a letter first, then letters, digits, - or _, e.g. 'water' or 'вода'"
        case let .reservedName(name): return "'\(name)' is already a command or an area of coach; choose another name, e.g. '\(name)-log'"
        case let .unknown(name, suggestion):
            let hint = suggestion.map { "Did you mean '\($0)'? " } ?? ""
            return "there is no tracker '\(ControlCharacters.visible(name))'. \(hint)'track list' shows yours; 'track add \(ControlCharacters.visible(name))' adds it"
        case let .exists(name): return "there is already a tracker '\(name)'; 'track edit \(name)' changes it"
        case let .notANumber(text): return "'\(ControlCharacters.visible(text))' is not an amount; give a number, e.g. 'track water 2' or 'track weight 72.5'"
        case let .outOfRange(text): return "'\(ControlCharacters.visible(text))' is out of range; an amount is from -1,000,000 to 1,000,000"
        case .noUnitForDone: return "a done-or-not tracker has no unit; leave out --unit, or add --goal N for a count"
        case let .goalForKind(kind, option):
            return kind == .done ? "\(option) needs an amount tracker; a done-or-not tracker's goal is to do it (--per-week N for some days a week)"
                : "\(option) goes with --measure (a value a day, such as a weight); a count takes --goal N"
        case let .perWeekRange(days): return "--per-week \(days) is out of range; choose 1 to 6 days a week (every day is the default)"
        case .nothingToUndo: return "nothing to undo: no tracker entry was logged on this machine since the last undo"
        case let .doneTakesNoAmount(name): return "'\(name)' is done or not, so it takes no amount; 'track \(name)' marks it done"
        }
    }
}
