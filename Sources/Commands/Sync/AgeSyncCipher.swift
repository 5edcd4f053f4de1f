import Core
import LiveStorage
import Storage

/// The age encryption a sealed sync remote is written with (Core's age v1 on swift-crypto).
struct AgeSyncCipher: SyncCipher {
    func seal(_ plaintext: Data, to recipients: [String]) throws(SyncError) -> Data {
        try seal(plaintext, .recipients(recipients.compactMap(AgeRecipient.init)))
    }

    func seal(_ plaintext: Data, passphrase: [UInt8]) throws(SyncError) -> Data {
        try seal(plaintext, .passphrase(passphrase))
    }

    private func seal(_ plaintext: Data, _ seal: AgeSeal) throws(SyncError) -> Data {
        var random = SystemRandomNumberGenerator()
        do { return Data(try AgeFile.seal([UInt8](plaintext), seal, random: &random)) } catch {
            throw .files(error.message)
        }
    }

    func open(_ ciphertext: Data, with identities: [String]) -> Result<Data, SealedRefusal> {
        opened { () throws(AgeError) in
            try AgeFile([UInt8](ciphertext)).open(with: identities.compactMap(AgeIdentity.init))
        }
    }

    func open(_ ciphertext: Data, passphrase: [UInt8]) -> Result<Data, SealedRefusal> {
        opened { () throws(AgeError) in try AgeFile([UInt8](ciphertext)).open(passphrase: passphrase) }
    }

    private func opened(_ open: () throws(AgeError) -> [UInt8]) -> Result<Data, SealedRefusal> {
        do { return .success(Data(try open())) } catch { return .failure(SealedRefusal(error.message)) }
    }

    func needsPassphrase(_ ciphertext: Data) -> Bool {
        (try? AgeFile([UInt8](ciphertext)))?.needsPassphrase ?? false
    }

    func digest(_ bytes: Data) -> String { AgeDigest.sha256(bytes) }

    func newIdentity() -> String {
        var random = SystemRandomNumberGenerator()
        return AgeIdentity(random: &random).text
    }

    func recipient(of identity: String) -> String? { AgeIdentity(identity)?.recipient.text }
}
