import ArgumentParser
import Core
import LiveStorage
import Storage

/// `--encrypt`, `--recipient`, `--recipients-file`, `--passphrase-file`: how `backup`, `export` and `report` seal
/// what they write as an age file (age-encryption.org/v1) that coach and the `age` tool open.
struct EncryptionOptions: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Encrypt with a passphrase, asked twice at the terminal (or read with --passphrase-file), as 'age -p' does."
        ))
    var encrypt = false
    @Option(
        name: .customLong("recipient"),
        help: ArgumentHelp(
            "Encrypt to this public key (age1…, as 'coach keygen' or age-keygen prints it); repeat it for more keys.",
            valueName: "key"),
        transform: EncryptionOptions.recipient)
    var recipients: [AgeRecipient] = []
    @Option(
        name: .customLong("recipients-file"),
        help: ArgumentHelp(
            "Encrypt to every age1… key in this file, one a line, as 'age -R' reads it.", valueName: "file"),
        completion: .file())
    var recipientsFiles: [String] = []
    @Option(
        name: .customLong("passphrase-file"),
        help: ArgumentHelp(
            "With --encrypt: the passphrase is this file's first line (- for standard input) instead of asked.",
            valueName: "file"),
        completion: .file())
    var passphraseFile: String?

    init() {}

    /// How a recipient is refused while the line is parsed.
    static let recipientProblem = Messages.mark("use a public key like age1…, as 'coach keygen' prints it")

    static let recipient: @Sendable (String) throws -> AgeRecipient = { text in
        guard let recipient = AgeRecipient(text) else { throw OptionValueProblem(description: recipientProblem) }
        return recipient
    }

    func validate() throws {
        if encrypt, !recipients.isEmpty || !recipientsFiles.isEmpty {
            throw ValidationError(
                "--encrypt seals with a passphrase, --recipient and --recipients-file with keys; give one or the other")
        }
        if passphraseFile != nil, !encrypt { throw ValidationError("--passphrase-file goes with --encrypt") }
    }

    /// Whether the file is to be encrypted.
    var asked: Bool { encrypt || !recipients.isEmpty || !recipientsFiles.isEmpty }

    /// How to seal, the passphrase asked or read now; nil when no encryption was asked for.
    func seal(in context: CommandContext) async throws -> AgeSeal? {
        if encrypt {
            return .passphrase(try await PassphraseInput.read(file: passphraseFile, confirm: true, context: context))
        }
        guard asked else { return nil }
        var keys = recipients
        for file in recipientsFiles { keys += try KeyFiles.read(file, AgeKeyFile.recipients) }
        return .recipients(keys)
    }

    /// `plaintext` sealed as `seal` says, with the system's randomness.
    static func sealed(_ plaintext: Data, _ seal: AgeSeal) throws -> Data {
        var random = SystemRandomNumberGenerator()
        do { return Data(try AgeFile.seal([UInt8](plaintext), seal, random: &random)) } catch {
            throw EncryptionRefusal.cannotEncrypt(error)
        }
    }
}

/// Key files named on the command line, read and checked.
enum KeyFiles {
    /// The keys `parse` finds in the file at `path` (as typed).
    static func read<Key>(_ path: String, _ parse: (Data) throws(AgeError) -> [Key]) throws -> [Key] {
        let data: Data
        do { data = try OutsideFile.read(OutsideFile.url(typed: path), limit: AgeKeyFile.largest) } catch {
            throw EncryptionRefusal.cannotReadFile(path, error)
        }
        do { return try parse(data) } catch { throw EncryptionRefusal.badKeyFile(path, error) }
    }
}

/// `--identity`, `--passphrase-file`: how `restore` opens an encrypted backup.
struct DecryptionOptions: ParsableArguments {
    @Option(
        name: .customLong("identity"),
        help: ArgumentHelp(
            "For a backup encrypted to keys: the secret key file (AGE-SECRET-KEY-1…, as 'coach keygen' writes it), as 'age -i' reads it; repeatable.",
            valueName: "file"),
        completion: .file())
    var identities: [String] = []
    @Option(
        name: .customLong("passphrase-file"),
        help: ArgumentHelp(
            "For a backup encrypted with a passphrase: read it from this file's first line (- for standard input) instead of asking.",
            valueName: "file"),
        completion: .file())
    var passphraseFile: String?

    init() {}

    /// The plaintext of the age file `data` (named `name` as typed), opened with a passphrase or the identities.
    func open(_ data: Data, name: String, context: CommandContext) async throws -> Data {
        do {
            let file = try AgeFile([UInt8](data))
            if file.needsPassphrase {
                guard identities.isEmpty else { throw AgeError.needsPassphrase }
                let passphrase = try await PassphraseInput.read(file: passphraseFile, confirm: false, context: context)
                return Data(try file.open(passphrase: passphrase))
            }
            guard !identities.isEmpty else { throw AgeError.needsIdentity }
            var keys: [AgeIdentity] = []
            for identity in identities { keys += try KeyFiles.read(identity, AgeKeyFile.identities) }
            return Data(try file.open(with: keys))
        } catch let error as AgeError { throw EncryptionRefusal.cannotDecrypt(name, error) }
    }
}
