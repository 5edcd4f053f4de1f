import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path inside a folder coach owns (the data directory, its replica's repository), reached without
/// following a link: each component from that folder down is looked at with `lstat`, so a symbolic
/// link another machine committed, a device file or a fifo is never read through or written into.
enum InsidePath {
    /// What stands in the way of `relative` under `root`, in words; nil when every component but the
    /// last is a folder and the last a regular file (a folder, with `folder`), or the path stops at something missing.
    static func problem(_ relative: String, under root: String, folder: Bool = false) -> String? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            return "'\(relative)' does not name a file inside \(root)"
        }
        var partial = root
        for (index, part) in parts.enumerated() {
            partial += "/" + part
            var info = stat()
            guard lstat(partial, &info) == 0 else {
                return errno == ENOENT ? nil : "\(partial) cannot be looked at (errno \(errno)); check its permissions"
            }
            let last = index == parts.count - 1
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !last: continue
            case S_IFDIR where folder: return nil
            case S_IFREG where last && !folder: return nil
            case S_IFLNK: return "\(partial) is a symbolic link, which coach never follows"
            case S_IFDIR: return "\(partial) is a folder where a file should be"
            case S_IFREG: return "\(partial) is a file where a folder should be"
            default:
                return "\(partial) is neither a file nor a folder (a device, fifo or socket), which coach never opens"
            }
        }
        return nil
    }

    /// What reading a file found.
    enum Read: Equatable {
        /// Nothing is there.
        case missing
        /// Something that is not a regular file reached through folders is there, in words.
        case refused(String)
        /// The file holds more bytes than the limit (its size).
        case tooLarge(Int)
        /// The file's bytes.
        case bytes(Data)
    }

    /// The bytes of the regular file at `relative` under `root`, if it holds at most `limit`.
    static func read(_ relative: String, under root: String, limit: Int) -> Read {
        if let problem = problem(relative, under: root) { return .refused(problem) }
        let path = root + "/" + relative
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            return errno == ENOENT
                ? .missing : .refused("\(path) cannot be opened (errno \(errno)); check its permissions")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .refused("\(path) is not a regular file")
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .tooLarge(size) }
        switch SystemCalls.readToEnd(fd, limit: limit, expected: size) {
        case let .bytes(bytes): return .bytes(bytes)
        case let .tooLarge(read): return .tooLarge(read)
        case let .failed(reason): return .refused("\(path) could not be read: \(reason)")
        }
    }

    /// Removes every symbolic link, device file or fifo on the way to the folder `relative` under `root`
    /// (from `start` down) and inside it (the link itself, never what it points to), and returns their
    /// paths relative to `root`. In the replica's repository such a thing can only be what an earlier
    /// coach checked out of another machine's commit, and git keeps the real files.
    static func removeStrangers(in relative: String, from start: Int, under root: String) -> [String] {
        var removed: [String] = []
        let parts = relative.split(separator: "/").map(String.init)
        for length in start...parts.count {
            let path = parts.prefix(length).joined(separator: "/")
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else { return removed }
            if info.st_mode & S_IFMT != S_IFDIR {
                if info.st_mode & S_IFMT != S_IFREG { unlink(root + "/" + path) }
                return info.st_mode & S_IFMT == S_IFREG ? removed : removed + [path]
            }
        }
        func walk(_ folder: String) {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? [] {
                let path = folder + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: walk(path)
                case S_IFREG: continue
                default:
                    unlink(root + "/" + path)
                    removed.append(path)
                }
            }
        }
        walk(relative)
        return removed
    }
}
