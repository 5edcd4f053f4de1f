#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A meal's photo as a file in the data directory's photos folder: a plain name with an image
/// extension, whose first bytes are that kind of image. Anything else (a path, `x.desktop`, a
/// script named `x.jpg`) is never handed to the desktop's opener.
public enum PhotoFile {
    /// The photos folder inside the data directory.
    public static let folder = "meals/photos"
    /// The image types a photo may be, by file extension.
    public static let extensions = ["jpg", "jpeg", "png", "heic", "heif", "webp", "gif"]

    /// Whether `name` is a plain file name (no folder, not hidden) with an image extension.
    public static func isPlainName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix("."), name.utf8.count <= 255,
            !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        return extensions.contains(fileExtension(of: name))
    }

    /// The extension of `name`, in lower case ("" when it has none).
    static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

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

    /// Whether `head`, a file's first bytes, begin as an image of the type `kind` (an extension).
    public static func isImage(_ head: [UInt8], _ kind: String) -> Bool {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let bytes = Array(text.utf8)
            return head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        switch kind {
        case "jpg", "jpeg": return head.starts(with: [0xFF, 0xD8, 0xFF])
        case "png": return head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case "gif": return starts("GIF87a") || starts("GIF89a")
        case "webp": return starts("RIFF") && starts("WEBP", at: 8)
        case "heic", "heif":
            let brands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
            return starts("ftyp", at: 4) && brands.contains { starts($0, at: 8) }
        default: return false
        }
    }
}
