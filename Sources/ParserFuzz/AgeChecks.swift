import Core
import Storage

/// An age file from anywhere (a backup to restore): its header is read within its bounds, and opening it with a key
/// gives its typed refusal or a plaintext no longer than the file. Passphrases are not tried: scrypt is slow by design.
enum AgeChecks {
    /// A key made for the fuzzer (Tests/Fuzz/age/to-the-fuzz-key is sealed to it); it guards nothing.
    static let identity = AgeIdentity("AGE-SECRET-KEY-1E8WP6DEFWMT94YL8259RX2T4SG4L4M9E97LSSYXMATW2JE50739Q5TDL34")

    static func age(_ bytes: UnsafeBufferPointer<UInt8>) {
        let all = Array(bytes)
        guard let file = try? AgeFile(all) else { return }
        guard let identity, !file.needsPassphrase else { return }
        if let plain = try? file.open(with: [identity]) {
            require(plain.count <= all.count, "\(plain.count) bytes opened from \(all.count)")
        }
    }
}
