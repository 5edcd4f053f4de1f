import Storage

/// How a sealed remote lays out its files, and what each holds once opened. Names leak no more than a machine's
/// name and a number: `_keys/N.age` (the keyring's generation N), `MACHINE/0.age` (the machine's list of its files)
/// and `MACHINE/S.age` (its file number S). Each plaintext names its own place, checked when it is opened, so a
/// file moved, swapped or put back from an older push is refused.
enum SealedLayout {
    /// The name of a machine's file `seq` (0: its list).
    static func file(_ machine: String, _ seq: Int) -> String { "\(machine)/\(seq).age" }
    /// The name of the keyring of generation `generation`.
    static func keys(_ generation: Int) -> String { "_keys/\(generation).age" }

    /// The number a file's name `S.age` holds; nil for any other name.
    static func number(_ name: Substring) -> Int? {
        guard name.hasSuffix(".age"), let number = Int(name.dropLast(4)), number >= 0, "\(number).age" == name
        else { return nil }
        return number
    }

    /// The largest file a sealed remote's file may be: a log's largest part, plus age's overhead.
    static func largest(for path: String) -> Int {
        SyncLimits.largestFile(for: path) + SyncLimits.largestFile(for: path) / 64 + 4096
    }
    /// The largest list or keyring.
    static let largestList = 16 << 20

    /// The README of a sealed remote: all it says in clear.
    static let readme = Data(
        """
        This repository is kept by coach's 'sync' (see 'coach help sync'), encrypted with age
        (age-encryption.org/v1). _keys/N.age: who may read it; MACHINE/0.age: the list of a machine's
        files; MACHINE/N.age: its files. Do not edit these files by hand.

        """.utf8)
}

/// The first line of a log's plaintext: where it belongs.
struct SealedLogHeader: Codable, Equatable {
    var coach = "sealed-log"
    var machine: String
    var seq: Int
    var path: String
}

/// A machine's list of its files: the plaintext of `MACHINE/0.age`.
struct SealedList: Codable, Equatable {
    var coach = "sealed-list"
    var machine: String
    var seq = 0
    var generation: Int
    var files: [SealedListed]
    /// The machine's public key, so that `sync keys remove MACHINE` finds it; nil for a passphrase.
    var key: String?
    /// The remote's commit the machine had taken in when it sent this list: its view of the other machines' logs,
    /// which tells each of them what of its own log it has seen (compaction's `seenByAll`).
    var opened: String?
}

/// One file a machine's list names: its number, the log it holds, and the SHA-256 of its ciphertext.
struct SealedListed: Codable, Equatable {
    var seq: Int
    var path: String
    var sha256: String
}

extension SealedLayout {
    /// `value` as one line of JSON.
    static func line(_ value: some Encodable) -> Data { Data(JSONWriter.line(SealedFiles.encoded(value)).utf8) }

    /// `T` read from `bytes`; nil when they are not one.
    static func read<T: Decodable>(_ type: T.Type, _ bytes: some Collection<UInt8>) -> T? {
        guard let value = try? JSONValue(parsing: bytes) else { return nil }
        return try? ValueDecoder.decode(T.self, from: value)
    }

    /// A log's plaintext: its header line, then its bytes.
    static func plaintext(_ header: SealedLogHeader, _ bytes: Data) -> Data { line(header) + Data([0x0A]) + bytes }

    /// The header and bytes of a log's plaintext; nil when it has no header line.
    static func log(_ plaintext: Data) -> (SealedLogHeader, Data)? {
        guard let newline = plaintext.firstIndex(of: 0x0A),
            let header = read(SealedLogHeader.self, plaintext[plaintext.startIndex..<newline]),
            header.coach == "sealed-log"
        else { return nil }
        return (header, Data(plaintext[(newline + 1)...]))
    }
}
