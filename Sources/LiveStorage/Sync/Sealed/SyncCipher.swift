import Storage

/// The age encryption a sealed remote is written with, given by the layer that has it (LiveStorage holds no
/// cryptography): keys are `age1…` and `AGE-SECRET-KEY-1…` texts, and a failure is told in English words that the
/// message catalog translates.
public protocol SyncCipher: Sendable {
    /// `plaintext` as an age file to the public keys `recipients`.
    func seal(_ plaintext: Data, to recipients: [String]) throws(SyncError) -> Data
    /// `plaintext` as an age file opened with `passphrase` (scrypt).
    func seal(_ plaintext: Data, passphrase: [UInt8]) throws(SyncError) -> Data
    /// The plaintext of the age file `ciphertext`, opened with the first of `identities` that opens it; or why not.
    func open(_ ciphertext: Data, with identities: [String]) -> Result<Data, SealedRefusal>
    /// The plaintext of the age file `ciphertext`, opened with `passphrase`; or why not.
    func open(_ ciphertext: Data, passphrase: [UInt8]) -> Result<Data, SealedRefusal>
    /// Whether `ciphertext` opens with a passphrase rather than keys.
    func needsPassphrase(_ ciphertext: Data) -> Bool
    /// The SHA-256 of `bytes`, in hex.
    func digest(_ bytes: Data) -> String
    /// A new secret key.
    func newIdentity() -> String
    /// The public key of the secret key `identity`; nil when it is not one.
    func recipient(of identity: String) -> String?
}

/// Why a file of a sealed remote was not taken in, in English (the catalog has each wording).
public struct SealedRefusal: Error, Equatable, Sendable {
    /// What is wrong with it: `it is encrypted to other keys: no identity given opens it`.
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// How `sync init` seals a new remote, or how `sync clone` opens one.
public enum SyncSealing: Sendable {
    /// A new remote encrypted to `recipients` and this machine's key `identity` (a secret key).
    case keys(recipients: [String], identity: String)
    /// A new remote, or one being joined, opened with a passphrase.
    case passphrase([UInt8])
    /// A remote being joined with this machine's secret key.
    case identity(String)
}
