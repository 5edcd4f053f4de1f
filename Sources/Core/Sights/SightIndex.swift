import Storage

/// The index of the bundled and imported places that `near`, `search` and `show` read as bytes,
/// so that 50,000 imported places are scanned in milliseconds instead of decoded from JSON (and
/// the bundled ones are not folded and transliterated again) on every command.
///
/// Layout: the lines, one per place: id, name, Russian name, then five folded search fields — names,
/// names in Latin letters, category and vocabulary words, address, about — tab-separated; then one 48-byte
/// entry per place (latitude and longitude as `Double`, the offsets of its line and of the line's search
/// fields as `UInt32`, the year as `Int32` or `Int32.min`, the category's number, approximate `1`/`0`, two
/// spare bytes, and a 128-bit signature of the bytes in its search fields); last the count of places and
/// the length of the lines, each a little-endian `UInt32`. The lines come first so that the index is
/// written as it is built, a place at a time. `near` reads only the entries; `search` reads the search
/// fields only of places whose signature could match.
enum SightIndex {
    /// Where the indexes are cached; they are rebuilt when `sights/imported.json` (or coach) changes.
    static let path = "sights/index.bin", detailsPath = "sights/details.tsv"
    /// The imported places left out for being out of bounds, one `OutOfBounds.line` each.
    static let leftOutPath = "sights/left-out.tsv"
    /// Weights of the five search fields.
    static let weights = [5, 4, 3, 1, 1]
    /// Typos count in the names and the words drawn from them (weights 5, 4 and 3), not in the address
    /// or description, where one letter off finds unrelated words (`cafe` is one from `came`).
    static let typosFromWeight = 3
    static let entrySize = 48

    /// `text` on one line of a tab-separated cache (`CacheLine.field`).
    static func clean(_ text: String) -> String { CacheLine.field(text) }

    /// The index of `sights`, in memory.
    static func build(_ sights: [Sight]) throws -> [UInt8] {
        let file = FileWriter(inMemoryFor: path)
        var builder = Builder(file)
        for sight in sights { try builder.add(sight) }
        try builder.finish()
        return [UInt8](file.written)
    }

    /// Writes an index a place at a time: the lines go to the file as they are made, the entries are kept
    /// (48 bytes a place) and written after them.
    struct Builder {
        let file: FileWriter
        private var entries: [UInt8] = []
        private var count = 0
        private let start: Int

        init(_ file: FileWriter) {
            (self.file, start) = (file, file.count)
        }

        mutating func add(_ sight: Sight) throws {
            func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { entries += $0 } }
            append(sight.location.latitude.bitPattern)
            append(sight.location.longitude.bitPattern)
            let line = [sight.id, sight.name, sight.nameRU ?? ""].map(clean).joined(separator: "\t") + "\t"
            let search = Array(searchFields(sight).utf8)
            let lineStart = file.count - start
            // Offsets are 32-bit: past 4 GiB of text the index cannot say where a line is.
            guard lineStart + line.utf8.count + search.count < Int(UInt32.max) else { throw IndexTooLarge() }
            append(UInt32(lineStart))
            append(UInt32(lineStart + line.utf8.count))
            try file.write(line)
            try file.write(search + [0x0A])
            append(sight.year.map { Int32(clamping: $0) } ?? .min)
            entries += [
                UInt8(SightCategory.allCases.firstIndex(of: sight.category)!), sight.isApproximate ? 1 : 0, 0, 0,
            ]
            let bits = signature(search)
            append(bits.low)
            append(bits.high)
            count += 1
        }

        /// Writes the entries and the two counts after the lines.
        func finish() throws {
            let textLength = file.count - start
            try file.write(entries)
            var end: [UInt8] = []
            withUnsafeBytes(of: UInt32(count).littleEndian) { end += $0 }
            withUnsafeBytes(of: UInt32(textLength).littleEndian) { end += $0 }
            try file.write(end)
        }
    }

    /// The imported places hold more text than the index can address.
    struct IndexTooLarge: UserFacingError {
        var message: String { message(in: .english) }
        func message(in words: Messages) -> String {
            words.tr(
                "the imported places hold more than 4 GiB of text; remove some with 'sights remove-imported' and import fewer"
            )
        }
    }

    /// The five folded search fields of `sight`, tab-separated.
    static func searchFields(_ sight: Sight) -> String {
        let names = sight.nameRU.map { sight.name + " " + $0 } ?? sight.name
        let folded = SearchText.fold(names)
        let latin =
            SightWords.hasCyrillic(names)
            ? SightWords.latin(names.split(separator: " ").filter { SightWords.hasCyrillic($0) }.joined(separator: " "))
            : ""
        let keywords = ([sight.category.rawValue] + SightWords.keywords(forFolded: folded)).joined(separator: " ")
        let address =
            sight.address.map { SightWords.hasCyrillic($0) ? SightWords.latin($0) : SearchText.fold($0) } ?? ""
        return [folded, latin, SearchText.fold(keywords), address, sight.about.map(SearchText.fold) ?? ""].joined(
            separator: "\t")
    }

    /// One bit for each byte value that occurs in `bytes`: Latin letters, digits and the second
    /// bytes of Cyrillic letters each have their own bit, other bytes share the rest; spaces,
    /// tabs and the first bytes of Cyrillic letters (in every Russian word) are left out.
    static func signature<S: Sequence<UInt8>>(_ bytes: S) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in bytes {
            let bit = signatureBit[Int(byte)]
            if bit < 64 { low |= 1 << UInt64(bit) } else if bit < 128 { high |= 1 << UInt64(bit - 64) }
        }
        return (low, high)
    }

    /// The signature bit of each byte value; 255 for bytes left out.
    private static let signatureBit: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x61...0x7A: UInt8(byte - 0x61)  // a–z: 0–25
        case 0x30...0x39: UInt8(byte - 0x30 + 26)  // 0–9: 26–35
        case 0x80...0xBF: UInt8(byte - 0x80 + 36)  // second bytes of letters: 36–99
        case 0x09, 0x20, 0xD0, 0xD1: 255
        default: UInt8(100 + byte % 28)  // anything else: 100–127
        }
    }

    /// The details line of `sight`: id, address, about.
    static func detailsLine(_ sight: Sight) -> String {
        [sight.id, sight.address ?? "", sight.about ?? ""].map(clean).joined(separator: "\t") + "\n"
    }
}
