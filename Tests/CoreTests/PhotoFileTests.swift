import Storage
import Testing

/// A photo is handed to the desktop's opener only under a plain image name, and only when its first
/// bytes are that kind of image: a photo name can arrive by sync from any machine.
struct PhotoFileTests {
    @Test(arguments: [
        ("lunch.jpg", true), ("2026-11-21-0812-soup.JPEG", true), ("a.png", true), ("b.heic", true), ("c.webp", true),
        ("d.gif", true), ("../../../etc/passwd", false), ("/etc/passwd", false), ("x.desktop", false),
        (".hidden.jpg", false),
        ("photos/a.jpg", false), ("", false), ("jpg", false), ("a.jpg\n", false), ("a\u{1B}[2J.png", false),
    ])
    func onlyAPlainNameWithAnImageExtensionIsAPhoto(name: String, isPhoto: Bool) {
        #expect(PhotoFile.isPlainName(name) == isPhoto)
    }

    @Test(
        arguments: [
            ([0xFF, 0xD8, 0xFF, 0xE0], "jpg", true), ([0xFF, 0xD8, 0xFF], "jpeg", true),
            ([0x23, 0x21, 0x2F, 0x62], "jpg", false),
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "png", true), ([0x89, 0x50, 0x4E, 0x47], "png", false),
            (Array("GIF89a".utf8), "gif", true), (Array("GIF87a".utf8), "gif", true),
            (Array("GIF90a".utf8), "gif", false),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "webp", true),
            (Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), "webp", false),
            (Array("\u{0}\u{0}\u{0}\u{18}ftypheic".utf8), "heic", true),
            (Array("\u{0}\u{0}\u{0}\u{18}ftypmp42".utf8), "heic", false),
            ([0xFF, 0xD8, 0xFF, 0xE0], "desktop", false), ([], "jpg", false),
        ] as [([UInt8], String, Bool)])
    func aPhotoMustStartAsItsKindOfImage(head: [UInt8], kind: String, isImage: Bool) {
        #expect(PhotoFile.isImage(head, kind) == isImage)
    }
}
