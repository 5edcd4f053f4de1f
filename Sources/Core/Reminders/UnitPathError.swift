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

    public func message(in words: Messages) -> String {
        let (shown, list) = (ControlCharacters.visible(path), found.joined(separator: ", "))
        switch (what == "the data directory", found.count == 1) {
        case (true, true):
            return words.tr(
                "the data directory '%@' holds a control character (%@), which a systemd unit or a crontab line cannot hold; rename the folder without it and give the new name with --data-dir DIR (or COACH_HOME), then run 'remind install' again",
                shown, list)
        case (true, false):
            return words.tr(
                "the data directory '%@' holds control characters (%@), which a systemd unit or a crontab line cannot hold; rename the folder without them and give the new name with --data-dir DIR (or COACH_HOME), then run 'remind install' again",
                shown, list)
        case (false, true):
            return words.tr(
                "coach's own file '%@' holds a control character (%@), which a systemd unit or a crontab line cannot hold; move coach to a path without it, then run 'remind install' again",
                shown, list)
        case (false, false):
            return words.tr(
                "coach's own file '%@' holds control characters (%@), which a systemd unit or a crontab line cannot hold; move coach to a path without them, then run 'remind install' again",
                shown, list)
        }
    }

    public var message: String { message(in: .english) }
}
