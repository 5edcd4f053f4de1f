/// A machine's name in a replica: its host name and four random hex digits, `laptop-3f9a`, so two
/// machines never share one even with the same host name.
public enum SyncDevice {
    /// Whether `name` can be a device's folder: lower-case letters, digits and dashes.
    public static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && !name.hasPrefix("-")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
