import Core
import LiveStorage
import Storage

/// Why `import` was refused before reading what is inside a file (what is wrong inside is `HistoryImportError`'s).
enum ImportCommandError: UserFacingError, Equatable {
    /// A file that cannot be read; carries it as the person named it.
    case cannotRead(String, OutsideFile.Problem)
    /// A file that is not UTF-8 text.
    case notUTF8(String)
    /// Piped, or run where no one can answer, without `--yes`; carries the command to run instead.
    case needsYes(String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .cannotRead(file, .missing): words.tr("cannot read '%@': no such file", file)
        case let .cannotRead(file, .folder):
            words.tr("cannot read '%@': it is a folder; give the export file inside it", file)
        case let .cannotRead(file, .tooLarge(_, limit)):
            words.tr(
                "'%@' is larger than %@, more than an export of years holds; nothing was imported", file,
                OutsideFile.size(limit))
        case let .cannotRead(file, .unreadable(reason)): words.tr("cannot read '%@': %@", file, reason)
        case let .cannotRead(file, _): words.tr("cannot read '%@'", file)
        case let .notUTF8(file): words.tr("cannot read '%@': %@", file, words.tr("it is not UTF-8 text"))
        case let .needsYes(command):
            words.tr(
                "an import changes your data, so without a terminal to ask at it needs --yes: '%@' (add --dry-run to see what it would do)",
                command)
        }
    }
}
