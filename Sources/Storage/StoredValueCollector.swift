import Synchronization

/// Problems of one file found together, each unlike the others: a month's meals out of bounds as one reader numbers
/// them, or the lines a cache of the month keeps. Each is said only when asked for: a synced month can hold tens of
/// thousands, of which a command names five.
public struct FoundTogether: Sendable {
    /// The file every one of them is in: `meals/2026-11.json`.
    public let file: String
    /// How many there are.
    public let count: Int
    /// Problem `index` (from 0), said in full; it reports nothing (the collector asks for it while it notes).
    public let problem: @Sendable (Int) -> OutOfBounds

    public init(file: String, count: Int, problem: @escaping @Sendable (Int) -> OutOfBounds) {
        (self.file, self.count, self.problem) = (file, count, problem)
    }
}

extension StoredValueWarnings {
    /// The problems found while one command runs, each once, in the order found. Problems are told apart by their
    /// lines (`OutOfBounds.line`), looked up in a set: a synced log can hold tens of thousands, each found again by
    /// every reader of its month, and looking each up in a list took minutes. Those found together in a file are
    /// counted without being said, until the file's are found again: then each is said once, to tell the new ones
    /// from them.
    public final class Collector: Sendable {
        private let state = Mutex(Found())

        public init() {}

        /// Notes `problem`, unless it was noted already.
        public func note(_ problem: OutOfBounds) {
            state.withLock { $0.note(line: problem.line, problem, in: problem.file) }
        }

        /// Notes the problem written as `line`, unless it was noted already.
        func note(line: String) { state.withLock { $0.note(line: line, nil, in: Self.file(of: line)) } }

        /// Notes problems of one file found together, but those noted already.
        public func note(_ together: FoundTogether) { state.withLock { $0.note(together) } }

        /// How many problems were noted.
        public var count: Int { state.withLock { $0.count } }

        /// The first `count` problems noted, in the order found.
        public func first(_ count: Int) -> [OutOfBounds] {
            var first: [OutOfBounds] = []
            for found in state.withLock({ $0.inOrder }) {
                guard first.count < count else { break }
                switch found {
                case let .one(line, problem):
                    if let problem = problem ?? OutOfBounds(line: Array(line.utf8)) { first.append(problem) }
                case let .together(together):
                    for index in 0..<min(together.count, count - first.count) { first.append(together.problem(index)) }
                }
            }
            return first
        }

        /// Every problem noted, in the order found.
        public var problems: [OutOfBounds] { first(Int.max) }

        /// Every problem noted as its line, in the order found.
        public var lines: [String] {
            state.withLock { $0.inOrder }.flatMap { found in
                switch found {
                case let .one(line, _): [line]
                case let .together(together): (0..<together.count).map { together.problem($0).line }
                }
            }
        }

        /// The file part of a problem's line.
        static func file(of line: String) -> String {
            line.utf8.firstIndex(of: 0x09).map { String(line[..<$0]) } ?? line
        }
    }
}

/// What a collector noted, in the order found.
private struct Found {
    enum Problem {
        /// One problem as its line, and the problem itself when it was found as one.
        case one(line: String, problem: OutOfBounds?)
        case together(FoundTogether)
    }

    var inOrder: [Problem] = []
    var count = 0
    /// The lines of the problems said: each noted alone, and those found together in a file found again.
    var said: Set<String> = []
    /// Each file a problem was found in, with the place in `inOrder` of the problems found together there while
    /// nothing else of the file is noted (nil once something else is).
    var files: [String: Int?] = [:]

    mutating func note(line: String, _ problem: OutOfBounds?, in file: String) {
        sayTogether(in: file)
        guard said.insert(line).inserted else { return }
        inOrder.append(.one(line: line, problem: problem))
        count += 1
    }

    mutating func note(_ together: FoundTogether) {
        guard together.count > 0 else { return }
        guard files[together.file] == nil else {
            sayTogether(in: together.file)
            for index in 0..<together.count {
                let problem = together.problem(index)
                note(line: problem.line, problem, in: together.file)
            }
            return
        }
        files[together.file] = inOrder.count
        inOrder.append(.together(together))
        count += together.count
    }

    /// Says the problems found together in `file`, if they are not said yet, so the problems found there again are
    /// told from them; and marks the file as found.
    mutating func sayTogether(in file: String) {
        if case let place?? = files[file], case let .together(together) = inOrder[place] {
            for index in 0..<together.count { said.insert(together.problem(index).line) }
        }
        files[file] = .some(nil)
    }
}
