import Core
import LiveStorage
import Storage

/// A meal's photo read from where the person keeps it, then handed to Core as bytes.
extension MealPhoto {
    /// Reads the photo at `source` (at most `largestPhoto` bytes) and copies it into the data directory's
    /// photos folder (`copy(_:from:for:at:into:calendar:)`); a missing or unreadable photo fails before
    /// anything is saved.
    public static func copy(
        from source: URL, for name: String, at time: Date, into store: any Store, calendar: LocalCalendar
    ) throws(MealPhotoError) -> String {
        let path = source.path
        let data: Data
        do { data = try OutsideFile.read(source, limit: largestPhoto) } catch {
            switch error {
            case .missing: throw .missing(path)
            case .folder: throw .notAFile(path)
            case let .unreadable(reason): throw .unreadable(path, reason: reason)
            case let .tooLarge(size, _): throw .tooLarge(path, size: size)
            }
        }
        return try copy(data, from: source, for: name, at: time, into: store, calendar: calendar)
    }
}
