/// Why a zone file did not read.
public struct ZoneFileError: Error, Equatable, Sendable {
    public let reason: String
    public init(reason: String) { self.reason = reason }
}

extension ZoneRules {
    /// Reads a TZif file (RFC 8536, versions 1 to 4): its table of changes in 64-bit time when it has
    /// one, and its closing TZ rule for the years after the table.
    public init(zoneFile bytes: some Collection<UInt8>, identifier: String) throws(ZoneFileError) {
        var reader = ZoneFileReader(bytes: Array(bytes))
        let first = try reader.header()
        if first.version >= 2 {
            // Skip the 32-bit table for the 64-bit one that follows it.
            try reader.skip(first.tableLength(timeSize: 4))
            let second = try reader.header()
            try self.init(reader: &reader, header: second, timeSize: 8, identifier: identifier)
        } else {
            try self.init(reader: &reader, header: first, timeSize: 4, identifier: identifier)
        }
    }

    private init(reader: inout ZoneFileReader, header: ZoneFileReader.Header, timeSize: Int, identifier: String)
        throws(ZoneFileError)
    {
        var changes: [Int64] = []
        changes.reserveCapacity(header.transitions)
        for _ in 0..<header.transitions {
            let time = try reader.integer(size: timeSize)
            if let last = changes.last, time <= last { throw ZoneFileError(reason: "its changes are out of order") }
            changes.append(time)
        }
        let kinds = try (0..<header.transitions).map { _ throws(ZoneFileError) in try reader.byte() }
        var types: [Int32] = []
        for _ in 0..<header.types {
            let offset = try reader.integer(size: 4)
            guard abs(offset) < 26 * 3600 else {
                throw ZoneFileError(reason: "an offset of \(offset) s is out of range")
            }
            types.append(Int32(offset))
            try reader.skip(2)
        }
        guard kinds.allSatisfy({ Int($0) < types.count }) else {
            throw ZoneFileError(reason: "a change names a missing kind of time")
        }
        try reader.skip(
            header.abbreviationBytes + header.leapSeconds * (timeSize + 4) + header.standardFlags + header.utcFlags)
        var rule: ZoneRule?
        if header.version >= 2, let footer = reader.footer(), !footer.isEmpty {
            rule = ZoneRule(footer)
        }
        self.init(
            identifier: identifier, changes: changes, offsets: kinds.map { types[Int($0)] }, initial: types.first ?? 0,
            rule: rule)
    }
}

/// The bytes of a zone file, read in order with every length checked.
struct ZoneFileReader {
    struct Header {
        let version: Int
        let utcFlags: Int, standardFlags: Int, leapSeconds: Int, transitions: Int, types: Int, abbreviationBytes: Int

        func tableLength(timeSize: Int) -> Int {
            transitions * (timeSize + 1) + types * 6 + abbreviationBytes + leapSeconds * (timeSize + 4) + standardFlags
                + utcFlags
        }
    }

    let bytes: [UInt8]
    var index = 0

    mutating func header() throws(ZoneFileError) -> Header {
        guard bytes.count - index >= 44, bytes[index..<index + 4].elementsEqual("TZif".utf8) else {
            throw ZoneFileError(reason: "it is not a TZif zone file")
        }
        let versionByte = bytes[index + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - 0x30
        guard (1...9).contains(version) else { throw ZoneFileError(reason: "it is not a TZif zone file") }
        index += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            let count = try integer(size: 4)
            guard (0...1_000_000).contains(count) else {
                throw ZoneFileError(reason: "a count of \(count) is out of range")
            }
            counts.append(Int(count))
        }
        guard counts[4] >= 1 else { throw ZoneFileError(reason: "it names no kind of time") }
        return Header(
            version: version, utcFlags: counts[0], standardFlags: counts[1], leapSeconds: counts[2],
            transitions: counts[3], types: counts[4], abbreviationBytes: counts[5])
    }

    mutating func skip(_ count: Int) throws(ZoneFileError) {
        guard count >= 0, bytes.count - index >= count else { throw ZoneFileError(reason: "it ends too soon") }
        index += count
    }

    mutating func byte() throws(ZoneFileError) -> UInt8 {
        guard index < bytes.count else { throw ZoneFileError(reason: "it ends too soon") }
        defer { index += 1 }
        return bytes[index]
    }

    /// A big-endian signed integer of `size` bytes (4 or 8).
    mutating func integer(size: Int) throws(ZoneFileError) -> Int64 {
        guard bytes.count - index >= size else { throw ZoneFileError(reason: "it ends too soon") }
        var value: UInt64 = 0
        for byte in bytes[index..<index + size] { value = value << 8 | UInt64(byte) }
        index += size
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }

    /// The TZ rule between the two newlines that close a version 2+ file.
    func footer() -> Substring? {
        guard index < bytes.count, bytes[index] == 0x0A else { return nil }
        let rest = bytes[(index + 1)...]
        guard let end = rest.firstIndex(of: 0x0A), end - index <= 256 else { return nil }
        return Substring(String(decoding: bytes[(index + 1)..<end], as: UTF8.self))
    }
}
