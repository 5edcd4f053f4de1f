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
        if SystemCalls.target(of: url.path) == .folder { return }
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: url.path, reason: Self.reason(of: error))
        }
    }

    /// Why `folder` cannot be a folder: it, or the nearest part of its path that exists, is a file.
    static func fileInTheWay(of folder: URL) -> String? {
        if let kind = SystemCalls.target(of: folder.path) {
            return kind == .folder ? nil : "a file with that name is in the way"
        }
        var ancestor = folder.deletingLastPathComponent()
        var kind: FileKind?
        while ancestor.path != "/" {
            kind = SystemCalls.target(of: ancestor.path)
            if kind != nil { break }
            ancestor = ancestor.deletingLastPathComponent()
        }
        return kind == .folder || ancestor.path == "/" ? nil : "\(ancestor.path) is a file, not a folder"
    }

    /// Why a file operation failed, in plain words ("permission denied").
    public static func reason(of error: Error) -> String {
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
            switch cocoa.code {
            case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on device"
            case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file or directory"
            case .fileWriteVolumeReadOnly: return "the disk is read-only"
            case .fileWriteFileExists: return "a file with that name is in the way"
            case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the name is not valid on this disk"
            case .fileReadCorruptFile, .fileReadUnknownStringEncoding: return "it could not be read as a file"
            default: return "the system refused (code \(cocoa.code.rawValue))"
            }
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)).lowercased() }
        return "the system refused (\(error))"
    }

    static func systemReason() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
