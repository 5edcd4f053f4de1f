import Core
import LiveStorage
import Storage

/// Why a sights command was refused (what is wrong inside a file of places is `SightImportError`'s).
enum SightsCommandError: UserFacingError, Equatable {
    /// `sights import FILE` of a file that cannot be read; carries FILE as given.
    case cannotRead(String, OutsideFile.Problem)
    /// `sights import FILE` of a file that is not UTF-8 text.
    case notUTF8(String)
    /// `sights map` with `--width` or `--height` out of range.
    case mapSize
    /// `sights search` without a word to look for.
    case noSearchWords
    /// `sights list --sort` of another order; carries it as typed.
    case unknownOrder(String)
    /// `sights list --sort distance` without `--near`.
    case distanceWithoutStart
    /// `sights near` without a place, and none remembered by `sights here`.
    case noPlace
    /// `sights export` with no favourite or visit.
    case nothingToExport
    /// `sights export FILE` whose name says no format, without `--format`; carries FILE as given.
    case exportFormat(String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case .noPlace:
            words.tr(
                "say where to measure from: 'sights near 54.18,45.18', or remember your place with 'sights here PLACE'")
        case .nothingToExport:
            words.tr("no favourites or visits to export yet: 'sights fav ID' or 'sights visit ID' marks one")
        case let .exportFormat(file):
            words.tr(
                "'%@' does not say its format; name it .gpx or .geojson, or add --format gpx or --format geojson", file)
        case let .cannotRead(file, .missing):
            words.tr("cannot read '%@': no such file", file)
        case let .cannotRead(file, .folder):
            words.tr("cannot read '%@': it is a folder; give the GeoJSON or CSV file inside it", file)
        case let .cannotRead(file, .unreadable(reason)):
            words.tr("cannot read '%@': %@", file, reason)
        case let .cannotRead(file, .tooLarge(size, limit)):
            (size > limit && size - limit == 1
                ? words.tr("'%@' has more than %@; ", file, OutsideFile.size(limit))
                : words.tr("'%@' has %@; ", file, OutsideFile.size(size)))
                + words.tr(
                    "coach imports files of up to %@ (150,000 places at most), so split it and import the parts; nothing was imported",
                    OutsideFile.size(limit))
        case let .notUTF8(file):
            words.tr("cannot read '%@': %@", file, words.tr("it is not UTF-8 text"))
        case .mapSize:
            words.tr("the map needs --width 20 to 400 and --height 5 to 200")
        case .noSearchWords:
            words.tr("search for at least one word, e.g. 'sights search собор'")
        case let .unknownOrder(sort):
            words.tr("--sort takes name, year, distance or rating; '%@' is none of them", sort)
        case .distanceWithoutStart:
            words.tr("sorting by distance needs a starting point: add --near LAT,LON or --near ID")
        }
    }
}
