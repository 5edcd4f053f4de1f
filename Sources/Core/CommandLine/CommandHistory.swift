import Storage

/// The interactive history: one line per entry, oldest first, capped, saved atomically. It is kept where
/// the caller says (`LineKeeping`: the shell gives its history file, a `LineFile`).
public struct CommandHistory: Equatable, Sendable {
    /// How many lines are kept.
    public static let capacity = 1000

    /// The remembered lines, oldest first.
    public private(set) var lines: [String]

    /// A history holding the newest `capacity` of `lines`, and no more of them than fit in the
    /// part of the file that is read back (`KeptLines.tailBytes`).
    public init(lines: [String] = []) {
        var kept = Array(lines.suffix(Self.capacity))
        var bytes = kept.reduce(0) { $0 + $1.utf8.count + 1 }
        while bytes > KeptLines.tailBytes, let first = kept.first {
            bytes -= first.utf8.count + 1
            kept.removeFirst()
        }
        self.lines = kept
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
        let trimmed = line.trimmed()
        guard !trimmed.isEmpty, trimmed != lines.last else { return false }
        self = CommandHistory(lines: lines + [trimmed])
        return true
    }

    /// Reads the end of the history file (`KeptLines.tailBytes`): a missing file, or one that is
    /// not text, is an empty history.
    public static func read(from file: some LineKeeping) -> CommandHistory {
        guard case let .lines(lines) = file.content() else { return CommandHistory() }
        return CommandHistory(lines: lines)
    }

    /// Adds `line` to the history file as it is now, so lines another shell saved meanwhile are
    /// kept, and returns the history saved. A file that is not text is never rewritten.
    public static func append(_ line: String, to file: some LineKeeping) throws(StoreError) -> CommandHistory {
        CommandHistory(
            lines: try file.update { lines in
                var history = CommandHistory(lines: lines)
                history.add(line)
                lines = history.lines
            })
    }

    /// Saves atomically, creating the folder when needed (a `LineFile` does, and reads it back).
    public func write(to file: some LineKeeping) throws(StoreError) {
        try file.replace(with: lines)
    }
}
