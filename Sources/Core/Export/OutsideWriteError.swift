import Storage

/// A file coach was asked to write outside the data directory (a backup, an export, a report) and did not.
public struct OutsideWriteError: UserFacingError, Equatable {
    /// The file as it was given, made absolute.
    public let path: String
    public let problem: OutsideWriteProblem
    /// What the person may do instead, e.g. `choose another file`.
    public let otherwise: String

    public init(path: String, problem: OutsideWriteProblem, otherwise: String) {
        (self.path, self.problem, self.otherwise) = (path, problem, otherwise)
    }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let shown = ControlCharacters.visible(path)
        let otherwise = words.tr(self.otherwise)
        guard words.language == .en else { return translated(shown: shown, otherwise: otherwise, words: words) }
        switch problem {
        case .symbolicLink:
            return
                "'\(shown)' is a symbolic link, and coach writes only files it makes itself, so the link and what it "
                + "points to were left as they are; remove the link (rm '\(shown)') or \(otherwise)"
        case .readOnly:
            return "'\(shown)' is read-only, so coach left it as it is; "
                + "make it writable (chmod u+w '\(shown)') or \(otherwise)"
        case let .cannotWrite(reason):
            return "cannot write '\(shown)': \(reason); nothing was written. "
                + "Check the folder's permissions and free space, or \(otherwise)"
        case let .cannotMakeFolder(folder, reason):
            return "cannot make the folder '\(ControlCharacters.visible(folder))': \(reason); \(otherwise)"
        }
    }
}

extension OutsideWriteError {
    func translated(shown: String, otherwise: String, words: Messages) -> String {
        switch problem {
        case .symbolicLink:
            words.tr(
                "'%@' is a symbolic link, and coach writes only files it makes itself, so the link and what it points to were left as they are; remove the link (rm '%@') or %@",
                shown, shown, otherwise)
        case .readOnly:
            words.tr(
                "'%@' is read-only, so coach left it as it is; make it writable (chmod u+w '%@') or %@", shown, shown,
                otherwise)
        case let .cannotWrite(reason):
            words.tr(
                "cannot write '%@': %@; nothing was written. Check the folder's permissions and free space, or %@",
                shown, StoredDetails.reason(reason, in: words), otherwise)
        case let .cannotMakeFolder(folder, reason):
            words.tr(
                "cannot make the folder '%@': %@; %@", ControlCharacters.visible(folder),
                StoredDetails.reason(reason, in: words), otherwise)
        }
    }
}
