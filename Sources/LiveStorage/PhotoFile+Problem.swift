import Storage

/// A meal's photo looked at where it is kept, before the desktop's opener is given it.
extension PhotoFile {
    /// Why the photo `name` in the data directory `data` cannot be opened, in words; nil when it is a
    /// regular file inside the photos folder (no link on the way) whose first bytes are its image type.
    public static func problem(_ name: String, inData data: String) -> String? {
        guard isPlainName(name) else {
            return
                "'\(name)' is not a photo's file name (a plain name ending in .\(extensions.joined(separator: ", ."))"
        }
        switch InsidePath.read(folder + "/" + name, under: data, limit: SyncLimits.largestPhoto) {
        case .missing: return "\(data)/\(folder)/\(name) is not there"
        case .refused(let reason): return reason
        case .tooLarge:
            return "\(data)/\(folder)/\(name) is larger than the \(SyncLimits.largestPhoto >> 20) MiB a photo may be"
        case .bytes(let bytes):
            return isImage(Array(bytes.prefix(16)), fileExtension(of: name))
                ? nil
                : "\(data)/\(folder)/\(name) does not start as a .\(fileExtension(of: name)) image does"
        }
    }
}
