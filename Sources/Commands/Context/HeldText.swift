import Synchronization

/// Text held back on its way to stdout and stderr, in the order it was written: a piped script's
/// output goes out in large blocks, and a group of saved changes (`Store.openGroup`) is fenced, so
/// no acknowledgement is seen before the change it reports is on disk.
final class HeldText: Sendable {
    private struct State {
        var holding = false
        var fenced = false
        var chunks: [(fd: Int32, bytes: [UInt8])] = []
        var count = 0
    }

    private let state = Mutex(State())
    /// The most text held (unless fenced) before it is written anyway.
    static let limit = 64 << 10

    func hold() { state.withLock { $0.holding = true } }

    /// Holds `text` for `fd`: nil when nothing is held (write it now), else whether enough waits to write.
    func append(_ text: String, to fd: Int32) -> Bool? {
        state.withLock { state in
            guard state.holding || state.fenced else { return nil }
            if state.chunks.last?.fd == fd {
                state.chunks[state.chunks.count - 1].bytes.append(contentsOf: text.utf8)
            } else {
                state.chunks.append((fd, Array(text.utf8)))
            }
            state.count += text.utf8.count
            return state.count >= Self.limit
        }
    }

    /// The held text to write now, none while fenced.
    func take() -> [(fd: Int32, bytes: [UInt8])] {
        state.withLock { state in
            guard !state.fenced else { return [] }
            defer { (state.chunks, state.count) = ([], 0) }
            return state.chunks
        }
    }

    /// Holds everything from now on, whatever its size, until `release`.
    func fence() { state.withLock { $0.fenced = true } }

    /// Ends the fence, dropping what it held when `discarding`.
    func release(discarding: Bool) {
        state.withLock { state in
            state.fenced = false
            if discarding { (state.chunks, state.count) = ([], 0) }
        }
    }
}
