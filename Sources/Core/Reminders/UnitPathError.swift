/// A path that a systemd unit or a crontab line cannot carry: one with a control character, which
/// would end the unit's line (or add a line to the crontab) in the middle of the path.
public struct UnitPathError: UserFacingError, Equatable {
    /// What the path is: `the data directory`, `coach's own file`.
    public let what: String
    public let path: String
    /// The control characters in it, shown: `["^J"]`.
    public let found: [String]

    public init(what: String, path: String, found: [String]) {
        (self.what, self.path, self.found) = (what, path, found)
    }

    /// Refuses `executable` or `dataDirectory` when either holds a control character.
    public static func check(executable: String, dataDirectory: String) throws(UnitPathError) {
        for (what, path) in [("the data directory", dataDirectory), ("coach's own file", executable)] {
            let found = ControlCharacters.found(in: path)
            if !found.isEmpty { throw UnitPathError(what: what, path: path, found: found) }
        }
    }

    public var message: String {
        let shown = ControlCharacters.visible(path)
        let fix = what == "the data directory"
            ? "rename the folder without \(ControlCharacters.pronoun(found)) "
                + "and give the new name with --data-dir DIR (or COACH_HOME)"
            : "move coach to a path without \(ControlCharacters.pronoun(found))"
        return "\(what) '\(shown)' holds \(ControlCharacters.describe(found)), "
            + "which a systemd unit or a crontab line cannot hold; \(fix), then run 'remind install' again"
    }
}
