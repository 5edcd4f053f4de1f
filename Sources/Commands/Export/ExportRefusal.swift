import Core

/// Why `export`, `report` or `backup` wrote nothing.
enum ExportRefusal: UserFacingError, Equatable {
    /// `export --from` a day after `--to`.
    case daysReversed(from: CalendarDay, to: CalendarDay)
    /// `export --format csv --output -` of more than one area.
    case csvOfSeveralAreas
    /// `export` with no table to write: only trackers asked for, and none added.
    case nothingToExport
    /// A file `export` would write exists and `--force` was not given; carries its path.
    case exportFileExists(String)
    /// `report --month` that does not read as a month; carries it as typed and this month, as an example.
    case notAMonth(String, example: String)
    /// `report --month` of a month after this one; carries the month (`2026-12`).
    case monthNotBegun(String)
    /// The file `report` or `backup` would write exists and `--force` was not given; carries its path.
    case fileExists(String)
    /// The data is kept where it cannot be read whole (in memory).
    case cannotBackUp

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .daysReversed(from, to):
            words.tr("--from %@ is after --to %@; give the earlier day first", from.text, to.text)
        case .csvOfSeveralAreas:
            words.tr("CSV to standard output takes one area, e.g. 'export --area meals --output -'")
        case .nothingToExport:
            words.tr("there is nothing to export: add a tracker with 'track add NAME'")
        case let .exportFileExists(path):
            words.tr(
                "'%@' exists; add --force to overwrite it, or choose another --output folder",
                ControlCharacters.visible(path))
        case let .notAMonth(text, example):
            words.tr("'%@' is not a month; use YYYY-MM, e.g. %@", ControlCharacters.visible(text), example)
        case let .monthNotBegun(month):
            words.tr("%@ has not begun yet; a report covers a month up to today", month)
        case let .fileExists(path):
            words.tr("'%@' exists; add --force to overwrite it", ControlCharacters.visible(path))
        case .cannotBackUp:
            words.tr("this data store cannot be backed up")
        }
    }
}
