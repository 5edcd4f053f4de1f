/// One recipient stanza of an age header: `-> TYPE ARG…` and a base64 body wrapped at 64 columns.
public struct AgeStanza: Equatable, Sendable {
    /// The first argument: `X25519`, `scrypt`, or another program's type (skipped).
    public var type: String
    /// The arguments after the type.
    public var arguments: [String]
    /// The body's bytes.
    public var body: [UInt8]

    public init(type: String, arguments: [String], body: [UInt8]) {
        (self.type, self.arguments, self.body) = (type, arguments, body)
    }

    /// The stanza's lines as age writes them: the body's last line is shorter than 64 columns, empty if need be.
    var text: String {
        var lines = "-> " + ([type] + arguments).joined(separator: " ") + "\n"
        var rest = Substring(AgeBase64.encode(body))
        while rest.count >= 64 {
            lines += rest.prefix(64) + "\n"
            rest = rest.dropFirst(64)
        }
        return lines + rest + "\n"
    }
}

/// An age v1 header: the version line, the stanzas, and the MAC over all before it.
public struct AgeHeader: Equatable, Sendable {
    /// The first line of every age v1 file.
    public static let versionLine = "age-encryption.org/v1"
    /// The largest header read, in bytes: a hostile file cannot make coach read on without end.
    public static let largest = 64 * 1024
    /// The most stanzas read or written.
    public static let mostStanzas = 256

    public var stanzas: [AgeStanza]
    /// The header's MAC (32 bytes).
    public var mac: [UInt8]
    /// The bytes the MAC covers: from the version line to `---`, without the space after it.
    public var covered: [UInt8]
    /// Where the payload starts in the file.
    public var payloadStart: Int

    /// The header at the start of `file`, checked line by line.
    public init(reading file: [UInt8]) throws(AgeError) {
        let family = Array("age-encryption.org/".utf8)
        guard file.starts(with: family) || family.starts(with: file.prefix(family.count)) else { throw .notAge }
        var lines = HeaderLines(file: file)
        guard let version = try lines.next() else { throw .truncated }
        guard version.elementsEqual(Self.versionLine.utf8) else {
            throw version.starts(with: "age-encryption.org/".utf8) ? .unknownVersion : .notAge
        }
        var stanzas: [AgeStanza] = []
        while true {
            guard let line = try lines.next() else { throw .truncated }
            if line.starts(with: "---".utf8) {
                guard line.count == 47, line[line.startIndex + 3] == UInt8(ascii: " "),
                    let mac = AgeBase64.decode(line.dropFirst(4)), mac.count == 32
                else { throw .badHeader }
                guard !stanzas.isEmpty else { throw .badHeader }
                (self.stanzas, self.mac) = (stanzas, mac)
                covered = Array(file[..<(line.startIndex + 3)])
                payloadStart = line.endIndex + 1
                return
            }
            guard line.starts(with: "-> ".utf8), stanzas.count < Self.mostStanzas else {
                throw stanzas.count < Self.mostStanzas ? .badHeader : .tooManyStanzas
            }
            let words = line.dropFirst(3).split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 >= 33 && $0 <= 126 } }) else {
                throw .badHeader
            }
            var body: [UInt8] = []
            while true {
                guard let bodyLine = try lines.next() else { throw .truncated }
                guard bodyLine.count <= 64 else { throw .badHeader }
                body += bodyLine
                if bodyLine.count < 64 { break }
            }
            guard let bytes = AgeBase64.decode(body) else { throw .badHeader }
            let texts = words.map { String(decoding: $0, as: UTF8.self) }
            stanzas.append(AgeStanza(type: texts[0], arguments: Array(texts.dropFirst()), body: bytes))
        }
    }

    /// The header's text up to `---` (what the MAC covers) for `stanzas`.
    public static func covered(_ stanzas: [AgeStanza]) -> [UInt8] {
        Array((versionLine + "\n" + stanzas.map(\.text).joined() + "---").utf8)
    }
}

/// The lines of a header, each without its line break, no further than `AgeHeader.largest` bytes.
struct HeaderLines {
    let file: [UInt8]
    var position = 0

    /// The next line; nil when the file ends before its line break.
    mutating func next() throws(AgeError) -> ArraySlice<UInt8>? {
        let end = min(file.count, AgeHeader.largest)
        guard let lineEnd = file[position..<end].firstIndex(of: UInt8(ascii: "\n")) else {
            if end < file.count { throw .headerTooLarge }
            return nil
        }
        defer { position = lineEnd + 1 }
        return file[position..<lineEnd]
    }
}
