import Core
import Storage

/// Files given to `restore`.
enum BackupChecks {
    /// A backup reads whole into safe paths whose bytes match their sizes, or is refused with one message naming it.
    static func backup(_ bytes: UnsafeBufferPointer<UInt8>) {
        do throws(BackupError) {
            let files = try BackupBundle.read(Data(buffer: bytes), from: "fuzz.json")
            for (path, _) in files {
                require(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."), "an unsafe path: \(path)")
            }
            _ = try RestorePlan(backup: files, current: files, replace: false)
        } catch {
            require(
                error.message.hasPrefix("'fuzz.json' ") && error.message.hasSuffix("restored"),
                "a message that does not say the file: \(error.message)")
        }
    }
}
