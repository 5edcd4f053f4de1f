import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text file kept a line at a time (the shell's history). It is read from its end, so a huge
/// file costs no more than its last `tailBytes`; it is changed under a lock beside it, re-read
/// inside the lock, so two shells saving at once merge their lines instead of losing one's.
public struct LineFile: LineKeeping {
    /// The file.
    public let url: URL
    /// How much of the file's end is read.
    public static let tailBytes = KeptLines.tailBytes

    /// The file at `url`.
    public init(url: URL) { self.url = url }

    /// What the file holds: its last lines (none when it is missing), or bytes that are not text.
    public typealias Content = KeptLines

    /// The file's last lines, read from at most its last `tailBytes`.
    public func content() -> Content {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .lines([]) }
        defer { close(fd) }
        let size = lseek(fd, 0, SEEK_END)
        let start = max(0, size - off_t(Self.tailBytes))
        guard size > 0, lseek(fd, start, SEEK_SET) == start else { return .lines([]) }
        var bytes = [UInt8](repeating: 0, count: Int(size - start))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        var text = bytes[..<filled]
        // Reading from the middle of the file: the first line may be cut, so it is left out.
        if start > 0, let newline = text.firstIndex(of: UInt8(ascii: "\n")) { text = text[(newline + 1)...] }
        guard !text.contains(0), let string = String(validating: text, as: UTF8.self) else { return .notText }
        return .lines(string.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
    }

    /// Re-reads the lines under the lock, lets `change` edit them and saves them atomically; a
    /// file that is not text is left as it is.
    public func update(_ change: (inout [String]) -> Void) throws(StoreError) -> [String] {
        try AtomicFile.makeFolder(url.deletingLastPathComponent())
        let lockPath = url.path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw errno == ELOOP
                ? .symbolicLink(path: lockPath) : .cannotLock(path: lockPath, reason: AtomicFile.systemReason())
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotLock(path: lockPath, reason: AtomicFile.systemReason()) }
        }
        defer { flock(fd, LOCK_UN) }
        guard case var .lines(lines) = content() else { throw .notText(path: url.path) }
        change(&lines)
        try AtomicFile.write(Self.text(of: lines), to: url)
        return lines
    }

    /// Replaces the file with `lines` atomically, creating its folder when needed.
    public func replace(with lines: [String]) throws(StoreError) {
        try AtomicFile.makeFolder(url.deletingLastPathComponent())
        try AtomicFile.write(Self.text(of: lines), to: url)
    }

    /// The file's bytes for `lines`: each line ended by a newline.
    static func text(of lines: [String]) -> Data {
        Data((lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n").utf8)
    }
}
