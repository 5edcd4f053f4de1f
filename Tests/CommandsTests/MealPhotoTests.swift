import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Testing

/// A photo copied from where the person keeps it: read by Commands, checked and saved by Core.
struct MealPhotoTests {
    /// 2026-11-21 08:12 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_248_720)
    static let calendar = LocalCalendar(timeZone: .utc)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-photo-\(UUID())")

    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0]
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    func source(_ name: String, bytes: String = "JPEG", head: [UInt8] = []) throws -> URL {
        let url = folder.appendingPathComponent("camera/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(head + Array(bytes.utf8)).write(to: url)
        return url
    }

    @Test(arguments: [
        ("Apple", "IMG_1.JPG", "2026-11-21-0812-apple.jpg"),
        ("Grilled Chicken (spicy!)", "a.png", "2026-11-21-0812-grilled-chicken-spicy.png"),
        ("Crème Brûlée", "x.heic", "2026-11-21-0812-creme-brulee.heic"),
        ("Яблоко", "x.jpeg", "2026-11-21-0812-яблоко.jpeg"),
        ("!!", "x.gif", "2026-11-21-0812-meal.gif"),
        (String(repeating: "z", count: 50), "x.png", "2026-11-21-0812-\(String(repeating: "z", count: 40)).png"),
        (String(repeating: "ab ", count: 30), "x.png", "2026-11-21-0812-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab-ab.png"),
    ])
    func namesComeFromTheTimeAndTheFood(name: String, file: String, expected: String) {
        #expect(
            MealPhoto.fileName(
                for: name, at: Self.now, source: URL(fileURLWithPath: "/tmp/\(file)"), calendar: Self.calendar
            ) == expected)
    }

    @Test func copiesIntoThePhotosFolderPrivatelyAndNeverOverwrites() throws {
        let data = folder.appendingPathComponent("data")
        let first = try MealPhoto.copy(
            from: source("IMG_1.JPG", bytes: "one", head: Self.jpeg), for: "Apple", at: Self.now,
            into: FileStore(directory: data), calendar: Self.calendar)
        let second = try MealPhoto.copy(
            from: source("IMG_2.jpg", bytes: "two", head: Self.jpeg), for: "apple", at: Self.now,
            into: FileStore(directory: data), calendar: Self.calendar)
        #expect([first, second] == ["2026-11-21-0812-apple.jpg", "2026-11-21-0812-apple-2.jpg"])
        let photos = data.appendingPathComponent("meals/photos")
        #expect(
            FileManager.default.contents(atPath: photos.appendingPathComponent(first).path)
                == Data(Self.jpeg + Array("one".utf8)))
        #expect(
            FileManager.default.contents(atPath: photos.appendingPathComponent(second).path)
                == Data(Self.jpeg + Array("two".utf8)))
        let attributes = try FileManager.default.attributesOfItem(atPath: photos.appendingPathComponent(first).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test func refusesAMissingFolderOrNonImageSourceBeforeCopying() throws {
        let data = folder.appendingPathComponent("data")
        let missing = folder.appendingPathComponent("nowhere.jpg")
        let notes = try source("notes.txt")
        let renamed = try source("notes.jpg", bytes: "a shopping list")
        let png = try source("IMG_3.jpg", head: Self.png)
        let cases: [(URL, MealPhotoError, String)] = [
            (missing, .missing(missing.path), "no photo at '\(missing.path)'; check the path (nothing was saved)"),
            (
                folder, .notAFile(folder.path),
                "'\(folder.path)' is a folder, not a photo; give the path of an image file (nothing was saved)"
            ),
            (
                notes, .notAnImage(notes.path),
                "'\(notes.path)' is not a photo coach keeps; use an image file (.jpg, .jpeg, .png, .heic, .heif, .webp, .gif) (nothing was saved)"
            ),
            (
                renamed, .notThatImage(renamed.path, named: "jpg", actually: nil),
                "'\(renamed.path)' is named .jpg but is not an image: its first bytes are not those of a .jpg file; "
                    + "give the photo itself (.jpg, .png, .gif, .webp or .heic) (nothing was saved)"
            ),
            (
                png, .notThatImage(png.path, named: "jpg", actually: "png"),
                "'\(png.path)' is named .jpg but is a .png image; rename it to end in .png and add it again (nothing was saved)"
            ),
        ]
        for (url, error, message) in cases {
            #expect(throws: error) {
                try MealPhoto.copy(
                    from: url, for: "Apple", at: Self.now, into: FileStore(directory: data),
                    calendar: Self.calendar)
            }
            #expect(error.message == message)
        }
        #expect(!FileManager.default.fileExists(atPath: data.path))
    }

    @Test func refusesAnUnreadablePhoto() throws {
        let photo = folder.appendingPathComponent("camera/locked.jpg")
        if getuid() == 0 {
            // Root reads any file, but not /proc/self/mem from its start.
            try FileManager.default.createDirectory(
                at: photo.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: photo.path, withDestinationPath: "/proc/self/mem")
        } else {
            _ = try source("locked.jpg")
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: photo.path)
        }
        let error = #expect(throws: MealPhotoError.self) {
            try MealPhoto.copy(
                from: photo, for: "Apple", at: Self.now, into: FileStore(directory: folder),
                calendar: Self.calendar)
        }
        guard case let .unreadable(path, reason)? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(path == photo.path)
        #expect(
            error?.message
                == "cannot read the photo '\(photo.path)': \(reason); check its permissions (nothing was saved)")
        if getuid() != 0 { #expect(reason == "permission denied") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("meals").path))
    }
}
