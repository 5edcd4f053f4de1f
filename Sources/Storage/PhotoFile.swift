/// A meal's photo as a file in the data directory's photos folder: a plain name with an image
/// extension, whose first bytes are that kind of image. Anything else (a path, `x.desktop`, a
/// script named `x.jpg`) is never handed to the desktop's opener. The file itself is looked at in LiveStorage
/// (`PhotoFile.problem(_:inData:)`).
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
    package static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
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
