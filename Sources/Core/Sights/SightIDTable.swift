import Synchronization

/// The first place of each imported id, made once a process from the index it was asked of: 10,000 piped
/// `sights show` lines, each of another place among 150,000, find each by one lookup instead of a pass over
/// every place. A place the table names is checked against the index before it is given; an id the table
/// does not hold, or an index of another size, is looked for place by place as before (and the table made
/// anew from that index), so a table made from an earlier index never finds a place the index does not hold.
enum SightIDTable {
    private struct Table {
        let places: Int
        let bytes: Int
        let first: [[UInt8]: Int]
    }

    private static let table = Mutex<Table?>(nil)

    /// The first of `places` in `index` whose id is `id`.
    static func first(_ id: [UInt8], in index: SightIndexView, among places: Range<Int>) -> Int? {
        let known = table.withLock { $0 }
        let same = known.map { $0.places == index.count && $0.bytes == index.byteCount } ?? false
        if same, let place = known?.first[id], places.contains(place), index.hasID(place, id) { return place }
        let found = places.first { index.hasID($0, id) }
        if !same, found != nil {
            var first: [[UInt8]: Int] = [:]
            first.reserveCapacity(places.count)
            for place in places {
                let line = index.line(place)
                let key = Array(line.prefix { $0 != 0x09 })
                if first[key] == nil { first[key] = place }
            }
            let made = Table(places: index.count, bytes: index.byteCount, first: first)
            table.withLock { $0 = made }
        }
        return found
    }
}

extension SightIndexView {
    /// The length of the index's entries and text.
    var byteCount: Int { bytes.count + text.count }
}
