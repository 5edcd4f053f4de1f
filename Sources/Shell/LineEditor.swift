import CEditLine
import Commands
import Core
import LiveStorage
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The interactive line reader: libedit with emacs keys, history, Ctrl-R search and Tab completion.
/// Completion itself is `Completion.complete`; this class only adapts it to libedit. Ctrl-R is coach's own
/// (`HistorySearchKey`): libedit's incremental search prompts with a bare "bck:".
final class LineEditor {
    enum Input {
        case line(String)
        case interrupted
        case endOfInput
    }

    /// The prompt text, asked for at every redraw.
    var prompt: () -> String = { "coach> " }
    /// How long until the prompt text changes by itself (a running stopwatch), or nil.
    var promptChangesIn: () -> Duration? = { nil }
    /// Candidates for the line typed up to the cursor.
    var complete: (String) -> Completion.Result = { Completion.Result(prefix: $0, candidates: []) }

    /// libedit's calls, loaded the first time a line is edited; nil where libedit is missing.
    /// `$COACH_LIBEDIT_LIBRARY` names another library (the tests of a machine without it).
    nonisolated(unsafe) private static let libedit: UnsafePointer<coach_editline>? = {
        let calls = UnsafeMutablePointer<coach_editline>.allocate(capacity: 1)
        calls.initialize(to: coach_editline())
        #if canImport(Darwin)
        let usual = "libedit.3.dylib"
        #else
        let usual = "libedit.so.2"
        #endif
        let name = SystemCalls.variable("COACH_LIBEDIT_LIBRARY").flatMap { $0.isEmpty ? nil : $0 } ?? usual
        guard coach_editline_load(calls, name) == 0 else { return nil }
        return UnsafePointer(calls)
    }()

    let editLine: OpaquePointer
    let calls: UnsafePointer<coach_editline>
    private let history: OpaquePointer
    /// The lines Ctrl-R searches, oldest first (libedit's history holds the same).
    private(set) var lines: [String] = []
    /// The prompt while Ctrl-R searches, shown instead of `prompt`.
    var searchPrompt: String?
    /// How wide the prompt libedit last drew is, to find where it starts.
    private var shownPromptWidth = 0
    private let notifications: Notifications
    /// Colours for what the editor writes itself (notifications).
    private let style: Style
    private var promptText: UnsafeMutablePointer<CChar>?
    /// The prompt last drawn: a wake that would draw the same one draws nothing.
    private var shownPrompt = ""
    private var pendingBytes: [UInt8] = []
    /// Whether libedit's editing mode was noted for this line (`TerminalState`, for a continue).
    private var editingModeNoted = false

    /// An editor on libedit; nil where libedit is missing (`libedit`).
    init?(notifications: Notifications, style: Style) {
        guard let calls = Self.libedit, let editLine = coach_el_init(calls, "coach") else { return nil }
        guard let history = calls.pointee.history_init() else {
            calls.pointee.end(editLine)
            return nil
        }
        (self.calls, self.editLine, self.history) = (calls, editLine, history)
        self.notifications = notifications
        self.style = style
        coach_history_set_size(calls, history, Int32(CommandHistory.capacity))
        coach_history_set_unique(calls, history, 1)
        coach_el_set_clientdata(calls, editLine, Unmanaged.passUnretained(self).toOpaque())
        coach_el_set_editor(calls, editLine, "emacs")
        coach_el_set_signal(calls, editLine, 0)
        coach_el_set_history(calls, editLine, history)
        coach_el_set_prompt(calls, editLine) { el in LineEditor.owner(el).currentPrompt() }
        coach_el_set_getc(calls, editLine) { el, character in LineEditor.owner(el).readCharacter(into: character!) }
        coach_el_add_function(calls, editLine, "coach-complete", "Complete the word under the cursor") { el, _ in
            LineEditor.owner(el).completeWord()
        }
        coach_el_bind(calls, editLine, "^I", "coach-complete")
        coach_el_add_function(calls, editLine, "coach-search", "Search earlier lines") { el, _ in
            LineEditor.owner(el).searchHistory()
        }
        coach_el_bind(calls, editLine, "^R", "coach-search")
        _ = calls.pointee.source(editLine, nil)
    }

    deinit {
        calls.pointee.end(editLine)
        calls.pointee.history_end(history)
        free(promptText)
    }

    /// Adds a line to what Up and Ctrl-R recall.
    func remember(_ line: String) {
        coach_history_enter(calls, history, line)
        if lines.last != line { lines.append(line) }  // libedit keeps no line twice in a row either
        if lines.count > CommandHistory.capacity { lines.removeFirst() }
    }

    /// Reads one line; Ctrl-C gives `.interrupted`, Ctrl-D on an empty line `.endOfInput`.
    func readLine() -> Input {
        Signals.drainPipe()
        _ = Signals.takeInterrupt()
        editingModeNoted = false
        TerminalState.shared.lineEditing.store(true, ordering: .sequentiallyConsistent)
        var count: Int32 = 0
        let text = calls.pointee.gets(editLine, &count)
        TerminalState.shared.lineEditing.store(false, ordering: .sequentiallyConsistent)
        TerminalState.want(nil)  // libedit has put the terminal back
        _ = Signals.stopOrResume()  // a Ctrl-Z that came as the line ended
        if Signals.takeInterrupt() {
            calls.pointee.reset(editLine)
            return .interrupted
        }
        guard let text, count > 0 else { return .endOfInput }
        var line = String(cString: text)
        if line.hasSuffix("\n") { line.removeLast() }
        return .line(line)
    }

    // MARK: libedit callbacks

    private static func owner(_ el: OpaquePointer?) -> LineEditor {
        Unmanaged<LineEditor>.fromOpaque(coach_el_get_clientdata(libedit!, el)!).takeUnretainedValue()
    }

    private func currentPrompt() -> UnsafeMutablePointer<CChar>? {
        free(promptText)
        let text = searchPrompt ?? prompt()
        (shownPrompt, shownPromptWidth) = (text, text.count)
        promptText = strdup(text)
        return promptText
    }

    /// Reads one character, waking to redraw the prompt each stopwatch second and to show notifications.
    func readCharacter(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        if !editingModeNoted {
            TerminalState.wantCurrent()  // libedit set its mode before asking for the first key
            editingModeNoted = true
        }
        while true {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: notifications.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signalPipe[0], events: Int16(POLLIN), revents: 0),
            ]
            let timeout = pendingBytes.isEmpty ? promptChangesIn()?.milliseconds ?? -1 : -1
            let ready = poll(&fds, 3, timeout)
            if ready < 0 && errno != EINTR { return -1 }
            // Drained first: a handler sets its flag before writing the byte that woke the poll.
            let signals = fds[2].revents != 0 ? Signals.drainPipe() : Signals.Woken()
            if Signals.stopOrResume() { redrawLine() }
            if signals.resized { calls.pointee.resize(editLine) }
            if signals.interrupted {
                errno = EINTR
                return -1
            }
            if ready == 0 { redrawPrompt() }
            if fds[1].revents != 0 { showNotifications() }
            guard ready > 0, fds[0].revents != 0 else { continue }
            var byte: UInt8 = 0
            let got = read(STDIN_FILENO, &byte, 1)
            if got == 0 { return 0 }
            if got < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return -1
            }
            pendingBytes.append(byte)
            switch TypedCharacter.decode(pendingBytes) {
            case .incomplete:
                continue
            case let .scalar(value):
                pendingBytes = []
                character.pointee = wchar_t(value)
                return 1
            }
        }
    }

    /// Rewrites the prompt in place (the stopwatch ticked) without disturbing the line being edited; a prompt
    /// of another width (the stopwatch stopped elsewhere) is drawn with the line afresh, leaving nothing behind.
    private func redrawPrompt() {
        guard searchPrompt == nil else { return }
        let text = prompt()
        guard text != shownPrompt else { return }
        let rowsUp = cursorRow()
        guard text.count == shownPromptWidth else { return redraw(rowsUp: rowsUp) }
        shownPrompt = text
        let up = rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : ""
        SystemCalls.writeAll(STDOUT_FILENO, ("\u{1B}7" + up + "\r" + text + "\u{1B}8").utf8)
    }

    /// How many rows below the prompt's first the cursor stands, the prompt and the line wrapping.
    func cursorRow() -> Int {
        (shownPromptWidth + typedLine().cursor) / RealTerminal.columns()
    }

    /// The line as libedit holds it, and where the cursor is in it (in Unicode scalars, as libedit counts).
    func typedLine() -> (text: String, cursor: Int) {
        guard let info = calls.pointee.line(editLine)?.pointee else { return ("", 0) }
        func text(upTo end: UnsafePointer<CChar>) -> String {
            String(decoding: UnsafeRawBufferPointer(start: info.buffer, count: end - info.buffer), as: UTF8.self)
        }
        return (text(upTo: info.lastchar), text(upTo: info.cursor).unicodeScalars.count)
    }

    /// Clears from the prompt's first row (`rowsUp` above the cursor) down and has libedit draw the prompt
    /// and the line there afresh (EL_REFRESH draws as though the cursor stood at the prompt's start).
    func redraw(rowsUp: Int) {
        let up = rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : ""
        SystemCalls.writeAll(STDOUT_FILENO, ("\r" + up + ControlSequence.clearBelow.code).utf8)
        coach_el_refresh(calls, editLine)
    }

    /// Shows what background work posted above the prompt, its text rendered like any output.
    private func showNotifications() {
        let notices = notifications.drain()
        guard !notices.isEmpty else { return }
        var text = notices.contains(where: \.ringing) ? ControlSequence.bell.code : ""
        text += notices.compactMap(\.terminal).joined()
        text += ControlSequence.lineStart.code + ControlSequence.clearLine.code
        for notice in notices {
            text += TerminalText.render(notice.text, colors: style.colors).replacing("\n", with: "\r\n") + "\r\n"
        }
        SystemCalls.writeAll(STDOUT_FILENO, text.utf8)
        coach_el_refresh(calls, editLine)
    }

    /// After a stop and `fg`: the shell has written below the prompt, so draw it and the line afresh.
    private func redrawLine() {
        SystemCalls.writeAll(STDOUT_FILENO, ControlSequence.lineStart.code.utf8)
        coach_el_refresh(calls, editLine)
    }
}
