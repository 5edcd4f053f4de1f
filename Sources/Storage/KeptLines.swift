/// Text kept a line at a time (the shell's history): read from its end, so a huge file costs no more than
/// its last `KeptLines.tailBytes`, and changed under a lock, re-read inside it, so two shells saving at once
/// merge their lines instead of losing one's. `LineFile` (LiveStorage) keeps them in a file.
public protocol LineKeeping: Sendable {
    /// The last lines, read from at most the last `KeptLines.tailBytes`.
    func content() -> KeptLines
    /// Re-reads the lines under the lock, lets `change` edit them and saves them; lines that are not
    /// text are left as they are (`StoreError.notText`).
    func update(_ change: (inout [String]) -> Void) throws(StoreError) -> [String]
    /// Replaces every line with `lines`.
    func replace(with lines: [String]) throws(StoreError)
}

/// What kept lines hold.
public enum KeptLines: Equatable, Sendable {
    /// The last lines (blank ones left out), oldest first; none when there is nothing yet.
    case lines([String])
    /// Bytes that are not text (invalid UTF-8 or NUL): rewriting them would lose them.
    case notText

    /// How much of the end is read.
    public static let tailBytes = 256 << 10
}
