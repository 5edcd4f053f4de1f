import Storage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of piped input or of a script.
enum InputLine: Equatable {
    case text(String)
    /// A line longer than `InputLines.limit`, skipped unread; its length in bytes.
    case tooLong(bytes: Int)
}

/// Lines read from a file descriptor in blocks. A line may have at most `limit` bytes: a longer
/// one is skipped as it streams past, so a 100 MB line costs no more memory than a short one.
/// Read by one loop at a time (the session reads its lines in order), like `LineSource`.
final class InputLines: @unchecked Sendable {
    /// The longest line coach reads, in bytes.
    static let limit = 64 << 10
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false
    /// Called before a read that may wait for more input (the session writes held output then).
    var beforeWaiting: () -> Void = {}

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline, or nil at the end of input.
    func next() -> InputLine? {
        var skipped = 0
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                defer { start = newline + 1 }
                if skipped > 0 || newline - start > Self.limit { return .tooLong(bytes: skipped + newline - start) }
                return .text(String(decoding: buffer[start..<newline], as: UTF8.self))
            }
            if buffer.count - start > Self.limit {
                skipped += buffer.count - start
                start = buffer.count
            }
            if finished {
                guard start < buffer.count || skipped > 0 else { return nil }
                defer { start = buffer.count }
                if skipped > 0 { return .tooLong(bytes: skipped + buffer.count - start) }
                return .text(String(decoding: buffer[start...], as: UTF8.self))
            }
            readBlock()
        }
    }

    private func readBlock() {
        beforeWaiting()
        buffer.removeFirst(start)
        start = 0
        let old = buffer.count
        buffer.reserveCapacity(old + 65_536)
        buffer.append(contentsOf: repeatElement(0, count: 65_536))
        var count = 0
        repeat {
            count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + old, 65_536) }
        } while count < 0 && errno == EINTR
        buffer.removeLast(65_536 - max(count, 0))
        if count <= 0 { finished = true }
    }
}
