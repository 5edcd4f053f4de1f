import PureC
import Storage

/// Numbers written as C's printf writes them ("%.1f", "%g"): what Foundation's `String(format:)`
/// gave, from the C library itself.
public enum Printf {
    /// `format` with its conversions filled from `arguments`, in the C locale's notation (coach sets
    /// only the character type from the environment, so the decimal point is always a point).
    public static func format(_ format: String, _ arguments: CVarArg...) -> String {
        var size = 128
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            let needed = withVaList(arguments) { vsnprintf(&buffer, size, format, $0) }
            guard needed >= size else {
                return needed < 0
                    ? "" : String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            size = Int(needed) + 1
        }
    }
}
