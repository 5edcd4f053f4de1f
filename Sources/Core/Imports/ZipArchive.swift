import Storage

/// The directory of a zip file held whole (an app's export), read without writing anything: the entries' names are
/// only compared with the names an export has, never made paths. Bounded: at most 10,000 entries, none that would
/// unpack to more than 64 MiB or to more than 1,000 times its packed size (a zip bomb).
public struct ZipArchive: Sendable {
    /// One file in the zip.
    public struct Entry: Sendable, Equatable {
        /// Its path inside the zip, as written there: `001 Floss/Checkmarks.csv`.
        public var name: String
        /// 0 stored, 8 deflated.
        public var method: Int
        public var crc32: UInt32
        /// Its size unpacked, as the zip says.
        public var size: Int
        /// Where its packed bytes are in the zip.
        public var packed: Range<Int>
    }

    /// The most entries read.
    public static let mostEntries = 10_000
    /// The largest entry unpacked.
    public static let largestEntry = 64 << 20

    public let entries: [Entry]

    /// The directory of the zip in `bytes`; `file` names it in a refusal.
    public init(_ bytes: [UInt8], file: String) throws(HistoryImportError) {
        func refuse(_ said: @escaping @Sendable (Messages) -> String) -> HistoryImportError {
            HistoryImportError(file: file, said: said)
        }
        func damaged() -> HistoryImportError {
            refuse { $0.tr("it is not a zip file, or its directory is damaged; give the export as the app wrote it") }
        }
        func number(_ at: Int, _ count: Int) throws(HistoryImportError) -> Int {
            guard at >= 0, at + count <= bytes.count else { throw damaged() }
            var value = 0
            for index in (0..<count).reversed() { value = value << 8 | Int(bytes[at + index]) }
            return value
        }
        // The end of the directory: its signature in the last 22 + 65,535 bytes, the nearest the end first.
        var end: Int?
        var at = bytes.count - 22
        while at >= max(0, bytes.count - 22 - 65_535), end == nil {
            if try number(at, 4) == 0x0605_4B50 { end = at }
            at -= 1
        }
        guard let end else { throw damaged() }
        let count = try number(end + 10, 2)
        var offset = try number(end + 16, 4)
        guard count <= Self.mostEntries else {
            throw refuse { $0.tr("it holds more than 10,000 files, more than an export has") }
        }
        var entries: [Entry] = []
        for _ in 0..<count {
            guard try number(offset, 4) == 0x0201_4B50 else { throw damaged() }
            let (flags, method) = (try number(offset + 8, 2), try number(offset + 10, 2))
            let crc = UInt32(try number(offset + 16, 4))
            let (packedSize, size) = (try number(offset + 20, 4), try number(offset + 24, 4))
            let (nameLength, extra, comment) = (
                try number(offset + 28, 2), try number(offset + 30, 2), try number(offset + 32, 2)
            )
            let local = try number(offset + 42, 4)
            guard offset + 46 + nameLength <= bytes.count else { throw damaged() }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            offset += 46 + nameLength + extra + comment
            let shown = ControlCharacters.visible(String(name.prefix(100)))
            guard flags & 1 == 0, method == 0 || method == 8, packedSize != 0xFFFF_FFFF, size != 0xFFFF_FFFF else {
                throw refuse {
                    $0.tr("'%@' in it is encrypted or packed in a way coach does not read; export it again", shown)
                }
            }
            guard size <= Self.largestEntry, size <= max(packedSize, 1) * 1000 || size <= 1 << 20 else {
                throw refuse {
                    $0.tr(
                        "'%@' in it would unpack to more than coach reads of one file (a zip bomb?); nothing was imported",
                        shown)
                }
            }
            guard try number(local, 4) == 0x0403_4B50 else { throw damaged() }
            let start = local + 30 + (try number(local + 26, 2)) + (try number(local + 28, 2))
            guard start + packedSize <= bytes.count else { throw damaged() }
            entries.append(
                Entry(name: name, method: method, crc32: crc, size: size, packed: start..<(start + packedSize)))
        }
        self.entries = entries
    }

    /// The entry named `name`, compared whole.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }
}
