import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that a crash at any instant leaves the old or the new content, never a torn file.
public enum AtomicFile {
    /// Writes `data` to a temporary file in the same folder (`TemporaryFile.name`, created with
    /// `permissions` from its first byte whatever the umask), fsyncs it, renames it over `url`, then
    /// fsyncs the folder. Refuses a target that is a symbolic link or read-only: coach replaces only
    /// files it may change, and never follows a link it did not make.
    public static func write(_ data: Data, to url: URL, permissions: mode_t = 0o600) throws(StoreError) {
        do { try write(to: url, permissions: permissions) { file in try file.write(data) } } catch let error
            as StoreError
        { throw error } catch {
            throw .cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    /// Writes what `make` writes into the file it is given, as `write(_:to:)` writes bytes, without
    /// holding them all: a block at a time. If `make` throws, the old file stays and the error is passed on.
    public static func write<R>(
        to url: URL, permissions: mode_t = 0o600, _ make: (FileWriter) throws -> R
    ) throws -> R {
        let path = url.path
        var info = stat()
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK { throw StoreError.symbolicLink(path: path) }
            if info.st_mode & S_IWUSR == 0 { throw StoreError.readOnly(path: path) }
        }
        let folder = url.deletingLastPathComponent().path
        let temp = folder + "/" + TemporaryFile.name(for: url.lastPathComponent)
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard fd >= 0 else { throw StoreError.cannotWrite(path: path, reason: systemReason()) }
        // A umask that takes the owner's own bits away would leave a file coach cannot replace next time.
        var failure: String? = fchmod(fd, permissions) == 0 ? nil : systemReason()
        var result: R?
        if failure == nil {
            do {
                let file = FileWriter(sink: FileSink(descriptor: fd), path: path)
                result = try make(file)
                if file.keepOld {
                    close(fd)
                    unlink(temp)
                    return result!
                }
                try file.flush()
            } catch {
                close(fd)
                unlink(temp)
                throw error
            }
        }
        if failure == nil, fsync(fd) != 0 { failure = systemReason() }
        close(fd)
        if failure == nil, rename(temp, path) != 0 { failure = systemReason() }
        if let failure {
            unlink(temp)
            throw StoreError.cannotWrite(path: path, reason: failure)
        }
        syncFolder(folder)
        return result!
    }

    /// Makes a rename in `folder` durable.
    static func syncFolder(_ folder: String) {
        let dirFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dirFD >= 0 else { return }
        fsync(dirFD)
        close(dirFD)
    }

    /// Creates `url` and its missing parents, each 0700 from the start whatever the umask; says
    /// which part of the path is a file in the way.
    public static func makeFolder(_ url: URL) throws(StoreError) {
        if SystemCalls.target(of: url.path) == .folder { return }
        if let blocker = fileInTheWay(of: url) { throw .cannotCreateDirectory(path: url.path, reason: blocker) }
        var missing: [String] = []
        var folder = url.standardizedFileURL
        while folder.path != "/", SystemCalls.kind(of: folder.path) == nil {
            missing.append(folder.path)
            folder = folder.deletingLastPathComponent()
        }
        if missing.isEmpty {
            // Another process made it meanwhile; or it is a link to nothing.
            if SystemCalls.target(of: url.path) == .folder { return }
            throw .cannotCreateDirectory(path: url.path, reason: "it is a symbolic link to nothing")
        }
        for path in missing.reversed() {
            if mkdir(path, 0o700) == 0 {
                chmod(path, 0o700)
            } else if errno != EEXIST || SystemCalls.target(of: path) != .folder {
                throw .cannotCreateDirectory(path: url.path, reason: systemReason())
            }
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
            if let posix = cocoa.underlying as? POSIXError {
                return String(cString: strerror(posix.code.rawValue)).lowercased()
            }
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
