import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that a crash at any instant leaves the old or the new content, never a torn file.
public enum AtomicFile {
    /// Writes `data` to a temp file in the same folder, fsyncs it, renames it over `url`, then fsyncs the folder.
    /// Refuses a target that is a symbolic link or read-only: coach replaces only files it may change.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws(StoreError) {
        let path = url.path
        var info = stat()
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(path: path) }
            if info.st_mode & S_IWUSR == 0 { throw .readOnly(path: path) }
        }
        let folder = url.deletingLastPathComponent().path
        let temp = folder + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw .cannotWrite(path: path, reason: systemReason()) }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = SystemCalls.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemReason()
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = systemReason() }
        close(fd)
        if failure == nil, rename(temp, path) != 0 { failure = systemReason() }
        if let failure {
            unlink(temp)
            throw .cannotWrite(path: path, reason: failure)
        }
        syncFolder(folder)
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: String) {
        let dirFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dirFD >= 0 else { return }
        fsync(dirFD)
        close(dirFD)
    }

    /// Creates `url` and its parents with mode 0700 when missing; says which part of the path is a
    /// file in the way.
    public static func makeFolder(_ url: URL) throws(StoreError) {
        if let blocker = fileInTheWay(of: url) { throw .cannotCreateDirectory(path: url.path, reason: blocker) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) { return }
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: url.path, reason: Self.reason(of: error))
        }
    }

    /// Why `folder` cannot be a folder: it, or the nearest part of its path that exists, is a file.
    static func fileInTheWay(of folder: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "a file with that name is in the way"
        }
        var ancestor = folder.deletingLastPathComponent()
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        return isDirectory.boolValue || ancestor.path == "/" ? nil : "\(ancestor.path) is a file, not a folder"
    }

    static func reason(of error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
            case NSFileWriteOutOfSpaceError: return "no space left on device"
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or directory"
            case NSFileWriteVolumeReadOnlyError: return "the disk is read-only"
            case NSFileWriteFileExistsError: return "a file with that name is in the way"
            case NSFileWriteInvalidFileNameError, NSFileReadInvalidFileNameError: return "the name is not valid on this disk"
            case NSFileReadCorruptFileError, NSFileReadUnknownStringEncodingError: return "it could not be read as a file"
            default: break
            }
        }
        // Foundation's own description of an unmapped error reads "The operation could not be
        // completed (… error 512)": name what failed instead.
        return "the system refused (\(ns.domain) code \(ns.code))"
    }

    static func systemReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
