import Storage

/// A read-only look at one index's bytes.
struct SightIndexView {
    let bytes: UnsafeRawBufferPointer
    let count: Int
    let text: UnsafeBufferPointer<UInt8>

    /// A view of `bytes`; empty when they are too short to be an index.
    init(_ bytes: UnsafeRawBufferPointer) {
        var count = 0
        var textLength = 0
        if bytes.count >= 8 {
            count = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt32.self)))
            textLength = Int(
                UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self)))
        }
        guard bytes.count == textLength + count * SightIndex.entrySize + 8 else {
            (self.bytes, self.count, text) = (
                UnsafeRawBufferPointer(start: nil, count: 0), 0, UnsafeBufferPointer(start: nil, count: 0)
            )
            isWhole = bytes.isEmpty
            return
        }
        self.bytes = UnsafeRawBufferPointer(rebasing: bytes[textLength..<(bytes.count - 8)])
        self.count = count
        text = UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[..<textLength])
        isWhole = true
    }

    /// Whether the counts at the end agree with the length.
    private let isWhole: Bool

    /// Whether every line offset lies inside the text and after the one before, so that reading
    /// the lines cannot stray outside the bytes (a cache file damaged by hand fails this).
    var isValid: Bool {
        guard isWhole else { return false }
        var previous = 0
        for place in 0..<count {
            let line = Int(load(place, 16, as: UInt32.self))
            let search = Int(load(place, 20, as: UInt32.self))
            guard previous <= line, line <= search, search < text.count else { return false }
            previous = search
        }
        return count == 0 || text.last == 0x0A
    }

    private func load<T: FixedWidthInteger>(_ place: Int, _ offset: Int, as type: T.Type) -> T {
        T(littleEndian: bytes.loadUnaligned(fromByteOffset: place * SightIndex.entrySize + offset, as: T.self))
    }

    func location(_ place: Int) -> GeoPoint {
        GeoPoint(
            latitude: Double(bitPattern: load(place, 0, as: UInt64.self)),
            longitude: Double(bitPattern: load(place, 8, as: UInt64.self)))
    }

    func latitude(_ place: Int) -> Double { Double(bitPattern: load(place, 0, as: UInt64.self)) }

    /// The signature of the place's search fields.
    func signature(_ place: Int) -> (low: UInt64, high: UInt64) {
        (load(place, 32, as: UInt64.self), load(place, 40, as: UInt64.self))
    }

    /// The place's line without its newline.
    func line(_ place: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(load(place, 16, as: UInt32.self))
        let end = place + 1 < count ? Int(load(place + 1, 16, as: UInt32.self)) - 1 : text.count - 1
        return UnsafeBufferPointer(rebasing: text[min(start, end)..<max(start, end)])
    }

    /// The place's search fields.
    func searchFields(_ place: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(load(place, 20, as: UInt32.self))
        let end = place + 1 < count ? Int(load(place + 1, 16, as: UInt32.self)) - 1 : text.count - 1
        return UnsafeBufferPointer(rebasing: text[min(start, end)..<max(start, end)])
    }

    /// The place's first search field: its names, folded.
    func foldedNames(_ place: Int) -> UnsafeBufferPointer<UInt8> {
        let search = searchFields(place)
        return UnsafeBufferPointer(rebasing: search.prefix { $0 != 0x09 })
    }

    /// Whether the place's id is `id`.
    func hasID(_ place: Int, _ id: [UInt8]) -> Bool {
        let line = line(place)
        return line.count > id.count && line[id.count] == 0x09 && line.prefix(id.count).elementsEqual(id)
    }

    /// The place's id.
    func id(_ place: Int) -> String {
        let line = line(place)
        return String(decoding: line.prefix(while: { $0 != 0x09 }), as: UTF8.self)
    }

    /// What a listing shows of the place.
    func summary(_ place: Int) -> SightSummary {
        let fields = line(place).split(separator: 0x09, maxSplits: 3, omittingEmptySubsequences: false)
        func text(_ number: Int) -> String {
            number < fields.count ? String(decoding: fields[number], as: UTF8.self) : ""
        }
        let nameRU = text(2)
        let year = load(place, 24, as: Int32.self)
        let category = Int(load(place, 28, as: UInt8.self))
        return SightSummary(
            id: text(0), name: text(1), nameRU: nameRU.isEmpty ? nil : nameRU,
            category: category < SightCategory.allCases.count ? SightCategory.allCases[category] : .other,
            location: location(place), isApproximate: load(place, 29, as: UInt8.self) == 1,
            year: year == .min ? nil : Int(year))
    }

    /// The search score of the place for `query`, or nil when it does not match every word.
    func score(_ place: Int, query: SightQuery, fields: inout [(weight: Int, range: Range<Int>)]) -> Int? {
        let search = searchFields(place)
        guard query.query.mayMatch(search) else { return nil }
        fields.removeAll(keepingCapacity: true)
        var start = 0
        for weight in SightIndex.weights {
            start = min(start, search.count)
            var end = start
            while end < search.count, search[end] != 0x09 { end += 1 }
            fields.append((weight, start..<end))
            start = end + 1
        }
        return query.query.score(search, fields: fields)
    }
}
