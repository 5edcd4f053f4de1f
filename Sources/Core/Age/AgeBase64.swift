import Storage

/// Base64 as age writes it: the standard alphabet without `=` padding, and only the one canonical spelling of each
/// byte string read (unused low bits zero), so a header cannot be altered without its MAC noticing.
public enum AgeBase64 {
    /// `bytes` in unpadded base64.
    public static func encode(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        while text.last == "=" { text.removeLast() }
        return text
    }

    /// The bytes of `text`; nil when it is not canonical unpadded base64.
    public static func decode<Text: Collection<UInt8>>(_ text: Text) -> [UInt8]? {
        guard text.count % 4 != 1, text.allSatisfy(isAlphabet) else { return nil }
        let padded = String(decoding: text, as: UTF8.self) + String(repeating: "=", count: (4 - text.count % 4) % 4)
        guard let data = Data(base64Encoded: padded) else { return nil }
        let bytes = [UInt8](data)
        guard encode(bytes).utf8.elementsEqual(text) else { return nil }
        return bytes
    }

    /// Whether `byte` is one of base64's 64 characters.
    static func isAlphabet(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
            true
        default: false
        }
    }
}
