import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A name for this machine, made from its host name.
extension SyncDevice {
    /// A new name for this machine.
    public static func newName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        let host =
            gethostname(&buffer, buffer.count) == 0
            ? String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        let kept = host.lowercased().unicodeScalars.map {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-"
        }
        var name = String(String(kept).split(separator: "-").joined(separator: "-").prefix(24))
        if name.isEmpty { name = "machine" }
        return name + "-" + String(UInt16.random(in: 0x1000...0xFFFF), radix: 16)
    }
}
