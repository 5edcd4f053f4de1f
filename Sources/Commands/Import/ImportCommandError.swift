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
    /// A file `import loop` does not know: neither a zip with `Habits.csv` nor a SQLite backup.
    case notLoop(String)
    /// A zip `import daylio` does not know: no `backup.daylio` in it.
    case notDaylio(String)
    /// A `--mood` that is not a label and its place on the scale; carries it as typed.
    case badMood(String)
    /// An entry of a zip that could not be unpacked: the zip, the entry and why.
    case unpacking(String, String, Zlib.Failure)
    /// A SQLite backup that could not be read.
    case database(String, SQLiteFile.Failure)

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
        case let .notLoop(file):
            words.tr(
                "'%@' is neither Loop's CSV export (a zip holding Habits.csv) nor its backup (a .db file); export one from Loop's settings",
                file)
        case let .notDaylio(file):
            words.tr(
                "'%@' is neither Daylio's CSV export nor its backup (a .daylio file holding backup.daylio); export one from Daylio's settings",
                file)
        case let .badMood(text):
            words.tr(
                "--mood takes a mood of the CSV and its place on coach's scale of 1 awful to 5 great, like --mood \"sleepy=2\"; got '%@'",
                text)
        case .unpacking(_, _, .missing):
            words.tr(
                "reading a zip needs zlib (libz.so.1), which this machine lacks; install it (sudo apt install zlib1g) and try again"
            )
        case let .unpacking(file, entry, .tooLarge):
            words.tr(
                "%@: '%@' in it unpacks to more than it says or than coach reads (a zip bomb?); nothing was imported",
                file, entry)
        case let .unpacking(file, entry, .damaged):
            words.tr(
                "%@: '%@' in it is damaged (it does not unpack to what its checksum says); export it again", file, entry
            )
        case .database(_, .missing):
            words.tr(
                "reading Loop's backup needs SQLite (libsqlite3.so.0), which this machine lacks; install it (sudo apt install libsqlite3-0), or import Loop's CSV export instead"
            )
        case let .database(file, .refused(reason)):
            words.tr("%@: SQLite cannot read it (%@); give a backup Loop made", file, reason)
        case let .database(file, .tooManyRows(most)):
            words.tr("%@: a table holds more than %@ rows, more than coach imports at once", file, words.number(most))
        }
    }
}
