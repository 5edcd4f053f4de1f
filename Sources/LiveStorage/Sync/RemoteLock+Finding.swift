import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The locks found in a remote that is a folder, and whether a stopped push left them.
extension RemoteLock {
    /// The branch's lock files in `remote` when it is a folder on this machine; none for any other remote.
    static func found(in remote: String, now: Int = Int(time(nil))) -> [RemoteLock] {
        guard let folder = Self.folder(of: remote) else { return [] }
        let git = SystemCalls.target(of: folder + "/.git") == .folder ? folder + "/.git" : folder
        return ["refs/heads/main.lock", "packed-refs.lock"].compactMap { name in
            let path = git + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return RemoteLock(path: path, age: max(0, now - SystemCalls.modified(info).seconds))
        }
    }

    /// Whether a stopped push left it: no program on this machine has it open or works in its
    /// repository (a push's `git receive-pack` does), and either the folder is on a disk only this
    /// machine writes (a USB stick, a local folder) or the lock is old enough that no push is that slow.
    var isStale: Bool {
        let repository = String(path.dropLast(path.hasSuffix("/refs/heads/main.lock") ? 21 : "/packed-refs.lock".count))
        guard !Self.isOpen(path), !Self.isWorkedIn(repository) else { return false }
        return age >= Self.staleAfter || !Self.isShared(repository)
    }

    /// Whether `folder` is on a file system other computers may write too: the kind of the mount that
    /// holds it (the longest mount point it is under); a folder whose mount cannot be told counts as shared.
    static func isShared(_ folder: String) -> Bool {
        guard let mounts = FileManager.default.contents(atPath: "/proc/self/mounts"), let real = realpath(folder, nil)
        else { return true }
        let path = String(cString: real)
        free(real)
        var kind: String?
        var longest = -1
        for line in String(decoding: mounts, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            // Spaces and tabs in a mount point are written as octal escapes.
            let point = String(fields[1]).replacing("\\040", with: " ").replacing("\\011", with: "\t")
            let under = point == "/" || path == point || path.hasPrefix(point + "/")
            if under, point.count > longest { (kind, longest) = (String(fields[2]), point.count) }
        }
        guard let kind else { return true }
        return shared.contains(kind) || kind.hasPrefix("fuse")
    }

    /// Whether a process here (one this user may look into) works in `folder` or below it.
    static func isWorkedIn(_ folder: String) -> Bool {
        let inside = folder.hasSuffix("/") ? folder : folder + "/"
        return processes().contains { process in
            guard let cwd = link("/proc/\(process)/cwd") else { return false }
            return cwd == folder || cwd.hasPrefix(inside)
        }
    }

    /// The processes of this machine, by number.
    static func processes() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
    }

    /// Where the link at `path` points; nil when it cannot be read.
    static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    /// Removes the stale ones among the locks of `remote`, and gives them.
    static func removeStale(in remote: String) -> [RemoteLock] {
        found(in: remote).filter { $0.isStale && unlink($0.path) == 0 }
    }

    /// Whether a process here (one this user may look into) has `path` open.
    static func isOpen(_ path: String) -> Bool {
        processes().contains { process in
            let descriptors = "/proc/\(process)/fd"
            return ((try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []).contains {
                link(descriptors + "/" + $0) == path
            }
        }
    }
}
