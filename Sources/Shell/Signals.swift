import Commands
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Set by the SIGINT handler; the line editor and live displays read and clear it.
let interruptFlag = Atomic<Bool>(false)

/// Written by the signal handlers so that a `poll` on the main thread wakes, whichever thread
/// the kernel chose to run the handler on. Index 0 reads, 1 writes; byte `i` is SIGINT,
/// `w` SIGWINCH, `z` SIGTSTP and `c` SIGCONT (see `Signals.stopOrResume`).
let signalPipe: [Int32] = {
    var fds: [Int32] = [-1, -1]
    pipe(&fds)
    for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    return fds
}()

enum Signals {
    /// What woke the signal pipe.
    struct Woken {
        var interrupted = false
        var resized = false
    }

    /// Every signal that ends or stops coach gives the terminal back first (`TerminalState`); those
    /// coach has no use for then act as they would have (`PassedOnSignals`). A signal ignored when coach
    /// starts (`nohup`'s SIGHUP) is left ignored. SIGTERM, SIGHUP and SIGQUIT end coach with status 128 + the signal (SIGQUIT without a core
    /// dump or a backtrace: it is how a person ends a program, not a crash). SIGTSTP (Ctrl-Z) stops
    /// it as the default action would, and SIGCONT puts coach's modes back and asks for a redraw:
    /// at once, or by the loop reading keys when there is one (`stopOrResume`).
    static func install() {
        // Whatever its parent left blocked (a program's worker thread that starts coach blocks them all), signals
        // reach coach's main thread, where one-shot and piped commands run: their handlers end work properly.
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        TerminalState.capture()
        _ = signalPipe
        let end: SignalHandler = { signal in
            TerminalState.giveBack(endingLine: true)
            _exit(128 + signal)
        }
        // One the parent ignored stays ignored: `nohup coach …` goes on when the terminal hangs up.
        for signal in [SIGTERM, SIGHUP, SIGQUIT] where !SignalAction.isIgnored(signal) {
            SignalAction.install(end, for: signal)
        }
        PassedOnSignals.install()
        SignalAction.install(
            { signal in
                guard TerminalState.shared.keysAreRead else {
                    TerminalState.giveBack(endingLine: false)
                    return SignalAction.stopAsByDefault(signal)
                }
                TerminalState.shared.stopRequested.store(true, ordering: .sequentiallyConsistent)
                var byte = UInt8(ascii: "z")
                _ = write(signalPipe[1], &byte, 1)
            }, for: SIGTSTP, restartingCalls: true)
        SignalAction.install(
            { _ in
                guard TerminalState.shared.keysAreRead else { return TerminalState.takeBack() }
                TerminalState.shared.continued.store(true, ordering: .sequentiallyConsistent)
                var byte = UInt8(ascii: "c")
                _ = write(signalPipe[1], &byte, 1)
            }, for: SIGCONT, restartingCalls: true)
    }

    /// Called by the loop that reads keys and draws, each time it wakes: stops coach if Ctrl-Z
    /// asked for it, and after a continue puts coach's terminal modes back. Returns whether coach
    /// was continued, so what is on the screen needs drawing again.
    static func stopOrResume() -> Bool {
        let state = TerminalState.shared
        if state.stopRequested.exchange(false, ordering: .sequentiallyConsistent) {
            TerminalState.giveBack(endingLine: false)
            SignalAction.stopAsByDefault(SIGTSTP)  // returns once continued
            waitForForeground()
            state.continued.store(false, ordering: .sequentiallyConsistent)
            TerminalState.takeBack()
            return true
        }
        guard state.continued.exchange(false, ordering: .sequentiallyConsistent) else { return false }
        waitForForeground()
        TerminalState.takeBack()
        return true
    }

    /// Continued in the background (`bg`), coach stops again as the system stops a program that reads
    /// the terminal from there (SIGTTIN), until `fg`: else its loop would go on reading keys in the shell's
    /// modes, echoed and a line at a time, and draw nothing when brought back.
    private static func waitForForeground() {
        guard isatty(STDIN_FILENO) == 1, tcgetpgrp(STDIN_FILENO) != getpgrp() else { return }
        SignalAction.stopAsByDefault(SIGTTIN)  // returns at once in an orphaned group, which no shell can bring back
    }

    /// From now on Ctrl-C sets `interruptFlag` instead of ending coach. Returns the previous action.
    @discardableResult
    static func catchInterrupts() -> sigaction {
        // Not restarting calls: a blocking read returns EINTR.
        SignalAction.install(
            { _ in
                interruptFlag.store(true, ordering: .relaxed)
                var byte = UInt8(ascii: "i")
                _ = write(signalPipe[1], &byte, 1)
            }, for: SIGINT)
    }

    /// Window size changes wake the line editor through the signal pipe.
    static func watchResizes() {
        SignalAction.install(
            { _ in
                var byte = UInt8(ascii: "w")
                _ = write(signalPipe[1], &byte, 1)
            }, for: SIGWINCH, restartingCalls: true)
    }

    /// Empties the signal pipe; returns what it held.
    @discardableResult
    static func drainPipe() -> Woken {
        var bytes = [UInt8](repeating: 0, count: 64)
        var woken = Woken()
        while true {
            let count = read(signalPipe[0], &bytes, bytes.count)
            guard count > 0 else { return woken }
            woken.interrupted = woken.interrupted || bytes[..<count].contains(UInt8(ascii: "i"))
            woken.resized = woken.resized || bytes[..<count].contains(UInt8(ascii: "w"))
        }
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    static func takeInterrupt() -> Bool {
        interruptFlag.exchange(false, ordering: .relaxed)
    }
}
