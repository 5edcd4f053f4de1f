import Core
import LiveStorage
import Storage

/// Why `formula export` or `formula import` did nothing.
enum FormulaFileRefusal: UserFacingError, Equatable {
    /// The file to import could not be read.
    case cannotRead(String, OutsideFile.Problem)
    /// It is not a formula file coach reads: `detail` says where it breaks.
    case notAFormulaFile(String, detail: String)
    /// `formula export FILE` where FILE exists, without --force.
    case exists(String)
    /// The file holds something a formula or a note may not.
    case refused(String, FormulaFileError)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        let nothing = words.tr("nothing was imported")
        switch self {
        case let .cannotRead(file, .missing): return words.tr("cannot read '%@': no such file", shown(file))
        case let .cannotRead(file, .folder):
            return words.tr("cannot read '%@': it is a folder; give the file 'formula export' wrote", shown(file))
        case let .cannotRead(file, .unreadable(reason)): return words.tr("cannot read '%@': %@", shown(file), reason)
        case let .cannotRead(file, .tooLarge(size, limit)):
            return words.tr(
                "'%@' has %@, more than a formula file may (%@); %@", shown(file),
                OutsideFile.size(max(size, limit + 1)),
                OutsideFile.size(limit), nothing)
        case let .notAFormulaFile(file, detail):
            return words.tr("'%@' is not a formula file coach reads (%@); %@", shown(file), detail, nothing)
        case let .exists(file):
            return words.tr("'%@' exists; add --force to overwrite it, or give another file", shown(file))
        case let .refused(file, error):
            return words.tr("'%@' was refused: %@; %@", shown(file), error.message(in: words), nothing)
        }
    }

    private func shown(_ file: String) -> String { ControlCharacters.visible(file) }
}
