#if os(Linux)
import Glibc
#elseif os(macOS)
import Darwin
#endif

/// Signals coach has no use for but whose default action ends it (a `kill -USR1`, an alarm, a closed
/// pipe, a crash): a handler gives the terminal back, then passes the signal on to what was there
/// before (the default action, or the Swift runtime's crash report), so coach ends exactly as it
/// would have, with the terminal as it was found.
enum PassedOnSignals {
    typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// Every signal whose default action ends the process, less those coach handles itself
    /// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and SIGKILL, which cannot be caught.
    static var signals: [Int32] {
        var signals = [
            SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS,
            SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT,
        ]
        #if os(Linux)
        signals += [SIGPWR, SIGSTKFLT] + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #endif
        return signals
    }

    /// The actions replaced, by signal number; written before any handler is installed.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()

    /// Installs the handler for every signal in `signals` but those the parent left ignored.
    static func install() {
        _ = previous
        for signal in signals where signal > 0 && signal < 65 && !SignalAction.isIgnored(signal) {
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_sigaction = handler
            #elseif os(macOS)
            action.__sigaction_u.__sa_sigaction = handler
            #endif
            action.sa_flags = SA_SIGINFO | SA_RESTART | SA_ONSTACK  // a stack overflow still reaches it
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, previous + Int(signal))
        }
    }

    /// Gives the terminal back, puts the previous action back and lets it act: a signal someone sent
    /// is sent again (it arrives as soon as this handler returns); a fault is not, since returning
    /// runs the faulting instruction again, which now reaches the previous action with its own details.
    private static let handler: Handler = { signal, info, _ in
        TerminalState.giveBack(endingLine: true)
        sigaction(signal, PassedOnSignals.previous + Int(signal), nil)
        let sent = info.map { $0.pointee.si_code <= 0 } ?? true
        if sent { raise(signal) }
    }
}
