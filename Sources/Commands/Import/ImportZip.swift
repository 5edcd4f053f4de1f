import Core
import LiveStorage
import Storage

/// An app's export that is a zip, held whole: its directory read by `ZipArchive`, its entries unpacked by zlib, at
/// most `mostUnpacked` bytes in all.
struct ImportZip {
    /// The most bytes unpacked from one zip, every entry read together.
    static let mostUnpacked = 256 << 20

    let bytes: [UInt8]
    let archive: ZipArchive
    /// The zip, as the refusals name it.
    let shown: String
    private var unpacked = 0

    init(_ bytes: [UInt8], shown: String) throws {
        (self.bytes, self.shown) = (bytes, shown)
        archive = try ZipArchive(bytes, file: shown)
    }

    /// Whether `bytes` start as a zip does.
    static func isZip(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x50, 0x4B]) }

    /// The bytes of `entry`, unpacked and checked against its checksum.
    mutating func unpack(_ entry: ZipArchive.Entry) throws -> [UInt8] {
        unpacked += entry.size
        guard unpacked <= Self.mostUnpacked else {
            throw ImportCommandError.unpacking(shown, ControlCharacters.visible(entry.name), .tooLarge)
        }
        do {
            return try Zlib.unpack(bytes[entry.packed], method: entry.method, size: entry.size, crc32: entry.crc32)
        } catch { throw ImportCommandError.unpacking(shown, ControlCharacters.visible(entry.name), error) }
    }
}
