#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock file git made in a remote that is a folder (a USB stick, a shared folder) while it
/// updated the remote's branch. A push killed midway leaves it there, and every machine's push is
/// then refused ("cannot lock ref"). Only a folder's locks are looked at: a remote over the network
/// is another computer's, and its locks are its own business.
public struct RemoteLock: Equatable, Sendable {
    /// The lock file's path.
    public var path: String
    /// How long ago it was made, in seconds.
    public var age: Int

    /// A lock this old that no program here has open is left by a stopped push: git holds a ref's
    /// lock for milliseconds.
    static let staleAfter = 600

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

    /// The folder a remote's address names, nil for one over the network.
    static func folder(of remote: String) -> String? {
        if remote.hasPrefix("/") { return remote }
        if remote.hasPrefix("file://") { return String(remote.dropFirst(7)) }
        return nil
    }

    /// Whether it is old enough, and no program on this machine has it open, to be left by a stopped push.
    var isStale: Bool { age >= Self.staleAfter && !Self.isOpen(path) }

    /// Removes the stale ones among the locks of `remote`, and gives them.
    static func removeStale(in remote: String) -> [RemoteLock] {
        found(in: remote).filter { $0.isStale && unlink($0.path) == 0 }
    }

    /// Whether a process here (one this user may look into) has `path` open.
    static func isOpen(_ path: String) -> Bool {
        let processes = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }
        for process in processes {
            let descriptors = "/proc/\(process)/fd"
            for descriptor in (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? [] {
                var buffer = [CChar](repeating: 0, count: 4096)
                let count = readlink(descriptors + "/" + descriptor, &buffer, buffer.count - 1)
                if count > 0, String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) == path { return true }
            }
        }
        return false
    }

    /// `45 s`, `12 min`, `3 h`, `2 days`: how old a lock is, in words.
    public static func spoken(_ seconds: Int) -> String {
        switch seconds {
        case ..<120: "\(seconds) s"
        case ..<7_200: "\(seconds / 60) min"
        case ..<172_800: "\(seconds / 3_600) h"
        default: "\(seconds / 86_400) days"
        }
    }
}
