import Storage

/// The interactive history: one line per entry, oldest first, capped, saved atomically.
public struct CommandHistory: Equatable, Sendable {
    /// How many lines are kept.
    public static let capacity = 1000

    /// The remembered lines, oldest first.
    public private(set) var lines: [String]

    /// A history holding the newest `capacity` of `lines`, and no more of them than fit in the
    /// part of the file that is read back (`LineFile.tailBytes`).
    public init(lines: [String] = []) {
        var kept = Array(lines.suffix(Self.capacity))
        var bytes = kept.reduce(0) { $0 + $1.utf8.count + 1 }
        while bytes > LineFile.tailBytes, let first = kept.first {
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

    /// Reads the end of the history file (`LineFile.tailBytes`): a missing file, or one that is
    /// not text, is an empty history.
    public static func read(from url: URL) -> CommandHistory {
        guard case let .lines(lines) = LineFile(url: url).content() else { return CommandHistory() }
        return CommandHistory(lines: lines)
    }

    /// Adds `line` to the history file as it is now, so lines another shell saved meanwhile are
    /// kept, and returns the history saved. A file that is not text is never rewritten.
    public static func append(_ line: String, to url: URL) throws(StoreError) -> CommandHistory {
        CommandHistory(
            lines: try LineFile(url: url).update { lines in
                var history = CommandHistory(lines: lines)
                history.add(line)
                lines = history.lines
            })
    }

    /// Saves atomically, creating the folder when needed (`LineFile`, which also reads it back).
    public func write(to url: URL) throws(StoreError) {
        try LineFile(url: url).replace(with: lines)
    }
}
