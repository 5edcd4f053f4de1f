import Crypto

/// age's payload: ChaCha20-Poly1305 in the STREAM construction, 64 KiB chunks, each nonce an 11-byte counter and a
/// last-chunk flag.
enum AgePayload {
    static let chunk = 64 * 1024
    static let sealedChunk = chunk + 16

    /// The payload key: HKDF-SHA256 of the file key, salted with the payload's nonce.
    static func key(_ fileKey: SymmetricKey, nonce: ArraySlice<UInt8>) -> SymmetricKey {
        HKDF<SHA256>.deriveKey(
            inputKeyMaterial: fileKey, salt: Array(nonce), info: Array("payload".utf8), outputByteCount: 32)
    }

    /// The nonce of chunk `counter` (from 0).
    static func nonce(_ counter: Int, last: Bool) -> ChaChaPoly.Nonce {
        var bytes = [UInt8](repeating: 0, count: 12)
        for index in 0..<8 { bytes[10 - index] = UInt8(truncatingIfNeeded: counter >> (8 * index)) }
        bytes[11] = last ? 1 : 0
        // Twelve bytes are always a valid ChaCha20-Poly1305 nonce.
        return try! ChaChaPoly.Nonce(data: bytes)
    }

    /// `plaintext` in sealed chunks; the last one is flagged, and empty only when the plaintext is.
    static func seal(_ plaintext: [UInt8], key: SymmetricKey) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(plaintext.count + (plaintext.count / chunk + 1) * 16)
        var start = 0
        var counter = 0
        repeat {
            let end = min(start + chunk, plaintext.count)
            let last = end == plaintext.count
            // Sealing with a 32-byte key and a valid nonce does not fail.
            let box = try! ChaChaPoly.seal(plaintext[start..<end], using: key, nonce: nonce(counter, last: last))
            out += box.ciphertext
            out += box.tag
            (start, counter) = (end, counter + 1)
        } while start < plaintext.count
        return out
    }

    /// The plaintext of `sealed`: every chunk authenticated, the last one flagged, nothing after it.
    static func open(_ sealed: ArraySlice<UInt8>, key: SymmetricKey) throws(AgeError) -> [UInt8] {
        guard !sealed.isEmpty else { throw .truncated }
        var out: [UInt8] = []
        out.reserveCapacity(sealed.count)
        var start = sealed.startIndex
        var counter = 0
        while start < sealed.endIndex {
            let end = min(start + sealedChunk, sealed.endIndex)
            guard end - start >= 16 else { throw .truncated }
            let piece = sealed[start..<end]
            let atEnd = end == sealed.endIndex
            var plain = openChunk(piece, key: key, counter: counter, last: atEnd)
            if plain == nil, !atEnd {
                // A full chunk may be the last one; then nothing may follow it.
                plain = openChunk(piece, key: key, counter: counter, last: true)
                if plain != nil { throw .trailingData }
            }
            guard let opened = plain else { throw .payloadAltered(counter + 1) }
            if atEnd, opened.isEmpty, counter > 0 { throw .payloadAltered(counter + 1) }
            out += opened
            (start, counter) = (end, counter + 1)
        }
        return out
    }

    static func openChunk(_ piece: ArraySlice<UInt8>, key: SymmetricKey, counter: Int, last: Bool) -> [UInt8]? {
        guard
            let box = try? ChaChaPoly.SealedBox(
                nonce: nonce(counter, last: last), ciphertext: piece.dropLast(16), tag: piece.suffix(16)),
            let plain = try? ChaChaPoly.open(box, using: key)
        else { return nil }
        return Array(plain)
    }
}
