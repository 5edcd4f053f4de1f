import Foundation
import Synchronization

/// Where a command's text goes: stdout for results, stderr for errors and notes.
/// Safe to use from background tasks (a timer finishing while a command runs).
public final class Output: Sendable {
    /// A destination for text.
    public enum Sink: Sendable {
        case standardStreams
        case capture
    }

    private let sink: Sink
    private let captured = Mutex<(out: String, err: String)>(("", ""))
    /// Colours and emphasis, or plain text.
    public let style: Style

    /// Output to `sink`, styled when `style.colors` is on.
    public init(_ sink: Sink, style: Style) {
        self.sink = sink
        self.style = style
    }

    /// Writes `text` to stdout as it is.
    public func write(_ text: String) {
        switch sink {
        case .standardStreams: FileHandle.standardOutput.write(Data(text.utf8))
        case .capture: captured.withLock { $0.out += text }
        }
    }

    /// Writes `text` and a newline to stdout.
    public func line(_ text: String = "") { write(text + "\n") }

    /// Writes `text` and a newline to stderr.
    public func errorLine(_ text: String) {
        switch sink {
        case .standardStreams: FileHandle.standardError.write(Data((text + "\n").utf8))
        case .capture: captured.withLock { $0.err += text + "\n" }
        }
    }

    /// Writes a value as pretty JSON to stdout.
    public func json<T: Encodable>(_ value: T) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        line(String(decoding: data, as: UTF8.self))
    }

    /// What was written to stdout so far (capture sink only).
    public var capturedOut: String { captured.withLock { $0.out } }
    /// What was written to stderr so far (capture sink only).
    public var capturedErr: String { captured.withLock { $0.err } }
}

/// ANSI styling that turns into plain text when colours are off.
public struct Style: Sendable {
    /// Whether escape sequences are written.
    public var colors: Bool

    public init(colors: Bool) { self.colors = colors }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }

    private func wrap(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
