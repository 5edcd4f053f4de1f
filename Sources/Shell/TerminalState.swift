import Commands
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What coach has done to the terminal, kept where a signal handler can read it: so every
/// signal that ends or stops coach gives the terminal back as coach found it, and a continue
/// (`fg`) puts coach's own modes back. The handlers may only read atomics, values written before
/// an atomic said they were ready, and call what is async-signal-safe (`tcsetattr`, `write`).
/// (One instance with its atomics inside: atomics as `static let`s beside a `static var termios`
/// shared storage in the debug build, so a settings write changed a flag.)
final class TerminalState: @unchecked Sendable {
    /// Made at start-up by `capture`, before any handler may run.
    static let shared = TerminalState()

    /// The terminal's settings when coach started; valid when `hasFound` (stdin is a terminal).
    private var found = termios()
    private let hasFound = Atomic<Bool>(false)
    /// The settings a live mode wants (libedit's editing mode, key-by-key input); valid when `hasWanted`.
    private var wanted = termios()
    private let hasWanted = Atomic<Bool>(false)
    /// Whether stdout is a terminal: only then are control sequences written.
    private let outputIsTerminal = Atomic<Bool>(false)
    /// Whether a full-screen display is up (alternate screen, cursor hidden).
    let fullScreen = Atomic<Bool>(false)
    /// Whether a live display asked for mouse reports.
    let mouse = Atomic<Bool>(false)
    /// Any motion reported (1003), in SGR's form (1006); and both off again.
    static let mouseOn = "\u{1B}[?1003h\u{1B}[?1006h"
    static let mouseOff = "\u{1B}[?1003l\u{1B}[?1006l"
    /// Whether a live display hid the cursor.
    let cursorHidden = Atomic<Bool>(false)
    /// Whether libedit is reading a line, so the cursor sits after a prompt.
    let lineEditing = Atomic<Bool>(false)
    /// Whether a live display reads keys one at a time (`withKeyInput`).
    let keyInput = Atomic<Bool>(false)
    /// Ctrl-Z came while a loop reads keys: that loop stops coach (`Signals.stopOrResume`).
    let stopRequested = Atomic<Bool>(false)
    /// Coach was continued while a loop reads keys: that loop puts the modes back and redraws.
    let continued = Atomic<Bool>(false)

    /// Whether a loop reading keys (the line editor's, a live display's) polls the signal pipe
    /// often. Then a stop and a continue are carried out by that loop, which is also the one that
    /// draws: done in the handler, on another thread, a frame could land between the handler
    /// leaving the alternate screen (or entering it again) and the stop.
    var keysAreRead: Bool {
        lineEditing.load(ordering: .sequentiallyConsistent) || keyInput.load(ordering: .sequentiallyConsistent)
    }

    private init() {}

    /// Remembers the terminal as coach found it. Call first, before libedit or a handler touches it.
    static func capture() {
        shared.outputIsTerminal.store(isatty(STDOUT_FILENO) == 1, ordering: .sequentiallyConsistent)
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 {
            shared.found = settings
            shared.hasFound.store(true, ordering: .sequentiallyConsistent)
        }
    }

    /// From now on a continue puts `settings` back; nil when no live mode is on.
    static func want(_ settings: termios?) {
        shared.hasWanted.store(false, ordering: .sequentiallyConsistent)
        guard let settings else { return }
        shared.wanted = settings
        shared.hasWanted.store(true, ordering: .sequentiallyConsistent)
    }

    /// Wants the terminal's settings as they are now (libedit has just put it in editing mode).
    static func wantCurrent() {
        var settings = termios()
        want(tcgetattr(STDIN_FILENO, &settings) == 0 ? settings : nil)
    }

    /// From a signal handler: the settings coach found, the cursor shown, the main screen back.
    /// `endingLine` moves off the prompt's line too, when coach is ending rather than stopping.
    static func giveBack(endingLine: Bool) {
        let state = shared
        if state.hasFound.load(ordering: .sequentiallyConsistent) {
            var settings = state.found
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        guard state.outputIsTerminal.load(ordering: .sequentiallyConsistent) else { return }
        if state.mouse.load(ordering: .sequentiallyConsistent) { send("\u{1B}[?1003l\u{1B}[?1006l") }
        if state.fullScreen.load(ordering: .sequentiallyConsistent) {
            send("\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        } else if state.cursorHidden.load(ordering: .sequentiallyConsistent) {
            send("\u{1B}[?25h")
        }
        if endingLine && state.lineEditing.load(ordering: .sequentiallyConsistent) { send("\r\n") }
    }

    /// From a signal handler after a continue: coach's live mode back, when coach has the terminal
    /// (after `bg` it has not, and would be stopped for touching it).
    static func takeBack() {
        let state = shared
        guard state.hasFound.load(ordering: .sequentiallyConsistent), tcgetpgrp(STDIN_FILENO) == getpgrp() else {
            return
        }
        if state.hasWanted.load(ordering: .sequentiallyConsistent) {
            var settings = state.wanted
            tcsetattr(STDIN_FILENO, TCSANOW, &settings)
        }
        guard state.outputIsTerminal.load(ordering: .sequentiallyConsistent) else { return }
        if state.mouse.load(ordering: .sequentiallyConsistent) { send("\u{1B}[?1003h\u{1B}[?1006h") }
        if state.fullScreen.load(ordering: .sequentiallyConsistent) {
            send("\u{1B}[?1049h\u{1B}[?25l")
        } else if state.cursorHidden.load(ordering: .sequentiallyConsistent) {
            send("\u{1B}[?25l")
        }
    }

    /// Writes a fixed sequence to stdout without allocating.
    private static func send(_ text: StaticString) {
        _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    }
}
