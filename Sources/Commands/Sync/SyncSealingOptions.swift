import ArgumentParser
import Core
import LiveStorage
import Storage

/// How `sync init` and `sync clone` reach an encrypted remote: the sealing asked for, and this machine's key.
enum SyncSealingOptions {
    /// The secret key of this machine: the file named, else the config folder's `identity.txt` ('coach keygen');
    /// nil when neither is there and none was named.
    static func identity(_ path: String?, context: CommandContext) throws -> String? {
        let typed: String
        if let path {
            typed = path
        } else {
            guard let folder = context.locations?.configDirectory else { return nil }
            let url = folder.appendingPathComponent(KeygenCommand.defaultName)
            guard SystemCalls.target(of: url.path) != nil else { return nil }
            typed = url.path
        }
        return try KeyFiles.read(typed, AgeKeyFile.identities).first?.text
    }

    /// The sealing `sync init` asks for with `options`; nil for a remote in clear.
    static func new(_ options: EncryptionOptions, identity: String?, remote: String?, context: CommandContext)
        async throws -> SyncSealing?
    {
        guard options.asked else { return nil }
        guard remote != nil else { throw ValidationError("--encrypt, --recipient and --recipients-file need a REMOTE") }
        guard let seal = try await options.seal(in: context) else { return nil }
        switch seal {
        case let .passphrase(passphrase): return .passphrase(passphrase)
        case let .recipients(keys):
            guard let own = try Self.identity(identity, context: context) else {
                throw ValidationError(
                    context.messages.tr(
                        "this machine needs a secret key to read the remote: make one with 'coach keygen', or give it with --identity FILE"
                    ))
            }
            return .keys(recipients: keys.map(\.text), identity: own)
        }
    }

    /// The sealing `sync clone` opens an encrypted remote with: the key named or kept, or the passphrase.
    static func join(_ options: DecryptionOptions, context: CommandContext) async throws -> SyncSealing? {
        if let file = options.passphraseFile {
            return .passphrase(try await PassphraseInput.read(file: file, confirm: false, context: context))
        }
        return try identity(options.identities.first, context: context).map { .identity($0) }
    }
}
