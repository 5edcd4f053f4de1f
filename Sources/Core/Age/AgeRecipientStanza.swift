import Crypto
import CryptoExtras

/// The two recipient stanzas of age v1: `X25519` (a public key) and `scrypt` (a passphrase). Each wraps the 16-byte
/// file key with ChaCha20-Poly1305 under a key of its own, at nonce zero.
enum AgeRecipientStanza {
    static let x25519Label = Array("age-encryption.org/v1/X25519".utf8)
    static let scryptLabel = Array("age-encryption.org/v1/scrypt".utf8)

    /// The `X25519` stanza that gives `fileKey` to `recipient`, from an ephemeral key drawn from `random`.
    static func wrap(_ fileKey: SymmetricKey, to recipient: AgeRecipient, random: inout some RandomNumberGenerator)
        -> AgeStanza
    {
        // Any 32 bytes make a private key; a recipient's 32 bytes a public one; agreement with them does not fail but
        // for a low-order point, which an age1 key decoded from Bech32 can still be: then the zero secret is refused.
        while true {
            guard
                let ephemeral = try? Curve25519.KeyAgreement.PrivateKey(
                    rawRepresentation: AgeRandom.bytes(32, using: &random)),
                let theirs = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: recipient.key),
                let shared = try? ephemeral.sharedSecretFromKeyAgreement(with: theirs)
            else { continue }
            let share = Array(ephemeral.publicKey.rawRepresentation)
            let key = shared.hkdfDerivedSymmetricKey(
                using: SHA256.self, salt: share + recipient.key, sharedInfo: x25519Label, outputByteCount: 32)
            return AgeStanza(type: "X25519", arguments: [AgeBase64.encode(share)], body: seal(fileKey, with: key))
        }
    }

    /// The file key `stanza` gives `identity`; nil when it is for another key.
    static func unwrap(_ stanza: AgeStanza, with identity: AgeIdentity) throws(AgeError) -> SymmetricKey? {
        guard stanza.arguments.count == 1, let share = AgeBase64.decode(Array(stanza.arguments[0].utf8)),
            share.count == 32, stanza.body.count == 32
        else { throw .badHeader }
        guard let ours = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: identity.secret),
            let theirs = try? Curve25519.KeyAgreement.PublicKey(rawRepresentation: share),
            let shared = try? ours.sharedSecretFromKeyAgreement(with: theirs)
        else { throw .badHeader }
        let zero = shared.withUnsafeBytes { $0.allSatisfy { $0 == 0 } }
        guard !zero else { throw .badHeader }
        let key = shared.hkdfDerivedSymmetricKey(
            using: SHA256.self, salt: share + identity.recipient.key, sharedInfo: x25519Label, outputByteCount: 32)
        return open(stanza.body, with: key)
    }

    /// The `scrypt` stanza that gives `fileKey` to whoever knows `passphrase`.
    static func wrap(_ fileKey: SymmetricKey, passphrase: [UInt8], random: inout some RandomNumberGenerator)
        throws(AgeError) -> AgeStanza
    {
        let salt = AgeRandom.bytes(16, using: &random)
        guard let key = scryptKey(passphrase, salt: salt, workFactor: AgeFile.workFactor) else {
            throw .scryptMemory(AgeFile.workFactor)
        }
        return AgeStanza(
            type: "scrypt", arguments: [AgeBase64.encode(salt), String(AgeFile.workFactor)],
            body: seal(fileKey, with: key))
    }

    /// The file key `stanza` gives for `passphrase`; nil when the passphrase is wrong.
    static func unwrap(_ stanza: AgeStanza, passphrase: [UInt8]) throws(AgeError) -> SymmetricKey? {
        guard stanza.arguments.count == 2, let salt = AgeBase64.decode(Array(stanza.arguments[0].utf8)),
            salt.count == 16, let work = workFactor(stanza.arguments[1]), stanza.body.count == 32
        else { throw .badHeader }
        guard work <= AgeFile.hardestWorkFactor else { throw .workTooHard(work) }
        guard let key = scryptKey(passphrase, salt: salt, workFactor: work) else { throw .scryptMemory(work) }
        return open(stanza.body, with: key)
    }

    /// A work factor as age writes it: decimal digits, no leading zero, 1 or more; nil otherwise (or above 64).
    static func workFactor(_ text: String) -> Int? {
        guard let first = text.first, first != "0", text.count <= 2, text.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(text)
    }

    /// scrypt(passphrase, label ‖ salt, N = 2^work, r = 8, p = 1); nil if the machine cannot give the memory.
    static func scryptKey(_ passphrase: [UInt8], salt: [UInt8], workFactor work: Int) -> SymmetricKey? {
        try? KDF.Scrypt.deriveKey(
            from: passphrase, salt: scryptLabel + salt, outputByteCount: 32, rounds: 1 << work, blockSize: 8,
            parallelism: 1)
    }

    /// Twelve zero bytes: each stanza's key wraps one file key only.
    static let zeroNonce = AgePayload.nonce(0, last: false)

    /// The 16-byte file key sealed under `key`: 32 bytes with the tag.
    static func seal(_ fileKey: SymmetricKey, with key: SymmetricKey) -> [UInt8] {
        let plain = fileKey.withUnsafeBytes { Array($0) }
        // A 32-byte key and a 12-byte nonce: sealing does not fail.
        let box = try! ChaChaPoly.seal(plain, using: key, nonce: zeroNonce)
        return Array(box.ciphertext) + Array(box.tag)
    }

    /// The file key in a stanza's 32-byte `body`; nil when `key` does not open it.
    static func open(_ body: [UInt8], with key: SymmetricKey) -> SymmetricKey? {
        guard let box = try? ChaChaPoly.SealedBox(nonce: zeroNonce, ciphertext: body.prefix(16), tag: body.suffix(16)),
            let plain = try? ChaChaPoly.open(box, using: key), plain.count == 16
        else { return nil }
        return SymmetricKey(data: plain)
    }
}
