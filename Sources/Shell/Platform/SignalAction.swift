#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// A C signal handler: it may only touch atomics, `write`, `tcsetattr` and `_exit`.
typealias SignalHandler = @convention(c) (Int32) -> Void

/// Installs signal handlers. The handler sits in a union whose field is named differently by
/// Glibc and by Darwin; everything else about `sigaction` is the same on both.
enum SignalAction {
    /// Sends `signal` to `handler` from now on; returns the action it replaces, for `restore`.
    /// Without `restartingCalls`, a blocking read the signal interrupts returns EINTR.
    @discardableResult
    static func install(_ handler: SignalHandler, for signal: Int32, restartingCalls: Bool = false) -> sigaction {
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        #elseif os(macOS)
        action.__sigaction_u.__sa_handler = handler
        #else
        #error("coach installs signal handlers on Linux and macOS only")
        #endif
        action.sa_flags = restartingCalls ? SA_RESTART : 0
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Whether `signal` is ignored (`SIG_IGN`), as a parent may leave it: `nohup` ignores SIGHUP, and a shell
    /// without job control SIGINT and SIGQUIT for a command run in the background. Such a signal stays ignored.
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if os(Linux)
        let handler = current.__sigaction_handler.sa_handler
        #elseif os(macOS)
        let handler = current.__sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }

    /// Puts back an action that `install` replaced.
    static func restore(_ action: sigaction, for signal: Int32) {
        var action = action
        sigaction(signal, &action, nil)
    }

    /// Stops coach as the default action of a stop signal (SIGTSTP) would, so the shell sees a
    /// stopped job, and once continued puts the handler back. Async-signal-safe: also called
    /// from the handler itself.
    static func stopAsByDefault(_ signal: Int32) {
        var byDefault = sigaction()  // all zero: SIG_DFL
        sigemptyset(&byDefault.sa_mask)
        var handler = sigaction()
        sigaction(signal, &byDefault, &handler)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, signal)
        pthread_sigmask(SIG_UNBLOCK, &blocked, nil)  // a handler runs with its own signal blocked
        raise(signal)  // stops here until SIGCONT
        sigaction(signal, &handler, nil)
    }
}
