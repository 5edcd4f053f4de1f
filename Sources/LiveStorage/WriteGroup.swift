import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Changes held back for a group of commands, so a piped script's run of `meal add` lines costs
/// one locked update and one durable write per file, not three fsyncs and two JSON round trips a
/// line: while a group is open the store's lock stays taken, every changed document is kept in
/// memory, decoded (and read back from there), and ending the group encodes and writes each one
/// atomically and durably, in the order of their last change. Whoever prints acknowledgements holds them until `end` returns.
final class WriteGroup: Sendable {
    private struct State {
        var lock: Int32?
        var documents: [String: any StoredDocument] = [:]
        var order: [String] = []
    }

    private let state = Mutex(State())

    var isOpen: Bool { state.withLock { $0.lock != nil } }

    /// Starts holding changes, with the lock (`fd`, already taken) kept until `end`.
    func open(lock fd: Int32) {
        state.withLock { $0 = State(lock: fd) }
    }

    /// Whether the group changed the document at `path`.
    func holds(_ path: String) -> Bool {
        state.withLock { $0.documents[path] != nil }
    }

    /// The paths of the documents the group holds directly in `folder` (`meals/2026-11.json` in `meals`): a month
    /// the group added is not on disk yet, and whoever lists the folder must still see it.
    func paths(in folder: String) -> [String] {
        state.withLock { state in
            state.order.filter { path in
                path.hasPrefix(folder + "/") && !path.dropFirst(folder.count + 1).contains("/")
            }
        }
    }

    /// The document the group holds at `path`, if any.
    func document(at path: String) -> (any StoredDocument)? {
        state.withLock { $0.documents[path] }
    }

    /// Holds `document` as the new contents of `path`.
    func hold(_ document: some StoredDocument, at path: String) {
        state.withLock { state in
            state.documents[path] = document
            state.order.removeAll { $0 == path }
            state.order.append(path)
        }
    }

    /// Stops holding the document at `path`: the file was written meanwhile.
    func forget(_ path: String) {
        state.withLock { state in
            state.documents[path] = nil
            state.order.removeAll { $0 == path }
        }
    }

    /// Ends the group: `write` saves each held document, then the lock is given back, also when a
    /// write fails (the held changes are then dropped and the error thrown).
    func end(_ write: (any StoredDocument, String) throws -> Void) throws {
        let held = state.withLock { state in
            defer { state = State() }
            return state
        }
        guard let fd = held.lock else { return }
        defer {
            flock(fd, LOCK_UN)
            close(fd)
        }
        for path in held.order { try write(held.documents[path]!, path) }
    }
}
