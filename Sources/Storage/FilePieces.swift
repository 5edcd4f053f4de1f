/// Where a `FilePieces` reads its bytes: an open file (LiveStorage's `FileSource`, which closes it when done).
public protocol ByteSource: AnyObject {
    /// The next bytes, at most `count` of them; none at the end.
    func read(upTo count: Int) throws(FilePieces.Failure) -> [UInt8]
}

/// A file read a piece at a time, so that its size never bounds the memory spent on it: an import of
/// 256 MiB, a document of every imported place. Bytes already in memory can be read the same way.
public final class FilePieces {
    /// Why the next piece could not be had.
    public enum Failure: Error, Equatable {
        /// The system refused; its reason in plain words.
        case unreadable(reason: String)
        /// The file holds more than the reader's limit: the bytes seen so far, at least one past it.
        case tooLarge(size: Int)
        /// With `checksText`, the bytes are not UTF-8.
        case notUTF8
    }

    /// How much is read at once: large enough that the system calls cost nothing, small beside the memory goal.
    public static let pieceSize = 1 << 20

    private let source: (any ByteSource)?
    private let bytes: Data
    private let size: Int
    /// How many bytes a piece holds at most.
    public var pieceSize: Int { size }
    private let limit: Int
    /// The file's path, for messages.
    public var path = ""
    /// The document's path in the replica that syncs it, if one does: asked only when the file turns out
    /// damaged (`damaged`), and set by the store that gave the pieces.
    public var syncedAs: () -> String? = { nil }
    /// How many bytes were read so far.
    public private(set) var bytesRead = 0
    /// Whether the bytes must be UTF-8: each piece then ends between two characters, and bytes that are
    /// not UTF-8 stop the reading (`notUTF8`).
    public var checksText = false
    /// The start of a character that the end of the last piece cut, read again with the next.
    private var cut: [UInt8] = []
    /// A failure met past the bytes already handed out, thrown when more are asked for.
    private var failureAhead: Failure?
    /// Bytes put back, handed out first.
    private var returned: [UInt8] = []

    /// The bytes `source` gives (an open file, closed with this reader), read no further than one byte past `limit`.
    public init(source: any ByteSource, limit: Int = .max, pieceSize: Int = FilePieces.pieceSize) {
        (self.source, bytes, self.limit, size) = (source, Data(), limit, max(1, pieceSize))
    }

    /// `data`, in pieces of `pieceSize` bytes (small pieces let a test or the fuzzer cut anywhere).
    public init(_ data: Data, pieceSize: Int = FilePieces.pieceSize, limit: Int = .max) {
        (source, bytes, self.limit, size) = (nil, data, limit, max(1, pieceSize))
    }

    /// Why the file is `damaged` (`StoreError.damaged`), and whether it syncs.
    public func damaged(_ detail: String) -> StoreError {
        .damaged(path: path, detail: detail, syncedAs: syncedAs())
    }

    /// The next piece, or nil at the end of the file.
    public func next() throws(Failure) -> [UInt8]? {
        if !returned.isEmpty {
            defer { returned = [] }
            return returned
        }
        guard checksText else { return try read() }
        if let failureAhead { throw failureAhead }
        while true {
            guard var piece = try read() else {
                guard cut.isEmpty else { throw .notUTF8 }
                return nil
            }
            if !cut.isEmpty { piece = cut + piece }
            let whole = Self.wholeCharacters(piece)
            cut = Array(piece[whole...])
            piece.removeSubrange(whole...)
            if String(validating: piece, as: UTF8.self) == nil {
                // The bytes before the first that is not UTF-8 are handed out first, so that a mistake earlier in
                // the file is the one reported, wherever the pieces were cut.
                let valid = Self.validPrefix(piece)
                failureAhead = .notUTF8
                guard valid > 0 else { throw .notUTF8 }
                piece.removeSubrange(valid...)
                return piece
            }
            if !piece.isEmpty { return piece }
        }
    }

    /// Puts back what `next` gave, to be handed out again first: bytes looked at to decide how to read the file.
    public func putBack(_ piece: [UInt8]) {
        returned = piece + returned
    }

    /// Every remaining byte, for a file known to be small.
    public func rest() throws(Failure) -> Data {
        var data = Data()
        while let piece = try next() { data.append(contentsOf: piece) }
        return data
    }

    /// How many bytes of `piece` hold whole characters: all but a last character that a later piece finishes.
    static func wholeCharacters(_ piece: [UInt8]) -> Int {
        var start = piece.count
        // A character is at most four bytes: look back for the first byte of the last one.
        while start > max(0, piece.count - 4) {
            start -= 1
            let byte = piece[start]
            guard byte & 0xC0 == 0x80 else {
                let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                return piece.count - start < length ? start : piece.count
            }
        }
        return piece.count
    }

    /// How many bytes at the start of `piece` are UTF-8 (RFC 3629: no overlong forms, surrogates or values
    /// past U+10FFFF).
    static func validPrefix(_ piece: [UInt8]) -> Int {
        var index = 0
        while index < piece.count {
            let lead = piece[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The character's length and the range its second byte must be in.
            let (length, second): (Int, ClosedRange<UInt8>)
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= piece.count, second.contains(piece[index + 1]),
                piece[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
            else { return index }
            index += length
        }
        return piece.count
    }

    /// The next bytes as they are in the file.
    private func read() throws(Failure) -> [UInt8]? {
        guard bytesRead <= limit else { throw .tooLarge(size: bytesRead) }
        let wanted = limit - bytesRead < size ? limit - bytesRead + 1 : size
        let piece: [UInt8]
        if let source {
            piece = try source.read(upTo: wanted)
        } else {
            let start = bytes.startIndex + bytesRead
            piece = [UInt8](bytes[start..<min(start + wanted, bytes.endIndex)])
        }
        guard !piece.isEmpty else { return nil }
        bytesRead += piece.count
        if bytesRead > limit { throw .tooLarge(size: bytesRead) }
        return piece
    }
}
