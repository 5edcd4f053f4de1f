import Core

/// Why `source FILE` ran no line of the script.
public enum ScriptError: UserFacingError, Equatable {
    /// `source` given to coach from the system shell, where there is no coach shell to run the lines; carries FILE.
    case outsideCoach(String)
    /// No file at the path.
    case missing(String)
    /// The file could not be opened; carries the path and the system's reason.
    case unreadable(String, reason: String)
    /// Scripts that source scripts more than `depth` deep; carries the path and the depth.
    case nestedTooDeep(String, depth: Int)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .outsideCoach(file):
            words.tr("'source' runs inside coach; from the system shell use 'coach < %@'", file)
        case let .missing(path):
            words.tr("cannot read the script '%@': %@", path, words.tr("no such file"))
        case let .unreadable(path, reason):
            words.tr("cannot read the script '%@': %@", path, reason)
        case let .nestedTooDeep(path, depth):
            words.tr("scripts nest more than %@ deep; does '%@' source itself?", String(depth), path)
        }
    }
}
