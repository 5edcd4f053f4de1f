/// The ids taken and the places already imported, told apart by 128-bit keys rather than kept as text, so
/// 150,000 places cost a few megabytes: two independently seeded hashes (Swift's `Hasher` is keyed anew for
/// each run, so no file can be made to collide).
struct ImportedNames {
    private struct Key: Hashable {
        let low: Int, high: Int

        init(_ text: String) {
            var first = Hasher()
            var second = Hasher()
            first.combine(0 as UInt8)
            second.combine(1 as UInt8)
            first.combine(text)
            second.combine(text)
            (low, high) = (first.finalize(), second.finalize())
        }
    }

    private var ids: Set<Key> = []
    private var places: Set<Key> = []
    /// For each id base given a number, the last number given: the next search for a free id starts there,
    /// so a file of 150,000 places of one name does not try every number for each.
    private var lastCopy: [Key: Int] = [:]

    /// Names taken by the bundled sights.
    init(bundled: some Sequence<String>) {
        for id in bundled { ids.insert(Key(id)) }
    }

    /// How many places were noted.
    var placeCount: Int { places.count }

    /// Notes a place imported before: its id in both spellings, and the place itself.
    mutating func noteImported(_ place: Sight) {
        ids.insert(Key(place.id))
        ids.insert(Key(Sight.otherSpelling(of: place.id)))
        places.insert(Key(Self.sameness(place)))
    }

    /// Notes `place` and says whether it is new: not the same name at the same position as one noted before.
    mutating func isNew(_ place: Sight) -> Bool {
        places.insert(Key(Self.sameness(place))).inserted
    }

    /// A free id for a place whose id would be `base`: `base` itself, else `base-2`, `base-3`, … (taken in both spellings).
    mutating func freeID(from base: String) -> String {
        let baseKey = Key(base)
        var copy = lastCopy[baseKey] ?? 1
        var id = copy == 1 ? base : "\(base)-\(copy)"
        while ids.contains(Key(id)) {
            copy += 1
            id = "\(base)-\(copy)"
        }
        if copy > 1 { lastCopy[baseKey] = copy }
        ids.insert(Key(id))
        ids.insert(Key(Sight.otherSpelling(of: id)))
        return id
    }

    /// What makes two places the same place: the name and the position to about a metre.
    private static func sameness(_ place: Sight) -> String {
        "\(place.name)\t\(GeoPoint.decimal(place.location.latitude, places: 5))\t\(GeoPoint.decimal(place.location.longitude, places: 5))"
    }
}
