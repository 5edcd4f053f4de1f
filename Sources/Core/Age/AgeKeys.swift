import Crypto
import Storage

/// A public key a file is encrypted to, written `age1…`.
public struct AgeRecipient: Equatable, Sendable {
    /// The X25519 public key.
    public let key: [UInt8]

    /// The recipient `text` names; nil when it is not an `age1…` key.
    public init?(_ text: String) {
        guard let (prefix, bytes) = Bech32.decode(text), prefix == "age", bytes.count == 32,
            text.first == "a"
        else { return nil }
        key = bytes
    }

    init(key: [UInt8]) { self.key = key }

    /// The key as age writes it.
    public var text: String { Bech32.encode(prefix: "age", key) }
}

/// A secret key that opens files encrypted to its recipient, written `AGE-SECRET-KEY-1…`.
public struct AgeIdentity: Sendable {
    /// The X25519 private key's 32 bytes.
    let secret: [UInt8]

    /// The identity `text` names; nil when it is not an `AGE-SECRET-KEY-1…` key.
    public init?(_ text: String) {
        guard let (prefix, bytes) = Bech32.decode(text), prefix == "age-secret-key-", bytes.count == 32,
            text.first == "A"
        else { return nil }
        secret = bytes
    }

    /// A new identity from 32 bytes of `random`.
    public init(random: inout some RandomNumberGenerator) { secret = AgeRandom.bytes(32, using: &random) }

    /// The key as age writes it.
    public var text: String { Bech32.encode(prefix: "age-secret-key-", secret, upper: true) }

    /// The public key files are encrypted to for this identity.
    public var recipient: AgeRecipient {
        // Any 32 bytes are an X25519 private key (they are clamped when used), so this cannot fail.
        let key = try? Curve25519.KeyAgreement.PrivateKey(rawRepresentation: secret)
        return AgeRecipient(key: Array(key?.publicKey.rawRepresentation ?? Data()))
    }

    /// An identity file as `age-keygen` writes it: when it was made, the public key, the secret key.
    public func file(created: String) -> String {
        "# created: \(created)\n# public key: \(recipient.text)\n\(text)\n"
    }
}

/// Key files as age reads them: one key a line; blank lines and lines starting with `#` are skipped.
public enum AgeKeyFile {
    /// The largest key file read.
    public static let largest = 1024 * 1024

    /// The identities of an identity file (`age -i`).
    public static func identities(_ data: Data) throws(AgeError) -> [AgeIdentity] {
        try keys(data, AgeIdentity.init, problem: AgeError.notAnIdentity)
    }

    /// The recipients of a recipients file (`age -R`).
    public static func recipients(_ data: Data) throws(AgeError) -> [AgeRecipient] {
        try keys(data, AgeRecipient.init, problem: AgeError.notARecipient)
    }

    static func keys<Key>(_ data: Data, _ make: (String) -> Key?, problem: (Int) -> AgeError) throws(AgeError)
        -> [Key]
    {
        var keys: [Key] = []
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (number, line) in lines.enumerated() {
            let text = String(decoding: line, as: UTF8.self).trimmed()
            if text.isEmpty || text.hasPrefix("#") { continue }
            guard let key = make(text) else { throw problem(number + 1) }
            keys.append(key)
        }
        guard !keys.isEmpty else { throw problem(0) }
        return keys
    }
}

/// Random bytes from the generator a caller hands in (the system's, or a seeded one in tests).
enum AgeRandom {
    static func bytes(_ count: Int, using random: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
}
