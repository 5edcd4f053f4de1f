import Synchronization

/// A stored value outside the bounds typed input has: a meal of 9223372036854775807 kcal that
/// arrived by a hand edit, a restore or a sync. The record stays in its file untouched; readers
/// leave it out and the command names it in one warning.
public struct OutOfBounds: Hashable, Sendable {
    /// The file it is in, inside the data directory: `meals/2026-03.json`.
    public var file: String
    /// What is out of bounds, quoting the value:
    /// `meal 'Cake' has 9223372036854775807 kcal, more than 10,000 (the most coach accepts)`.
    public var problem: String
    /// How to fix it, as a sentence without its full stop: `Delete it with 'meal delete 2026-03-1' or fix the file`.
    public var fix: String
    /// The problem and the fix in the other languages coach speaks, by language code (`ru`), said when it was found.
    public var translations: [String: Said] = [:]

    /// A problem and its fix in one language.
    public struct Said: Hashable, Sendable {
        public var problem, fix: String
        public init(problem: String, fix: String) { (self.problem, self.fix) = (problem, fix) }
    }

    /// A problem found in a record of `file`.
    public init(file: String = "", problem: String, fix: String, translations: [String: Said] = [:]) {
        (self.file, self.problem, self.fix, self.translations) = (file, problem, fix, translations)
    }

    /// The same problem, placed in `file`.
    public func placed(in file: String) -> OutOfBounds {
        OutOfBounds(file: file, problem: problem, fix: fix, translations: translations)
    }

    /// The problem and the fix in the language `code` names; English for one it was not said in.
    public func said(in code: String) -> Said { translations[code] ?? Said(problem: problem, fix: fix) }

    /// The problem on one line, its parts apart by tabs, for a cache kept beside its file: the file, the problem
    /// and the fix, then each translation's language code, problem and fix.
    public var line: String {
        let translated = translations.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value.problem, $0.value.fix] }
        return ([file, problem, fix] + translated).map(Self.oneLine).joined(separator: "\t")
    }

    /// `text` with its tabs and line breaks made blanks; looked for in its bytes first, as few texts hold any (a
    /// synced month's tens of thousands of problems are each made a line).
    private static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A }) else { return text }
        return text.replacing("\t", with: " ").replacing("\n", with: " ")
    }

    /// Reads `line` back; nil for anything else.
    public init?(line: some Collection<UInt8>) {
        guard
            let read = line.withContiguousStorageIfAvailable({ OutOfBounds(bytes: $0) })
                ?? Array(line).withUnsafeBufferPointer({ OutOfBounds(bytes: $0) })
        else { return nil }
        self = read
    }

    /// Reads a line from its bytes, split at each tab in place.
    private init?(bytes line: UnsafeBufferPointer<UInt8>) {
        var parts: [String] = []
        var start = 0
        while let tab = line[start...].firstIndex(of: 0x09) {
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: line[start..<tab]), as: UTF8.self))
            start = tab + 1
        }
        parts.append(String(decoding: UnsafeBufferPointer(rebasing: line[start...]), as: UTF8.self))
        guard Self.isLine(parts: parts.count) else { return nil }
        (file, problem, fix) = (parts[0], parts[1], parts[2])
        for start in stride(from: 3, to: parts.count, by: 3) {
            translations[parts[start]] = Said(problem: parts[start + 1], fix: parts[start + 2])
        }
    }

    /// Whether `line` has the shape of a `line`: three parts, and three more for each translation, at most nine.
    static func isLine(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var tabs = 0
        for byte in line where byte == 0x09 { tabs += 1 }
        return isLine(parts: tabs + 1)
    }

    /// Whether a line of `parts` parts apart by tabs has the shape of a `line`.
    public static func isLine(parts: Int) -> Bool { parts >= 3 && parts % 3 == 0 && parts <= 30 }

    /// `meals/2026-03.json: meal 'Cake' has … (the most coach accepts); it is left out of sums and lists.
    /// Delete it with … or fix the file.`
    public var message: String { "\(file): \(problem); it is left out of sums and lists. \(fix)." }
}

/// A record that can say whether the values read from its file are within the bounds typed input has.
public protocol BoundedRecord {
    /// What is out of bounds in this record and how to fix it (the reader fills in the file); nil when
    /// nothing is.
    func outOfBounds() -> OutOfBounds?
}

/// Where readers report the records they leave out, so the command that read them names each in one
/// warning. A command runs inside `collecting`; outside one (a test, a background watch) the
/// records are still left out, and nobody is told.
public enum StoredValueWarnings {
    @TaskLocal public static var collector: Collector?

    /// Reports `problem` to the running command's collector, if there is one.
    public static func report(_ problem: OutOfBounds) { collector?.note(problem) }

    /// Reports the problem written as `line` (`OutOfBounds.line`, read from a cache) to the running command's
    /// collector, if there is one; a line of another shape is passed over.
    public static func report(line: UnsafeBufferPointer<UInt8>) {
        guard let collector, OutOfBounds.isLine(line) else { return }
        collector.note(line: String(decoding: line, as: UTF8.self))
    }

    /// Reports problems of one file found together to the running command's collector, if there is one.
    public static func report(_ together: FoundTogether) { collector?.note(together) }

    /// Runs `body` with a collector of its own and returns what it found, each problem as its line, for a reader
    /// that keeps the problems in a cache and reports them from there, as every later reader of the cache does.
    public static func collecting<R>(_ body: () throws -> R) rethrows -> (R, lines: [String]) {
        let mine = Collector()
        let result = try $collector.withValue(mine) { try body() }
        return (result, mine.lines)
    }

    /// The records of `records` within bounds; the others are reported as found in `file`. Inlinable, so each
    /// reader's is made for its record type: a generic one costs hundreds of thousands of instructions a month read.
    @inlinable
    public static func kept<R: BoundedRecord>(_ records: [R], in file: String) -> [R] {
        records.filter { record in
            guard let problem = record.outOfBounds() else { return true }
            report(problem.placed(in: file))
            return false
        }
    }
}
