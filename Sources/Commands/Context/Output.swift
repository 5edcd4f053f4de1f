import Core
import LiveStorage
import Storage
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command's text goes: stdout for results, stderr for errors and notes.
/// Text is never sent raw: its control characters are shown (`TerminalText`), so what a user
/// stored or typed cannot drive the terminal; live displays send `ControlSequence`s on purpose.
/// Safe to use from background tasks (a timer finishing while a command runs).
public final class Output: Sendable {
    /// A destination for text.
    public enum Sink: Sendable {
        case standardStreams
        case capture
    }

    private let sink: Sink
    private let captured = Mutex<(out: String, err: String)>(("", ""))
    /// Text held back (a piped script, a group of saved changes), in order.
    private let held = HeldText()
    /// Taken while held text is written, so two flushes cannot write out of order.
    private let writing = Mutex(())
    /// Stdout's text kept for the pager while a long view runs (`collect`); nil when it is written as it comes.
    private let collecting = Mutex<[UInt8]?>(nil)
    /// The colours asked for and whether the display is plain; `style` is made from them.
    private let looks: Mutex<(colors: Bool, display: DisplayChoice)>
    /// Colours and emphasis, or plain text; plain lines for a screen reader when the display is plain.
    public var style: Style { looks.withLock { Style(colors: $0.colors, plain: $0.display.plain) } }
    /// Whether the display is plain, and what decided it.
    public var display: DisplayChoice { looks.withLock { $0.display } }
    /// The width lines wrap at (the terminal's, 80 when piped), or nil for none.
    private let columns: @Sendable () -> Int?
    /// The width stderr's lines wrap at: the terminal's when stderr is one, else nil (a message a program reads stays
    /// on one line).
    private let errorColumns: @Sendable () -> Int?

    /// Output to `sink`, styled when `style.colors` is on, plain as `display` decides, its lines wrapped at
    /// `columns()` and its error lines at `errorColumns()`.
    public init(
        _ sink: Sink, style: Style, display: DisplayChoice? = nil, columns: @escaping @Sendable () -> Int? = { nil },
        errorColumns: @escaping @Sendable () -> Int? = { nil }
    ) {
        self.sink = sink
        self.looks = Mutex((style.colors, display ?? DisplayChoice(forced: style.plain ? true : nil, setting: .normal)))
        self.columns = columns
        self.errorColumns = errorColumns
    }

    /// After `settings set display`: the display follows the new setting, unless --plain or COACH_PLAIN decided it.
    public func followDisplaySetting(_ setting: DisplayMode) { looks.withLock { $0.display.setting = setting } }

    /// Writes `text` to stdout, its control characters shown (`^[` for ESC; line breaks and tabs
    /// stay) and its styling turned into colours when they are on (see `TerminalText`).
    public func write(_ text: String) {
        send(TerminalText.render(text, colors: style.colors))
    }

    /// Writes `text` and a newline to stdout, as `write` does; a line wider than the terminal (80 columns when piped)
    /// is wrapped at spaces (`LineWrap`). Data goes unwrapped: JSON through `json`, CSV through `write`.
    public func line(_ text: String = "") {
        write(wrapped(text, width: columns) + "\n")
    }

    /// A question at the terminal, wrapped as `line` wraps, its last line left open for the answer after a space.
    public func prompt(_ question: String) {
        write(wrapped(question, width: columns) + " ")
    }

    /// `text` wrapped at spaces to `width()` (`LineWrap`), its lines joined by newlines.
    private func wrapped(_ text: String, width: () -> Int?) -> String {
        // A column takes at least a byte, so a line of no more bytes than the narrowest width fits any.
        // Plain lines are not cut: a line read alone must say all it is about (the terminal folds it to the eye).
        guard text.utf8.count > 20, let width = width(), text.utf8.count > width, !display.plain else { return text }
        // Cut at each newline byte: the same lines as cutting at each "\n" character, which only "\r\n" is not.
        var text = text
        let lines = text.withUTF8 { bytes in
            guard !bytes.contains(0x0D) else {
                return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                    .map(String.init)
            }
            // By hand rather than with `split`, which cost a tenth of a `meal add` (its budget in `make bench`).
            var (lines, start) = ([String](), 0)
            for index in bytes.indices where bytes[index] == 0x0A {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
        return lines.flatMap { LineWrap.lines($0, width: width) }.joined(separator: "\n")
    }

    /// Writes `text` and a newline to stderr, its control characters shown and without colours:
    /// nothing on stderr is meant to drive the terminal.
    public func errorLine(_ text: String) {
        let rendered = TerminalText.render(wrapped(text, width: errorColumns), colors: false) + "\n"
        switch sink {
        case .standardStreams:
            // Held with what came before it, so it is read in its place.
            if held.append(rendered, to: STDERR_FILENO) == nil {
                SystemCalls.writeAll(STDERR_FILENO, rendered.utf8)
            } else {
                flush()
            }
        case .capture: captured.withLock { $0.err += rendered }
        }
    }

    /// Writes a value as pretty JSON to stdout, exactly: the writer escapes control characters
    /// (and `TerminalText.json` the ones it leaves), so the text path is not needed. One style for every view, as
    /// export writes its files: keys in snake_case (`mood_word`), a moment as RFC 3339 local time with its offset
    /// (`2026-11-21T09:12:05+01:00`) in `calendar`'s zone. A value JSON cannot hold (a number that is not finite)
    /// is refused with the place it is at. With `oneLine`, on one line (keys still sorted), as a status bar reads it.
    public func json<T: Encodable>(_ value: T, calendar: LocalCalendar, oneLine: Bool = false) throws {
        let style = ValueEncoder.Style.snakeCase { ExportTable.localTime($0, in: calendar) }
        let encoded = try ValueEncoder.encode(value, style: style)
        var writer = JSONWriter()
        if oneLine { writer.compact(encoded) } else { writer.pretty(encoded, depth: 0) }
        send(TerminalText.json(String(decoding: writer.bytes, as: UTF8.self)) + "\n")
    }

    /// Sends control sequences to stdout as they are: for live displays, at a terminal only.
    public func control(_ sequences: ControlSequence...) {
        send(sequences.map(\.code).joined())
        flush()
    }

    /// Writes a live display's frame in one go: its text rendered, its control sequences as they are.
    public func show(_ frame: Frame) {
        send(
            frame.parts.map { part in
                switch part {
                case let .text(text): TerminalText.render(text, colors: style.colors)
                case let .control(sequence): sequence.code
                }
            }.joined())
        flush()
    }

    /// Writes a full-screen picture's bytes in one write: made by `CellScreen`, which sends only its
    /// own glyphs and codes, never text from elsewhere.
    func paint(_ bytes: [UInt8]) {
        switch sink {
        case .standardStreams:
            flush()
            SystemCalls.writeAll(STDOUT_FILENO, bytes)
        case .capture: captured.withLock { $0.out += String(decoding: bytes, as: UTF8.self) }
        }
    }

    /// Holds stdout text until `flush`, or until 64 KiB of it wait: a piped script of short commands
    /// then costs one write per block, not one per line. The session flushes before anything waits
    /// (reading more input, a timed pause), so text is never late for a person watching.
    public func holdText() { held.hold() }

    /// Writes any held text now (nothing while fenced).
    public func flush() {
        writing.withLock { _ in
            for (fd, bytes) in held.take() {
                SystemCalls.writeAll(fd, bytes)
            }
        }
    }

    /// Holds everything written from now on until `release`: the acknowledgements of a group of
    /// changes wait until the changes are saved.
    public func fence() { held.fence() }

    /// Ends the fence and writes what it held, or drops it when the changes were not saved.
    public func release(discarding: Bool) {
        held.release(discarding: discarding)
        flush()
    }

    /// Keeps stdout's text from now on instead of writing it, until `collected`: a long view's, for the pager.
    func collect() { collecting.withLock { $0 = [] } }

    /// The text kept since `collect`; stdout is written to again from now on.
    func collected() -> [UInt8] {
        collecting.withLock { kept in
            defer { kept = nil }
            return kept ?? []
        }
    }

    /// Writes text `collected` kept and the pager did not show, as it is (it was rendered when it was written).
    func send(collected bytes: [UInt8]) { send(String(decoding: bytes, as: UTF8.self)) }

    /// Writes to stdout exactly what it is given.
    private func send(_ text: String) {
        guard !collecting.withLock({ kept in kept?.append(contentsOf: text.utf8) != nil }) else { return }
        switch sink {
        case .standardStreams:
            switch held.append(text, to: STDOUT_FILENO) {
            case nil: SystemCalls.writeAll(STDOUT_FILENO, text.utf8)
            case true?: flush()
            case false?: break
            }
        case .capture: captured.withLock { $0.out += text }
        }
    }

    /// The columns a line may take before it wraps: the terminal's, 80 when piped; nil when lines never wrap.
    public var width: Int? { columns() }

    /// What was written to stdout so far (capture sink only).
    public var capturedOut: String { captured.withLock { $0.out } }
    /// What was written to stderr so far (capture sink only).
    public var capturedErr: String { captured.withLock { $0.err } }
}
