import Foundation
import Storage

/// The interactive history: one line per entry, oldest first, capped, saved atomically.
public struct CommandHistory: Equatable, Sendable {
    /// How many lines are kept.
    public static let capacity = 1000

    /// The remembered lines, oldest first.
    public private(set) var lines: [String]

    /// A history holding the newest `capacity` of `lines`.
    public init(lines: [String] = []) {
        self.lines = Array(lines.suffix(Self.capacity))
    }

    /// Parses the history file's text: one entry per line, blank lines skipped.
    public init(fileText: String) {
        self.init(lines: fileText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init))
    }

    /// The file's text.
    public var fileText: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Remembers a line unless it is blank or repeats the previous one; returns whether it was added.
    @discardableResult
    public mutating func add(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed != lines.last else { return false }
        lines.append(trimmed)
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
        return true
    }

    /// Reads the history file; a missing or unreadable file is an empty history.
    public static func read(from url: URL) -> CommandHistory {
        guard let data = try? OutsideFile.read(url) else { return CommandHistory() }
        return CommandHistory(fileText: String(decoding: data, as: UTF8.self))
    }

    /// Saves atomically, creating the folder when needed.
    public func write(to url: URL) throws(StoreError) {
        try AtomicFile.makeFolder(url.deletingLastPathComponent())
        try AtomicFile.write(Data(fileText.utf8), to: url)
    }
}
