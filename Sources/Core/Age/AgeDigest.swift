import Crypto
import Storage

/// SHA-256, in hex: how a sealed sync remote's list names the ciphertext of each of a machine's files.
public enum AgeDigest {
    public static func sha256(_ bytes: Data) -> String {
        let digits = Array("0123456789abcdef")
        return String(SHA256.hash(data: bytes).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
