import Core
import Foundation
import Testing

/// coach against GNU bc on a few thousand seeded random expressions: exact agreement where the
/// answer is rational, 14 significant digits where a function leaves the rationals.
struct BcOracleTests {

    /// One expression in both languages.
    typealias Pair = (coach: String, bc: String)

    static func literal(_ random: inout SeededRandom) -> Pair {
        let whole = Int.random(in: 0...999, using: &random)
        let text = Bool.random(using: &random) ? "\(whole)" : "\(whole).\(Int.random(in: 1...999, using: &random))"
        return Bool.random(using: &random) && whole > 0 ? ("(-\(text))", "(-\(text))") : (text, text)
    }

    /// + − × over decimals, whole powers, and divisions by 2s and 5s: bc is exact on all of them at scale 300
    /// (its scale only limits decimal places, and these results stay well within it).
    static func rational(_ random: inout SeededRandom, depth: Int) -> Pair {
        if depth == 0 { return literal(&random) }
        let left = rational(&random, depth: depth - 1)
        let right = rational(&random, depth: depth - 1)
        switch Int.random(in: 0...5, using: &random) {
        case 0: return ("(\(left.coach) + \(right.coach))", "(\(left.bc) + \(right.bc))")
        case 1: return ("(\(left.coach) - \(right.coach))", "(\(left.bc) - \(right.bc))")
        case 2, 3: return ("\(left.coach) * \(right.coach)", "\(left.bc) * \(right.bc)")
        case 4:
            let divisor = [2, 4, 5, 8, 16, 20, 25, 125][Int.random(in: 0...7, using: &random)]
            return ("(\(left.coach)) / \(divisor)", "(\(left.bc)) / \(divisor)")
        default:
            let power = Int.random(in: 0...4, using: &random)
            return ("(\(left.coach))^\(power)", "(\(left.bc))^\(power)")
        }
    }

    /// Positive terms from sqrt, ln, exp, sin, cos and atan, so no cancellation blurs the comparison.
    static func transcendental(_ random: inout SeededRandom) -> Pair {
        func term() -> Pair {
            let x = "\(Int.random(in: 1...99, using: &random)).\(Int.random(in: 1...99, using: &random))"
            switch Int.random(in: 0...5, using: &random) {
            case 0: return ("sqrt(\(x))", "sqrt(\(x))")
            case 1: return ("ln(1 + \(x))", "l(1 + \(x))")
            case 2: return ("exp(\(x) / 25)", "e(\(x) / 25)")
            case 3: return ("(2 + sin(\(x)))", "(2 + s(\(x)))")
            case 4: return ("(2 + cos(\(x)))", "(2 + c(\(x)))")
            default: return ("atan(\(x))", "a(\(x))")
            }
        }
        let a = term()
        let b = term()
        let c = term()
        return Bool.random(using: &random)
            ? ("\(a.coach) + \(b.coach) * \(c.coach)", "\(a.bc) + \(b.bc) * \(c.bc)")
            : ("\(a.coach) / \(b.coach) + \(c.coach)", "\(a.bc) / \(b.bc) + \(c.bc)")
    }

    /// bc writes `-.5` and pads to its scale; coach writes `-0.5`.
    static func normalised(_ number: String) -> String {
        var text = number
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text.hasPrefix("-.") { text = "-0." + text.dropFirst(2) } else if text.hasPrefix(".") { text = "0" + text }
        return text == "-0" || text.isEmpty ? "0" : text
    }

    static func bc(_ lines: [String], scale: Int) throws -> [String] {
        let bc = try #require(
            ["/usr/bin/bc", "/bin/bc"].first { FileManager.default.isExecutableFile(atPath: $0) },
            "GNU bc is missing: 'make test' installs it")
        let coach = CoachProcess()
        let script = coach.home.appendingPathComponent("oracle.bc")
        try (["scale=\(scale)"] + lines + ["quit"]).joined(separator: "\n").write(
            to: script, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: bc)
        process.arguments = ["-l", "-q", script.path]
        var environment = ProcessInfo.processInfo.environment
        environment["BC_LINE_LENGTH"] = "0"
        process.environment = environment
        let output = coach.home.appendingPathComponent("oracle.out")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        process.standardOutput = FileHandle(forWritingAtPath: output.path)
        try process.run()
        process.waitUntilExit()
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// Runs every pair through bc and coach and records the first few disagreements.
    static func compare(_ pairs: [Pair], scale: Int, agree: (_ coach: String, _ bc: String) -> Bool) throws {
        let expected = try bc(pairs.map(\.bc), scale: scale)
        let result = try CoachProcess().run(input: pairs.map(\.coach).joined(separator: "\n") + "\n")
        #expect(result.err == "")
        let actual = result.out.split(separator: "\n").map(String.init)
        try #require(actual.count == pairs.count && expected.count == pairs.count)
        var mismatches = 0
        for (index, pair) in pairs.enumerated() where !agree(actual[index], normalised(expected[index])) {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(pair.coach): coach \(actual[index]), bc \(expected[index])") }
        }
        #expect(mismatches == 0)
    }

    @Test func rationalResultsAgreeExactly() throws {
        var random = SeededRandom(seed: 2026)
        let pairs = (0..<2000).map { _ in Self.rational(&random, depth: Int.random(in: 1...3, using: &random)) }
        try Self.compare(pairs, scale: 300) { ours, theirs in Self.normalised(ours) == theirs }
    }

    @Test func functionResultsAgreeToFourteenDigits() throws {
        var random = SeededRandom(seed: 1_795_248_720)
        let pairs = (0..<1000).map { _ in Self.transcendental(&random) }
        try Self.compare(pairs, scale: 40) { ours, theirs in
            guard let a = Double(ours), let b = Double(theirs) else { return false }
            return abs(a - b) <= 5e-14 * abs(b)
        }
    }
}
