import Commands
import Foundation
import Synchronization

/// Set by the SIGINT handler; the line editor and live displays read and clear it.
let interruptFlag = Atomic<Bool>(false)

/// Written by the signal handlers so that a `poll` on the main thread wakes, whichever thread
/// the kernel chose to run the handler on. Index 0 reads, 1 writes; byte `i` is SIGINT, `w` SIGWINCH.
let signalPipe: [Int32] = {
    var fds: [Int32] = [-1, -1]
    pipe(&fds)
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    return fds
}()

/// Whether a full-screen display is up, so a SIGTERM handler knows to leave the alternate screen.
let fullScreenActive = Atomic<Bool>(false)

enum Signals {
    /// Ctrl-C cancels the current line or display instead of killing coach; SIGTERM restores the terminal first.
    static func install() {
        let terminate: SignalHandler = { signal in
            KeyByKeyInput.restoreSaved()
            let restore: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
            let showCursor: StaticString = "\u{1B}[?25h"
            let text = fullScreenActive.load(ordering: .relaxed) ? restore : showCursor
            _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
            _exit(128 + signal)
        }
        SignalAction.install(terminate, for: SIGTERM)
        SignalAction.install(terminate, for: SIGHUP)
    }

    /// From now on Ctrl-C sets `interruptFlag` instead of ending coach. Returns the previous action.
    @discardableResult
    static func catchInterrupts() -> sigaction {
        _ = signalPipe
        // Not restarting calls: a blocking read returns EINTR.
        return SignalAction.install({ _ in
            interruptFlag.store(true, ordering: .relaxed)
            var byte = UInt8(ascii: "i")
            _ = write(signalPipe[1], &byte, 1)
        }, for: SIGINT)
    }

    /// Window size changes wake the line editor through the signal pipe.
    static func watchResizes() {
        _ = signalPipe
        SignalAction.install({ _ in
            var byte = UInt8(ascii: "w")
            _ = write(signalPipe[1], &byte, 1)
        }, for: SIGWINCH, restartingCalls: true)
    }

    /// Empties the signal pipe; returns whether a resize was among what it held.
    @discardableResult
    static func drainPipe() -> (interrupted: Bool, resized: Bool) {
        var bytes = [UInt8](repeating: 0, count: 64)
        var result = (interrupted: false, resized: false)
        while true {
            let count = read(signalPipe[0], &bytes, bytes.count)
            guard count > 0 else { return result }
            result.interrupted = result.interrupted || bytes[..<count].contains(UInt8(ascii: "i"))
            result.resized = result.resized || bytes[..<count].contains(UInt8(ascii: "w"))
        }
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    static func takeInterrupt() -> Bool {
        interruptFlag.exchange(false, ordering: .relaxed)
    }
}
