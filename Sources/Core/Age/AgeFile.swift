import Crypto
import CryptoExtras
import Storage

/// How a file is sealed: to public keys, or with a passphrase (scrypt).
public enum AgeSeal: Sendable {
    case recipients([AgeRecipient])
    case passphrase([UInt8])
}

/// An age v1 file (age-encryption.org/v1): read with its header checked, opened with identities or a passphrase;
/// or made from plaintext. The whole file is in memory; the callers bound its size.
public struct AgeFile: Sendable {
    /// The scrypt work factor (log2 N) coach writes, as age does.
    public static let workFactor = 18
    /// The largest work factor read, as age allows: 2^22 takes 4 GiB and seconds, more is refused untried.
    public static let hardestWorkFactor = 22
    /// Whether `bytes` begin as an age file does.
    public static func looksLikeAge(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: (AgeHeader.versionLine + "\n").utf8)
    }

    let bytes: [UInt8]
    let header: AgeHeader

    /// The age file `bytes`, its header read; nothing is decrypted yet.
    public init(_ bytes: [UInt8]) throws(AgeError) {
        self.bytes = bytes
        header = try AgeHeader(reading: bytes)
        if header.stanzas.contains(where: { $0.type == "scrypt" }), header.stanzas.count > 1 {
            throw .passphraseBesideKeys
        }
    }

    /// Whether the file opens with a passphrase rather than identities.
    public var needsPassphrase: Bool { header.stanzas.first?.type == "scrypt" }

    /// The plaintext, opened with the first identity that unwraps the file key.
    public func open(with identities: [AgeIdentity]) throws(AgeError) -> [UInt8] {
        guard !needsPassphrase else { throw .needsPassphrase }
        for stanza in header.stanzas where stanza.type == "X25519" {
            for identity in identities {
                if let fileKey = try AgeRecipientStanza.unwrap(stanza, with: identity) { return try payload(fileKey) }
            }
        }
        throw .otherRecipient
    }

    /// The plaintext, opened with `passphrase`.
    public func open(passphrase: [UInt8]) throws(AgeError) -> [UInt8] {
        guard let stanza = header.stanzas.first, needsPassphrase else { throw .needsIdentity }
        guard !passphrase.isEmpty else { throw .emptyPassphrase }
        guard let fileKey = try AgeRecipientStanza.unwrap(stanza, passphrase: passphrase) else {
            throw .wrongPassphrase
        }
        return try payload(fileKey)
    }

    /// The payload, once the header's MAC is checked with `fileKey`.
    func payload(_ fileKey: SymmetricKey) throws(AgeError) -> [UInt8] {
        let macKey = HKDF<SHA256>.deriveKey(
            inputKeyMaterial: fileKey, info: Array("header".utf8), outputByteCount: 32)
        guard HMAC<SHA256>.isValidAuthenticationCode(header.mac, authenticating: header.covered, using: macKey) else {
            throw .headerAltered
        }
        let start = header.payloadStart
        guard bytes.count >= start + 16 else { throw .truncated }
        let key = AgePayload.key(fileKey, nonce: bytes[start..<(start + 16)])
        return try AgePayload.open(bytes[(start + 16)...], key: key)
    }

    /// `plaintext` sealed as an age file, with keys and nonces from `random`.
    public static func seal(_ plaintext: [UInt8], _ seal: AgeSeal, random: inout some RandomNumberGenerator)
        throws(AgeError) -> [UInt8]
    {
        let fileKey = SymmetricKey(data: AgeRandom.bytes(16, using: &random))
        let stanzas: [AgeStanza]
        switch seal {
        case let .recipients(recipients):
            guard recipients.count <= AgeHeader.mostStanzas else { throw .tooManyStanzas }
            stanzas = recipients.map { AgeRecipientStanza.wrap(fileKey, to: $0, random: &random) }
        case let .passphrase(passphrase):
            guard !passphrase.isEmpty else { throw .emptyPassphrase }
            stanzas = [try AgeRecipientStanza.wrap(fileKey, passphrase: passphrase, random: &random)]
        }
        let covered = AgeHeader.covered(stanzas)
        let macKey = HKDF<SHA256>.deriveKey(inputKeyMaterial: fileKey, info: Array("header".utf8), outputByteCount: 32)
        let mac = Array(HMAC<SHA256>.authenticationCode(for: covered, using: macKey))
        let nonce = AgeRandom.bytes(16, using: &random)
        let key = AgePayload.key(fileKey, nonce: nonce[...])
        return covered + Array((" " + AgeBase64.encode(mac) + "\n").utf8) + nonce + AgePayload.seal(plaintext, key: key)
    }
}
