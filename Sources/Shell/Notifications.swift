import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Messages from background work (a timer ending) waiting to be shown above the prompt.
/// A pipe wakes the line editor so they appear at once, not at the next key press.
final class Notifications: Sendable {
    /// A message, and whether the bell rings before it.
    struct Notice: Equatable {
        var text: String
        var ringing = false
        /// A terminal notification's bytes (`ReminderNotice`), written as they are before the text.
        var terminal: String?
    }

    private let pending = Mutex<[Notice]>([])
    private let pipeEnds: (read: Int32, write: Int32)

    init() {
        var fds: [Int32] = [-1, -1]
        pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        pipeEnds = (fds[0], fds[1])
    }

    /// The descriptor that becomes readable when a message is posted.
    var wakeDescriptor: Int32 { pipeEnds.read }

    func post(_ message: String, ringing: Bool = false, terminal: String? = nil) {
        pending.withLock { $0.append(Notice(text: message, ringing: ringing, terminal: terminal)) }
        var byte: UInt8 = 1
        _ = write(pipeEnds.write, &byte, 1)
    }

    /// Takes every posted message, oldest first.
    func drain() -> [Notice] {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(pipeEnds.read, &buffer, buffer.count) > 0 {}
        return pending.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
