/// Bech32 (BIP 173), the text of age's keys: `age1…` recipients and `AGE-SECRET-KEY-1…` identities. age sets no
/// length limit on the string, so coach sets its own (`longest`) to bound what it reads.
public enum Bech32 {
    /// The 32 letters and digits a character of the data part stands for, in the order of their values.
    static let alphabet = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    /// The longest key text read: a 32-byte key with the longest prefix age uses is 74 characters.
    public static let longest = 200

    /// `bytes` under the prefix `prefix` (lower case), with its checksum; `upper` writes it all in capitals, as age
    /// writes identities.
    public static func encode(prefix: String, _ bytes: [UInt8], upper: Bool = false) -> String {
        let values = regroup(bytes, from: 8, to: 5, pad: true) ?? []
        let check = checksum(prefix: Array(prefix.utf8), values)
        let text = prefix + "1" + String(decoding: (values + check).map { alphabet[Int($0)] }, as: UTF8.self)
        return upper ? text.uppercased() : text
    }

    /// The prefix (lower case) and bytes of `text`; nil when it is not Bech32: mixed case, a character outside the
    /// alphabet, a wrong checksum, bits left over, or longer than `longest`.
    public static func decode(_ text: String) -> (prefix: String, bytes: [UInt8])? {
        let utf8 = Array(text.utf8)
        guard utf8.count <= longest, utf8.allSatisfy({ $0 >= 33 && $0 <= 126 }) else { return nil }
        let hasLower = utf8.contains { $0 >= 97 && $0 <= 122 }
        let hasUpper = utf8.contains { $0 >= 65 && $0 <= 90 }
        guard !(hasLower && hasUpper) else { return nil }
        let lower = utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        guard let separator = lower.lastIndex(of: UInt8(ascii: "1")), separator > 0, lower.count - separator > 6 else {
            return nil
        }
        let prefix = Array(lower[..<separator])
        var values: [UInt8] = []
        for character in lower[(separator + 1)...] {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            values.append(UInt8(value))
        }
        guard polymod(expand(prefix) + values) == 1 else { return nil }
        guard let bytes = regroup(Array(values.dropLast(6)), from: 5, to: 8, pad: false) else { return nil }
        return (String(decoding: prefix, as: UTF8.self), bytes)
    }

    /// The BCH checksum's running value over `values`.
    static func polymod(_ values: [UInt8]) -> UInt32 {
        let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]
        var check: UInt32 = 1
        for value in values {
            let top = check >> 25
            check = (check & 0x1ff_ffff) << 5 ^ UInt32(value)
            for bit in 0..<5 where (top >> bit) & 1 == 1 { check ^= generator[bit] }
        }
        return check
    }

    /// The prefix as the checksum reads it: each character's high bits, a zero, then its low bits.
    static func expand(_ prefix: [UInt8]) -> [UInt8] { prefix.map { $0 >> 5 } + [0] + prefix.map { $0 & 31 } }

    /// The six checksum values of `values` under `prefix`.
    static func checksum(prefix: [UInt8], _ values: [UInt8]) -> [UInt8] {
        let check = polymod(expand(prefix) + values + [0, 0, 0, 0, 0, 0]) ^ 1
        return (0..<6).map { UInt8((check >> (5 * (5 - $0))) & 31) }
    }

    /// `values` of `from` bits regrouped into values of `to` bits; without `pad`, nil when bits are left over
    /// (more than `from - 1`, or not zero).
    static func regroup(_ values: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
        var (buffer, bits, out) = (0, 0, [UInt8]())
        let mask = (1 << to) - 1
        for value in values {
            buffer = buffer << from | Int(value)
            bits += from
            while bits >= to {
                bits -= to
                out.append(UInt8((buffer >> bits) & mask))
            }
            buffer &= (1 << bits) - 1
        }
        if pad {
            if bits > 0 { out.append(UInt8((buffer << (to - bits)) & mask)) }
        } else if bits >= from || buffer != 0 {
            return nil
        }
        return out
    }
}
