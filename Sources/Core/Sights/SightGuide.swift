import Storage

/// The bundled sights together with the places the user imported, read through the store.
/// Places are read from cached indexes (`sights/index.bin`, `sights/details.tsv`) rebuilt
/// whenever `sights/imported.json` changes.
public struct SightGuide: Sendable {
    let store: any Store

    /// The guide over `store`'s imported places.
    public init(store: any Store) {
        self.store = store
    }

    /// The index of every place: the bundled ones, then the imported ones.
    func index() throws -> Data {
        let index = try cache(SightIndex.path)
        try reportPlacesOutOfBounds()
        return index
    }

    /// Names the imported places left out for being out of bounds: every command that reads the index
    /// warns of them, not only the one that built it. They are kept in a cache of their own, a few
    /// lines at most, so a command does not read every place's details to find them.
    private func reportPlacesOutOfBounds() throws {
        for line in try cache(SightIndex.leftOutPath).split(separator: 0x0A) {
            line.withUnsafeBytes { StoredValueWarnings.report(line: $0.bindMemory(to: UInt8.self)) }
        }
    }

    /// The imported places' details lines.
    func importedDetails() throws -> Data { try cache(SightIndex.detailsPath) }

    /// The caches of the imported places, built together in one pass over them.
    static let caches = [SightIndex.path, SightIndex.detailsPath, SightIndex.leftOutPath]

    /// The cache at `path`, built afresh with the others when `sights/imported.json` (or coach) changed.
    private func cache(_ path: String) throws -> Data {
        let source = ImportedSights.defaultPath
        if let data = store.freshDerived(at: path, from: source) { return data }
        try store.buildDerived(Self.caches, from: source, build: buildCaches)
        if let data = store.freshDerived(at: path, from: source) { return data }
        // Not kept (a folder coach may not write, a group of changes holding the places): built for this command.
        let files = Self.caches.map { FileWriter(inMemoryFor: $0) }
        try buildCaches(files)
        return files[Self.caches.firstIndex(of: path)!].written
    }

    /// Builds the index, the details and the places left out, reading the imported places one at a time.
    func buildCaches(_ files: [FileWriter]) throws {
        var index = SightIndex.Builder(files[0])
        for sight in SightCatalog.bundled { try index.add(sight) }
        try ImportedSightsFile.forEachPlace(in: try store.pieces(at: ImportedSights.defaultPath)) { place in
            if let problem = place.outOfBounds() {
                try files[2].write(problem.placed(in: ImportedSights.defaultPath).line + "\n")
                return
            }
            try index.add(place)
            try files[1].write(SightIndex.detailsLine(place))
        }
        try index.finish()
    }

    /// Runs `body` with a view of the index; a cached index that does not hold together is not
    /// trusted but built afresh.
    func withIndex<R>(_ body: (SightIndexView) throws -> R) throws -> R {
        var result: R?
        try index().withUnsafeBytes { raw in
            let view = SightIndexView(raw)
            if view.isValid { result = try body(view) }
        }
        if let result { return result }
        let files = Self.caches.map { FileWriter(inMemoryFor: $0) }
        try buildCaches(files)
        return try files[0].written.withUnsafeBytes { try body(SightIndexView($0)) }
    }

    /// The details line of each imported place, split into id, address and about.
    func forEachDetails(_ body: ([String]) -> Void) throws {
        try importedDetails().withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for line in bytes.split(separator: 0x0A) {
                body(
                    line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                        String(decoding: $0, as: UTF8.self)
                    })
            }
        }
    }

    /// Favourites, notes and visits.
    public func journal() throws(StoreError) -> SightJournal {
        try store.load(SightJournal.self)
    }

    /// Runs `change` on the freshly read journal under the store's lock and saves it if it changed.
    public func changeJournal<R>(_ change: (inout SightJournal) throws -> R) throws -> R {
        try store.update(SightJournal.self, change)
    }

    /// Every sight: the bundled catalogue, then the imported places in the order they were added. Without
    /// `details`, the imported places come without their addresses and descriptions, which a list, a map or a
    /// count does not show: 150,000 places may hold hundreds of megabytes of them.
    public func all(details: Bool = true) throws -> [Sight] {
        var more: [String: [String]] = [:]
        if details { try forEachDetails { fields in if fields.count == 3 { more[fields[0]] = fields } } }
        return try SightCatalog.bundled
            + withIndex { index in
                (SightCatalog.bundled.count..<index.count).map { place in
                    let summary = index.summary(place)
                    let found = more[summary.id]
                    return summary.sight(
                        address: found.flatMap { $0[1].isEmpty ? nil : $0[1] },
                        about: found.flatMap { $0[2].isEmpty ? nil : $0[2] })
                }
            }
    }

    /// The sight with `id` (an imported place's in either spelling, `my-cafe` or `my-cafe.my`), or
    /// failing that the one it names (`Mordovia Arena`, `кафедральный собор`); the error suggests
    /// the closest id, or lists the sights a name fits.
    public func sight(_ id: String) throws -> Sight {
        if let sight = SightCatalog.bundledByID[id] { return sight }
        let key = Array(id.utf8)
        let other = Array(Sight.otherSpelling(of: id).utf8)
        let found = try withIndex { index in
            let imported = SightCatalog.bundled.count..<index.count
            let place =
                SightIDTable.first(key, in: index, among: imported)
                ?? SightIDTable.first(other, in: index, among: imported)
            return place.map(index.summary)
        }
        guard let found else {
            // An id mistyped (`lenin-monumnet`) gets the closest id, not a guess by search.
            let idShaped =
                id.contains("-")
                && id.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-.".unicodeScalars.contains($0)
                }
            if !idShaped, let named = try named(id), named.id != id { return try sight(named.id) }
            throw UnknownIDError(
                kind: "sight", command: "sights", id: id, suggestion: Suggestion.closest(to: id, among: try ids()))
        }
        let more = try details(of: found.id)
        return found.sight(address: more.address, about: more.about)
    }

    /// The address and description of the imported place `id`: only its line is decoded.
    private func details(of id: String) throws -> (address: String?, about: String?) {
        let key = Array((id + "\t").utf8)
        return try importedDetails().withUnsafeBytes { raw in
            // Line by line without cutting the file into lines first: one place's lookup among 150,000.
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                let line = bytes[start..<end]
                start = end + 1
                guard line.starts(with: key) else { continue }
                let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
                    String(decoding: $0, as: UTF8.self)
                }
                guard fields.count == 3 else { break }
                return (fields[1].isEmpty ? nil : fields[1], fields[2].isEmpty ? nil : fields[2])
            }
            return (nil, nil)
        }
    }

    /// The summaries of the places with these ids, in one pass over the index; unknown ids are left out.
    public func summaries(of ids: Set<String>) throws -> [String: SightSummary] {
        var found: [String: SightSummary] = [:]
        for id in ids { if let sight = SightCatalog.bundledByID[id] { found[id] = sight.summary } }
        let wanted = ids.subtracting(found.keys)
        guard !wanted.isEmpty else { return found }
        try withIndex { index in
            for place in SightCatalog.bundled.count..<index.count where wanted.contains(index.id(place)) {
                found[index.id(place)] = index.summary(place)
            }
        }
        return found
    }

    /// Every id, bundled first, for Tab completion and suggestions.
    public func ids() throws -> [String] {
        try withIndex { index in (0..<index.count).map(index.id) }
    }
}
