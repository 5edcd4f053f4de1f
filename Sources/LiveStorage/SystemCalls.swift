import Storage

#if os(Linux)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names.
public enum FileKind: Sendable { case file, folder, link, other }

/// The few system calls whose names or fields differ between Linux and macOS, in one place.
public enum SystemCalls {
    /// This process's number, to mark what it leaves half-done (a pending meal change).
    public static var thisProcess: Int32 { getpid() }

    /// Whether process `pid` is running on this machine (a process of another user counts).
    public static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// write(2): bytes written, or -1 with `errno` set.
    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        Glibc.write(fd, bytes, count)
        #else
        Darwin.write(fd, bytes, count)
        #endif
    }

    /// What reading an open file to its end gave.
    enum BoundedRead {
        case bytes(Data)
        /// More than the limit: how many bytes were read before stopping.
        case tooLarge(Int)
        /// The reason the system gave.
        case failed(String)
    }

    /// Reads `fd` to its end, no further than one byte past `limit`, so memory stays bounded whatever
    /// it is (a file that grows while it is read, a pipe). `expected` (its size, when known) is read
    /// in one call; the rest, if any, 64 KiB at a time.
    static func readToEnd(_ fd: Int32, limit: Int, expected: Int = 0) -> BoundedRead {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: max(1 << 16, min(expected, limit) + 1))
        while true {
            let left = limit - data.count
            let count = chunk.withUnsafeMutableBytes {
                read(fd, $0.baseAddress!, left < $0.count ? left + 1 : $0.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .failed(AtomicFile.systemReason()) }
            if count == 0 { return .bytes(data) }
            data.append(contentsOf: chunk[..<count])
            if data.count > limit { return .tooLarge(data.count) }
        }
    }

    /// read(2): bytes read, 0 at the end, or -1 with `errno` set.
    static func read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if os(Linux)
        Glibc.read(fd, bytes, count)
        #else
        Darwin.read(fd, bytes, count)
        #endif
    }

    /// Writes all of `bytes` to `fd`, again after an interruption; false when the system refused
    /// (a closed pipe, a full disk), with `errno` set.
    @discardableResult
    public static func writeAll(_ fd: Int32, _ bytes: some Collection<UInt8>) -> Bool {
        let done = bytes.withContiguousStorageIfAvailable { raw in writeAll(fd, UnsafeRawBufferPointer(raw)) }
        return done ?? Array(bytes).withUnsafeBytes { writeAll(fd, $0) }
    }

    private static func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// The home folder: `$HOME`, else the password database's entry for this user.
    public static var home: String {
        if let home = variable("HOME"), !home.isEmpty { return home }
        guard let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir else { return "/" }
        return String(cString: folder)
    }

    /// The running program's file, so caches notice a new coach.
    static var programPath: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }

    /// What is at `path`, not following a symbolic link at its end; nil when nothing is.
    public static func kind(of path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        case S_IFREG: return .file
        default: return .other
        }
    }

    /// What is at `path`, following symbolic links.
    public static func target(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .folder : info.st_mode & S_IFMT == S_IFREG ? .file : .other
    }

    /// The size of the file at `path`, following symbolic links.
    public static func size(of path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The paths under `folder` (relative to it) of its regular files, symbolic links not followed;
    /// with `hidden: false`, names starting with a dot and what is under them are left out, and the
    /// folders `skipping` names (relative to `folder`) are not entered.
    public static func files(under folder: String, hidden: Bool, skipping: Set<String> = []) -> [String] {
        filesAndLinks(under: folder, hidden: hidden, skipping: skipping).files
    }

    /// As `files(under:)`, and the symbolic links it passed by (to a file, a folder or nothing).
    public static func filesAndLinks(
        under folder: String, hidden: Bool, skipping: Set<String> = []
    ) -> (files: [String], links: [String]) {
        var found: [String] = []
        var links: [String] = []
        func walk(_ relative: String) {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: here) else { return }
            for name in names.sorted() where hidden || !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch kind(of: folder + "/" + path) {
                case .folder: if !skipping.contains(path) { walk(path) }
                case .file: found.append(path)
                case .link: links.append(path)
                default: break
                }
            }
        }
        walk("")
        return (found, links)
    }

    /// The folders under `folder` (relative to it, "" for itself) with the names in each that start with a dot,
    /// symbolic links not followed and the folders `skipping` names not entered. Read with `readdir` alone, not a
    /// `stat` a file: every coach that writes walks its data directory once, and ten years of logs are thousands of files.
    static func dotNames(under folder: String, skipping: Set<String> = []) -> [(folder: String, names: [String])] {
        var found: [(folder: String, names: [String])] = []
        func walk(_ relative: String) {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard let stream = opendir(here) else { return }
            defer { closedir(stream) }
            var names: [String] = []
            var inside: [String] = []
            while let entry = readdir(stream) {
                var type = entry.pointee.d_type
                let dotted = entry.pointee.d_name.0 == CChar(UInt8(ascii: "."))
                // Only folders and names with a dot matter: a month's file is passed by without making its name.
                guard dotted || type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) else { continue }
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard name != ".", name != ".." else { continue }
                if type == UInt8(DT_UNKNOWN) {
                    type = kind(of: here + "/" + name) == .folder ? UInt8(DT_DIR) : UInt8(DT_REG)
                }
                if type == UInt8(DT_DIR) {
                    let path = relative.isEmpty ? name : relative + "/" + name
                    if !skipping.contains(path) { inside.append(path) }
                } else if dotted {
                    names.append(name)
                }
            }
            found.append((relative, names))
            for path in inside { walk(path) }
        }
        walk("")
        return found
    }

    /// One variable of the process's environment (getenv(3)), nil when it is not set.
    public static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The process's environment, read from `environ` as it is: what `ProcessInfo.processInfo.environment`
    /// gives, without making the whole `ProcessInfo` at start-up.
    public static func environment() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                // The first of a name given twice, as getenv(3) finds it.
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// When a file's content last changed, as whole seconds and nanoseconds.
    static func modified(_ info: stat) -> (seconds: Int, nanoseconds: Int) {
        #if os(Linux)
        (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #else
        (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #endif
    }
}
