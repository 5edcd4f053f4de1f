import Storage

/// The places the user imported: `sights/imported.json`. Removed all at once by `remove-imported`.
public struct ImportedSights: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "sights/imported.json"
    public static let empty = ImportedSights()

    public var version = ImportedSights.currentVersion
    /// The imported places, in the order they were added; ids made from their names (`my-cafe`),
    /// or ending in `.my` for places imported before.
    public var places: [Sight] = []

    /// The most places all imports together may hold: a city's worth several times over, with the map, search
    /// and `near` still answering at once. An import that would pass it is refused whole.
    public static let largestSet = 150_000

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("places", &places)
    }
}

/// A file of places that cannot be imported: where in the file, and what is wrong there.
public struct SightImportError: UserFacingError, Equatable {
    /// Where the problem is.
    public enum Place: Equatable, Sendable {
        case wholeFile
        /// A line of a CSV file, counting the header as line 1.
        case line(Int)
        /// A feature of a GeoJSON file, counting from 1.
        case feature(Int)
    }

    /// The file name as the user gave it.
    public var file: String
    /// The line, feature or whole file at fault.
    public var place: Place
    /// What is wrong and how to fix it, without a final full stop.
    public var problem: String
    /// The problem in a language: `problem` is its English.
    private let said: @Sendable (Messages) -> String

    /// An error in `file` at `place`, said in English only.
    public init(file: String, place: Place, problem: String) {
        self.init(file: file, place: place) { _ in problem }
    }

    /// An error in `file` at `place`, said in the person's language: `{ $0.tr("has no name…") }`.
    public init(file: String, place: Place, said: @escaping @Sendable (Messages) -> String) {
        self.file = file
        self.place = place
        self.problem = said(.english)
        self.said = said
    }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let location =
            switch place {
            case .wholeFile: file
            case let .line(number): words.tr("%@, line %@", file, String(number))
            case let .feature(number): words.tr("%@, feature %@", file, String(number))
            }
        return words.tr("%@: %@. Nothing was imported.", location, said(words))
    }

    public static func == (a: Self, b: Self) -> Bool {
        (a.file, a.place, a.problem) == (b.file, b.place, b.problem)
    }
}

/// What an import added.
public struct SightImportResult: Equatable, Sendable, Encodable {
    /// The new places, with the ids they were given: every one, or the first ones when the import was asked to
    /// keep fewer (`importPlaces(from:fileName:keeping:)`).
    public var added: [Sight]
    /// How many places were added.
    public var addedCount: Int
    /// Places left out because the same name at the same position was already imported.
    public var alreadyImported: Int

    private enum CodingKeys: String, CodingKey { case added, alreadyImported }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: CodingKeys.self)
        try keys.encode(added, forKey: .added)
        try keys.encode(alreadyImported, forKey: .alreadyImported)
    }
}

extension SightGuide {
    /// The places in `data` (a file called `fileName`), all checked: for tests and the fuzzer, which read small files.
    public static func readPlaces(_ data: Data, fileName: String, pieceSize: Int = FilePieces.pieceSize) throws
        -> [Sight]
    {
        var places: [Sight] = []
        try readPlaces(from: FilePieces(data, pieceSize: pieceSize), fileName: fileName) { places.append($0) }
        return places
    }

    /// Imports the places in `data`; see `importPlaces(from:fileName:keeping:largestSet:)`.
    public func importPlaces(_ data: Data, fileName: String, largestSet: Int = ImportedSights.largestSet) throws
        -> SightImportResult
    {
        try importPlaces(from: FilePieces(data), fileName: fileName, largestSet: largestSet)
    }

    /// Imports the places of the file read by `pieces` (called `fileName`) a place at a time, all or none: each
    /// is checked as it is read and written to the new `sights/imported.json`, which replaces the old one only when
    /// the whole file has been read. Ids are what a person types (`my-cafe`), with `-2`, `-3` where a bundled sight
    /// or another place has the id (in either spelling, see `Sight.otherSpelling`); a place already imported with
    /// the same name and position is left out. The result keeps the first `keeping` places added.
    public func importPlaces(
        from pieces: FilePieces, fileName: String, keeping: Int = .max, largestSet: Int = ImportedSights.largestSet
    ) throws -> SightImportResult {
        // The indexes are built now, while the user waits for the import anyway, not on the next search.
        defer { warmIndexes() }
        return try store.replace(at: ImportedSights.defaultPath) { old, file in
            var writer = try ImportedSightsFile.Writer(file)
            var names = ImportedNames(bundled: SightCatalog.bundledByID.keys)
            var result = SightImportResult(added: [], addedCount: 0, alreadyImported: 0)
            var before = 0
            var beyond = 0
            try ImportedSightsFile.forEachPlace(in: old) { place in
                names.noteImported(place)
                try writer.add(place)
                before += 1
            }
            try Self.readPlaces(from: pieces, fileName: fileName) { place in
                guard names.isNew(place) else {
                    result.alreadyImported += 1
                    return
                }
                // Past the limit the places are still read, checked and counted, to say how many there are.
                guard before + result.addedCount < largestSet else {
                    beyond += 1
                    guard before + result.addedCount + beyond <= 2 * largestSet else {
                        throw Self.tooMany(before, largestSet, fileName, more: true)
                    }
                    return
                }
                var place = place
                place.id = names.freeID(from: place.id)
                try writer.add(place)
                result.addedCount += 1
                if result.added.count < keeping { result.added.append(place) }
            }
            guard beyond == 0 else {
                throw Self.tooMany(before, largestSet, fileName, after: before + result.addedCount + beyond)
            }
            if result.addedCount == 0 { file.keepOld = true }
            try writer.end()
            return result
        }
    }

    /// The refusal of an import that would bring the imported places to `after`, or past twice the limit.
    private static func tooMany(
        _ before: Int, _ largestSet: Int, _ fileName: String, after: Int = 0, more: Bool = false
    ) -> SightImportError {
        return SightImportError(file: fileName, place: .wholeFile) { words in
            let total =
                more
                ? words.tr("more than %@", MealNumber.text(2 * largestSet, words)) : MealNumber.text(after, words)
            return words.tr(
                "would bring the imported places to %@; coach keeps up to %@ in all (%@ are imported now), so import a smaller part, or start again with 'sights remove-imported'",
                total, MealNumber.text(largestSet, words), MealNumber.text(before, words))
        }
    }

    /// The imported places, in the order they were added.
    public func imported() throws -> [Sight] {
        var places: [Sight] = []
        try forEachImported { places.append($0) }
        return places
    }

    /// Calls `body` with each imported place within bounds, in the order they were added, reading them one at a
    /// time; the others are reported as out of bounds.
    func forEachImported(_ body: (Sight) throws -> Void) throws {
        try ImportedSightsFile.forEachPlace(in: try store.pieces(at: ImportedSights.defaultPath)) { place in
            if let problem = place.outOfBounds() {
                StoredValueWarnings.report(problem.placed(in: ImportedSights.defaultPath))
            } else {
                try body(place)
            }
        }
    }

    /// Removes every imported place; favourites, notes and visits of them stay in `sights/me.json`.
    /// Returns how many were removed.
    @discardableResult
    public func removeImported() throws -> Int {
        defer { warmIndexes() }
        return try store.replace(at: ImportedSights.defaultPath) { old, file in
            var count = 0
            try ImportedSightsFile.forEachPlace(in: old) { _ in count += 1 }
            if count == 0 { file.keepOld = true }
            try ImportedSightsFile.Writer(file).end()
            return count
        }
    }

    /// Builds the cached indexes of the imported places; a failure only means they are built later.
    private func warmIndexes() {
        try? store.buildDerived(Self.caches, from: ImportedSights.defaultPath, build: buildCaches)
    }

    /// An id base from a name: Latin letters, digits and dashes, at most 48 characters (`Пушкинская площадь` → `pushkinskaya-ploshchad`).
    static func slug(_ text: String) -> String {
        var slug = ""
        for word in SightWords.latin(text).split(separator: " ") {
            let ascii = word.filter { $0.isASCII }
            if ascii.isEmpty { continue }
            if slug.isEmpty {
                slug = String(ascii.prefix(48))
                continue
            }
            guard slug.count + 1 + ascii.count <= 48 else { break }
            slug += "-" + ascii
        }
        return slug.isEmpty ? "place" : slug
    }
}
