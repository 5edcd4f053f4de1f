import Storage

/// Why an age file was not read or written; what it says follows "cannot open 'FILE': " or the like.
public enum AgeError: UserFacingError, Equatable {
    /// The file does not start with age's version line.
    case notAge
    /// An age file of a version other than v1.
    case unknownVersion
    /// The file ends inside the header, or before the payload's first chunk.
    case truncated
    /// The header is not as age writes it.
    case badHeader
    /// The header is longer than `AgeHeader.largest`.
    case headerTooLarge
    /// More stanzas than `AgeHeader.mostStanzas`.
    case tooManyStanzas
    /// A scrypt stanza asks for more work than `AgeFile.hardestWorkFactor`; carries its log2 N.
    case workTooHard(Int)
    /// scrypt at this work factor needs more memory than the machine gives.
    case scryptMemory(Int)
    /// The file is encrypted with a passphrase beside other recipients, which age never writes.
    case passphraseBesideKeys
    /// The passphrase does not open the file.
    case wrongPassphrase
    /// The file was encrypted with a passphrase, and keys were given.
    case needsPassphrase
    /// The file was encrypted to keys, and a passphrase was given.
    case needsIdentity
    /// None of the identities given opens the file.
    case otherRecipient
    /// The header's MAC does not match: it was altered.
    case headerAltered
    /// A chunk of the payload does not authenticate; carries its number, from 1.
    case payloadAltered(Int)
    /// Bytes follow the payload's last chunk.
    case trailingData
    /// An empty passphrase.
    case emptyPassphrase
    /// A line of an identity file that is not an `AGE-SECRET-KEY-1…`; 0 when the file has no key at all.
    case notAnIdentity(line: Int)
    /// A line of a recipients file that is not an `age1…` key; 0 when the file has no key at all.
    case notARecipient(line: Int)

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case .notAge: words.tr("it is not an age file")
        case .unknownVersion: words.tr("it is an age file of a version other than v1, which coach does not read")
        case .truncated: words.tr("the file is truncated")
        case .badHeader: words.tr("its age header is damaged")
        case .headerTooLarge:
            words.tr("its age header is longer than %@", FileSize.spoken(AgeHeader.largest))
        case .tooManyStanzas:
            words.tr("its age header names more than %@ recipients", String(AgeHeader.mostStanzas))
        case let .workTooHard(log):
            words.tr(
                "it asks for a passphrase work factor of 2^%@, more than the 2^%@ coach allows; it was not tried",
                String(log), String(AgeFile.hardestWorkFactor))
        case let .scryptMemory(log):
            words.tr("the machine could not give scrypt the memory a work factor of 2^%@ needs", String(log))
        case .passphraseBesideKeys: words.tr("it mixes a passphrase with other recipients, which age never writes")
        case .wrongPassphrase: words.tr("the passphrase is wrong")
        case .needsPassphrase:
            words.tr("it is encrypted with a passphrase; give it at the prompt or with --passphrase-file")
        case .needsIdentity: words.tr("it is encrypted to public keys; give the secret key with --identity FILE")
        case .otherRecipient: words.tr("it is encrypted to other keys: no identity given opens it")
        case .headerAltered: words.tr("its age header was altered (the MAC does not match)")
        case let .payloadAltered(chunk):
            words.tr("its contents were altered or cut short (chunk %@ does not authenticate)", String(chunk))
        case .trailingData: words.tr("data follows the end of its encrypted contents")
        case .emptyPassphrase: words.tr("the passphrase is empty")
        case .notAnIdentity(0): words.tr("it holds no AGE-SECRET-KEY-1… line")
        case let .notAnIdentity(line): words.tr("line %@ is not an AGE-SECRET-KEY-1… key", String(line))
        case .notARecipient(0): words.tr("it holds no age1… line")
        case let .notARecipient(line): words.tr("line %@ is not an age1… public key", String(line))
        }
    }
}
