import Core
import Synchronization

@testable import Commands

/// A clock that moves only when told: the scripted terminal moves it as a person's pauses would.
final class SteppingClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let current = Mutex(Instant(offset: .zero))
    var now: Instant { current.withLock { $0 } }
    var minimumResolution: Duration { .zero }

    func advance(by duration: Duration) { current.withLock { $0 = $0.advanced(by: duration) } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        current.withLock { $0 = max($0, deadline) }
    }
}

/// A terminal that plays a script of keys between frames: a key arrives at once; `nil` is a
/// moment with no key, which waits the whole timeout on the clock. When the script runs out, q.
final class ScriptedTerminal: TerminalControl {
    let clock: SteppingClock
    let columns: Int, rows: Int
    let colorDepth: ColorDepth
    let drawsPictures: Bool
    private let script: Mutex<[TerminalKey?]>
    /// Whether mouse reports were asked for, and whether they were turned off again.
    let mouse = Mutex((asked: false, off: false))

    init(
        clock: SteppingClock, columns: Int = 40, rows: Int = 12, depth: ColorDepth = .palette256,
        drawsPictures: Bool = true,
        script: [TerminalKey?]
    ) {
        (self.clock, self.columns, self.rows, colorDepth, self.drawsPictures) = (
            clock, columns, rows, depth, drawsPictures
        )
        self.script = Mutex(script)
    }

    /// `count` moments with no key.
    static func pauses(_ count: Int) -> [TerminalKey?] { Array(repeating: nil, count: count) }

    func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
    func withFullScreen<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
    func withMouse<R>(_ body: () async throws -> R) async rethrows -> R {
        mouse.withLock { $0.asked = true }
        defer { mouse.withLock { $0.off = true } }
        return try await body()
    }
    func readLine() -> String? { nil }

    func readKey(timeout: Duration) -> TerminalKey? {
        let next: TerminalKey? = script.withLock { $0.isEmpty ? .character("q") : $0.removeFirst() }
        if next == nil { clock.advance(by: timeout) }
        return next
    }
}

extension Harness {
    /// This coach's context at `terminal`, on the terminal's clock.
    func context(at terminal: ScriptedTerminal) -> CommandContext {
        var context = self.context
        (context.terminal, context.clock, context.mode) = (terminal, terminal.clock, .interactive)
        return context
    }

    /// Runs `line` at `terminal`; returns the status and what it printed.
    func run(_ line: String, at terminal: ScriptedTerminal) async -> (status: Int32, out: String, err: String) {
        let (outBefore, errBefore) = (output.capturedOut.count, output.capturedErr.count)
        let status = await LineRunner.run(line: line, context: context(at: terminal))
        return (
            status, String(output.capturedOut.dropFirst(outBefore)), String(output.capturedErr.dropFirst(errBefore))
        )
    }
}
