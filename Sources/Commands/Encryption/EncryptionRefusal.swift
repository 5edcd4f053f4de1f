import Core
import Storage

/// Why a file was not encrypted or decrypted, or a key not made; nothing was written.
enum EncryptionRefusal: UserFacingError, Equatable {
    /// An encrypted file that does not open; carries its name as typed and why.
    case cannotDecrypt(String, AgeError)
    /// Encryption failed (too many recipients, no memory for scrypt).
    case cannotEncrypt(AgeError)
    /// A key file (`--identity`, `--recipients-file`) that does not read as one; carries its path and why.
    case badKeyFile(String, AgeError)
    /// A key or passphrase file that cannot be read; carries its path as typed and why.
    case cannotReadFile(String, OutsideReadProblem)
    /// The passphrase file's first line is empty, or only Enter was pressed.
    case emptyPassphrase
    /// The passphrase typed the second time differs from the first.
    case passphrasesDiffer
    /// A passphrase is to be asked and no terminal is there.
    case noTerminal
    /// Ctrl-C or the end of input at the passphrase prompt.
    case cancelled
    /// `--passphrase-file -` outside one-shot use, where standard input is the script or the terminal.
    case standardInputIsTheScript
    /// `export --output -` with encryption: the files go to a folder.
    case encryptedToStandardOutput
    /// The identity file `keygen` would write exists; carries its path.
    case identityExists(String)

    var message: String { message(in: .english) }

    func message(in words: Messages) -> String {
        switch self {
        case let .cannotDecrypt(name, problem):
            words.tr(
                "cannot decrypt '%@': %@; nothing was restored", ControlCharacters.visible(name),
                problem.message(in: words))
        case let .cannotEncrypt(problem):
            words.tr("cannot encrypt: %@; nothing was written", problem.message(in: words))
        case let .badKeyFile(path, problem):
            words.tr("'%@' is not a key file: %@", ControlCharacters.visible(path), problem.message(in: words))
        case let .cannotReadFile(path, .missing):
            words.tr("cannot read '%@': no such file", ControlCharacters.visible(path))
        case let .cannotReadFile(path, .folder):
            words.tr("'%@' is a folder, not a file", ControlCharacters.visible(path))
        case let .cannotReadFile(path, .unreadable(reason)):
            words.tr("cannot read '%@': %@", ControlCharacters.visible(path), reason)
        case let .cannotReadFile(path, .tooLarge(_, limit)):
            words.tr(
                "'%@' is larger than a key file can be (%@)", ControlCharacters.visible(path), FileSize.spoken(limit))
        case .emptyPassphrase: words.tr("the passphrase is empty; nothing was done")
        case .passphrasesDiffer: words.tr("the two passphrases differ; nothing was written")
        case .noTerminal:
            words.tr("a passphrase is asked at a terminal; without one, give --passphrase-file FILE")
        case .cancelled: words.tr("no passphrase was given; nothing was done")
        case .standardInputIsTheScript:
            words.tr(
                "'--passphrase-file -' reads standard input, which here is the script or the terminal; give a file")
        case .encryptedToStandardOutput:
            words.tr("encrypted files are written to a folder; give --output DIR")
        case let .identityExists(path):
            words.tr(
                "'%@' exists; keygen never overwrites a key: move it aside, or give --output FILE",
                ControlCharacters.visible(path))
        }
    }
}
