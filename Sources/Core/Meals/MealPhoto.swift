import Storage

/// Photos attached to meals: copied into `meals/photos/` in the data directory under a name
/// made from the meal's time and food, so the log never points outside the data directory.
public enum MealPhoto {
    /// The photos folder inside the data directory.
    public static let folder = PhotoFile.folder
    /// The largest photo coach copies, in bytes (a phone's photo is a few MiB).
    public static let largestPhoto = SyncLimits.largestPhoto
    /// The image types a photo may be, by file extension.
    public static let extensions = PhotoFile.extensions

    /// `2026-11-21-0812-grilled-chicken.jpg`: the meal's day and time, its name folded to whole words
    /// of at most 40 characters, and the source's extension in lower case.
    public static func fileName(for name: String, at time: Date, source: URL, calendar: LocalCalendar) -> String {
        var slug = ""
        for word in SearchText.words(name) {
            let longer = slug.isEmpty ? String(word.prefix(40)) : slug + "-" + word
            guard longer.count <= 40 else { break }
            slug = longer
        }
        let clock = CalendarDay.clock(time, in: calendar).replacing(":", with: "")
        let day = CalendarDay(time, in: calendar).text
        return "\(day)-\(clock)-\(slug.isEmpty ? "meal" : slug).\(source.pathExtension.lowercased())"
    }

    /// Copies `data`, the photo read from `source` (at most `largestPhoto` bytes), into the data directory's
    /// photos folder (0600, atomically) and returns the file name to store in the entry; a name already taken
    /// gets `-2`, `-3`, …. Checks the photo first, so one that is not an image fails before anything is saved.
    public static func copy(
        _ data: Data, from source: URL, for name: String, at time: Date, into store: any Store, calendar: LocalCalendar
    ) throws(MealPhotoError) -> String {
        let path = source.path
        let kind = source.pathExtension.lowercased()
        guard extensions.contains(kind) else { throw .notAnImage(path) }
        let head = Array(data.prefix(16))
        guard PhotoFile.isImage(head, kind) else {
            throw .notThatImage(path, named: kind, actually: extensions.first { PhotoFile.isImage(head, $0) })
        }
        let wanted = fileName(for: name, at: time, source: source, calendar: calendar)
        let stem = String(wanted.dropLast(source.pathExtension.count + 1))
        do {
            return try store.addFile(data, in: folder) { attempt in
                attempt == 1 ? wanted : "\(stem)-\(attempt).\(source.pathExtension.lowercased())"
            }
        } catch {
            throw .cannotSave(folder + "/" + wanted, reason: error.message)
        }
    }
}

/// Why a photo could not be attached to a meal, or opened.
public enum MealPhotoError: UserFacingError, Equatable {
    /// Nothing at the path.
    case missing(String)
    /// The path is a folder.
    case notAFile(String)
    /// The extension is not an image type coach keeps.
    case notAnImage(String)
    /// The file is named as an image of one kind (`named`, an extension) but does not start as one does;
    /// `actually` is the kind it starts as, if any.
    case notThatImage(String, named: String, actually: String?)
    /// The file could not be read.
    case unreadable(String, reason: String)
    /// The copy could not be written into the data directory.
    case cannotSave(String, reason: String)
    /// The file is larger than `MealPhoto.largestPhoto`; its size in bytes.
    case tooLarge(String, size: Int)
    /// A meal's photo (its name as stored) that `meal show --open` does not hand to the opener, and why.
    case notOpened(String, reason: String)
    /// `meal show N --open` of a meal without a photo; carries N.
    case noPhotoToOpen(meal: Int)
    /// The desktop's opener (`xdg-open`) is not installed; carries it and the photo's path.
    case noOpener(String, photo: String)
    /// The opener ran and failed; carries it and what it said.
    case openerFailed(String, said: String)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .missing(path):
            return words.tr("no photo at '%@'; check the path (nothing was saved)", path)
        case let .notAFile(path):
            return words.tr("'%@' is a folder, not a photo; give the path of an image file (nothing was saved)", path)
        case let .notAnImage(path):
            let kinds = MealPhoto.extensions.map { "." + $0 }.joined(separator: ", ")
            return words.tr("'%@' is not a photo coach keeps; use an image file (%@) (nothing was saved)", path, kinds)
        case let .notThatImage(path, named, actually?):
            return words.tr(
                "'%@' is named .%@ but is a .%@ image; rename it to end in .%@ and add it again (nothing was saved)",
                path,
                named, actually, actually)
        case let .notThatImage(path, named, nil):
            return words.tr(
                "'%@' is named .%@ but is not an image: its first bytes are not those of a .%@ file; give the photo itself (.jpg, .png, .gif, .webp or .heic) (nothing was saved)",
                path, named, named)
        case let .unreadable(path, reason):
            return words.tr("cannot read the photo '%@': %@; check its permissions (nothing was saved)", path, reason)
        case let .tooLarge(path, size):
            return words.tr(
                "'%@' has %@; coach keeps photos of up to %@, so make it smaller first (nothing was saved)", path,
                FileSize.spoken(size), FileSize.spoken(MealPhoto.largestPhoto))
        case let .cannotSave(path, reason):
            return words.tr("cannot copy the photo to %@: %@ (nothing was saved)", path, reason)
        case let .notOpened(name, reason):
            return words.tr(
                "the meal's photo '%@' was not opened: %@. Only an image in the photos folder is opened; to keep a photo with the meal, add it again with 'meal add FOOD --photo PATH'",
                ControlCharacters.visible(name), ControlCharacters.visible(reason))
        case let .noPhotoToOpen(meal):
            return words.tr("meal %@ has no photo to open", String(meal))
        case let .noOpener(opener, photo):
            return words.tr("there is no desktop opener (%@) here; the photo is at %@", opener, photo)
        case let .openerFailed(opener, said):
            return words.tr("%@ could not open the photo", opener)
                + (said.isEmpty ? "" : " (\(ControlCharacters.visible(said)))")
        }
    }
}
