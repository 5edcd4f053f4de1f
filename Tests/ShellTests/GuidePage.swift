import Foundation

/// A page of the README or `docs/` read as the examples it holds, the way `GuideExampleTests` runs them.
///
/// - A ```` ```console ```` block is an example. `$ LINE` (or `MACHINE$ LINE`, on another machine) runs LINE in
///   `/bin/sh`, `coach` on its PATH; the lines up to the next command are what it prints (stdout and stderr, as a
///   terminal shows them). A run of `coach> LINE` lines is one shell in an 80-column terminal with those lines
///   typed at its prompt: the block is the screen from its first prompt. A line `…` stands for any number of
///   lines, and `…` within a line for any text.
/// - `<!-- clock: 2026-11-24 08:12:00 -->` sets the clock (UTC, with libfaketime) for what follows, `real` leaves
///   the machine's (a breathing session never ends under libfaketime); `<!-- setup` … `-->` holds lines
///   run quietly before what follows, to give an example its history.
/// - Any other fenced block says which test checks it: `<!-- checked by NAME -->` on the line before.
struct GuidePage {
    /// One command (or shell session) and what it prints.
    struct Run {
        enum Kind: Equatable {
            case shell(machine: String, line: String)
            case session([String])
        }
        var kind: Kind
        /// The lines under a shell line; a session's whole screen, its prompts and what was typed at them too.
        var printed: [String]
    }

    enum Step {
        case clock(String)
        case setup(machine: String, line: String)
        /// An example block: its runs, and the range of the page's lines it stands on (the fences left out).
        case example([Run], lines: Range<Int>)
    }

    let steps: [Step]
    /// Blocks that are neither an example nor say which test checks them: their first lines (from 1).
    let unchecked: [Int]
    /// The tests that `<!-- checked by NAME -->` names.
    let checkers: [String]
    let lines: [String]

    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
        var steps: [Step] = []
        var unchecked: [Int] = []
        var checkers: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if let clock = Self.comment(line, named: "clock:") {
                steps.append(.clock(clock))
            } else if line == "<!-- setup" {
                index += 1
                while index < lines.count, lines[index] != "-->" {
                    let (machine, command) = Self.command(lines[index]) ?? ("", lines[index])
                    steps.append(.setup(machine: machine, line: command))
                    index += 1
                }
            } else if line.hasPrefix("```") {
                let info = line.dropFirst(3)
                let start = index + 1
                index = start
                while index < lines.count, lines[index] != "```" { index += 1 }
                if info == "console" {
                    steps.append(.example(Self.runs(Array(lines[start..<index])), lines: start..<index))
                } else if start >= 2, let name = Self.comment(lines[start - 2], named: "checked by") {
                    checkers.append(name)
                } else {
                    unchecked.append(start)
                }
            }
            index += 1
        }
        (self.steps, self.unchecked, self.checkers) = (steps, unchecked, checkers)
    }

    /// The text of `<!-- NAME text -->` on `line`, nil when it is not one.
    static func comment(_ line: String, named name: String) -> String? {
        guard line.hasPrefix("<!-- \(name) "), line.hasSuffix(" -->") else { return nil }
        return String(line.dropFirst("<!-- \(name) ".count).dropLast(" -->".count))
    }

    /// `$ LINE` or `MACHINE$ LINE`: the machine ("" for this one) and the line.
    static func command(_ line: String) -> (machine: String, line: String)? {
        guard let mark = line.firstRange(of: "$ ") else { return nil }
        let machine = line[..<mark.lowerBound]
        guard machine.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        return (String(machine), String(line[mark.upperBound...]))
    }

    /// A shell's prompt: `coach>`, or `coach 00:03:10>` while the stopwatch runs.
    static func typed(_ line: String) -> String? {
        guard line.hasPrefix("coach"), let mark = line.firstRange(of: ">") else { return nil }
        let between = line[line.index(line.startIndex, offsetBy: 5)..<mark.lowerBound]
        guard between.isEmpty || between.first == " " && !between.dropFirst().contains(" ") else { return nil }
        return String(line[mark.upperBound...].drop { $0 == " " })
    }

    static func runs(_ block: [String]) -> [Run] {
        var runs: [Run] = []
        for line in block {
            if let (machine, command) = command(line) {
                runs.append(Run(kind: .shell(machine: machine, line: command), printed: []))
            } else if let typed = typed(line) {
                if case .session(let session)? = runs.last?.kind {
                    runs[runs.count - 1].kind = .session(session + [typed])
                    runs[runs.count - 1].printed.append(line)
                } else {
                    runs.append(Run(kind: .session([typed]), printed: [line]))
                }
            } else if !runs.isEmpty {
                runs[runs.count - 1].printed.append(line)
            }
        }
        return runs
    }

    /// The block's lines written back with what each command printed.
    static func block(_ runs: [Run]) -> [String] {
        runs.flatMap { run -> [String] in
            guard case .shell(let machine, let line) = run.kind else { return run.printed }
            return ["\(machine)$ \(line)"] + run.printed
        }
    }

    /// Whether `actual` is what `expected` says, each `…` standing for any number of lines.
    static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            return actual.indices.map { actual[$0...] }.contains { matches(expected.dropFirst(), $0) }
                || matches(expected.dropFirst(), actual[actual.endIndex...])
        }
        guard let line = actual.first, same(first, line) else { return false }
        return matches(expected.dropFirst(), actual.dropFirst())
    }

    /// Whether `line` is `expected`, each `…` in it standing for any text.
    static func same(_ expected: String, _ line: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return expected == line }
        guard line.hasPrefix(parts[0]), line.dropFirst(parts[0].count).hasSuffix(parts[parts.count - 1]) else {
            return false
        }
        var rest = line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() {
            guard let found = rest.firstRange(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
