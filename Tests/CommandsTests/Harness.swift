import Clocks
import Commands
import Core
import Foundation
import LiveStorage
import Storage
import Synchronization

/// A coach with injected time and captured output, over a memory or file store.
final class Harness: Sendable {
    enum StoreKind: CaseIterable { case memory, files }

    let store: any Store
    /// Where the data directory is, for a harness on files; nil in memory.
    let locations: DataLocations?
    let clock = TestClock()
    let output = Output(.capture, style: Style(colors: false))
    let board: TimerBoard<TestClock<Duration>>
    private let instant = Mutex(Date(timeIntervalSince1970: 1_795_248_720))  // 2026-11-21 08:12 UTC
    let mode: RunMode
    let terminal: (any TerminalControl)?
    let calculator = CalculatorMemory()
    /// UTC, so days and streaks do not depend on where the tests run.
    let calendar: LocalCalendar = {
        var calendar = LocalCalendar(timeZone: .utc)
        calendar.timeZone = ZoneRules.utc
        return calendar
    }()

    /// A terminal that receives the keys given to `press`, then only "q", and the lines given to
    /// `type`, then none (as at Ctrl-C).
    final class QuietTerminal: TerminalControl {
        let keys = Mutex<[Character]>([])
        let lines = Mutex<[String]>([])
        /// False for a terminal that cannot draw pictures (TERM=dumb).
        let picturesDrawn = Mutex(true)
        var drawsPictures: Bool { picturesDrawn.withLock { $0 } }
        var columns: Int { 80 }
        var rows: Int { 24 }
        func withKeyInput<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
        func withFullScreen<R>(_ body: () async throws -> R) async rethrows -> R { try await body() }
        func readKey(timeout: Duration) -> TerminalKey? {
            .character(keys.withLock { $0.isEmpty ? "q" : $0.removeFirst() })
        }
        func readLine() -> String? { lines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }
    }

    /// The machine around coach: programs that answer as told, a config folder of its own.
    final class FakeSystem: SystemTools {
        let calls = Mutex<[String]>([])
        /// What each program answers (by name); a program not named is not installed.
        let answers = Mutex<[String: ToolRun]>([:])
        let configHome = FileManager.default.temporaryDirectory.appendingPathComponent("coach-config-\(UUID())").path
        var executable: String { "/usr/local/bin/coach" }
        let systemd = Mutex(true)
        var hasSystemd: Bool { systemd.withLock { $0 } }

        func run(_ program: String, _ arguments: [String], timeout: Duration) -> ToolRun? {
            calls.withLock { $0.append(([program] + arguments).joined(separator: " ")) }
            return answers.withLock { $0[program] }
        }
    }

    let system = FakeSystem()

    /// A speaker that records what it was asked: `start ocean 50% seed … 10.0 s, 4 cues`, `pause`, `stop at 10.0`.
    final class FakeSound: SoundPlayer {
        let calls = Mutex<[String]>([])
        let requests = Mutex<[SoundRequest]>([])
        /// What `start` answers.
        let answer = Mutex<SoundStart>(.playing(device: "the test speaker"))

        func start(_ request: SoundRequest) -> SoundStart {
            requests.withLock { $0.append(request) }
            let length = request.seconds.map { "\($0) s" } ?? "until stopped"
            calls.withLock {
                $0.append(
                    "start \(request.ambience?.rawValue ?? "silence") \(request.volume)% \(length), \(request.cues.count) cues"
                )
            }
            return answer.withLock { $0 }
        }
        func pause() { calls.withLock { $0.append("pause") } }
        func resume() { calls.withLock { $0.append("resume") } }
        func stop(atSecond second: Double) { calls.withLock { $0.append("stop at \(second)") } }
        func finish() async {}
    }

    let sound = FakeSound()
    /// The config folder's store, where settings are kept.
    let settingsStore = MemoryStore()

    /// Lines a command reads as answers (quiz grades), as if they followed it in a piped script.
    private let answerLines = Mutex<[String]>([])

    /// Queues lines for the next commands' questions.
    func answer(_ lines: String...) {
        answerLines.withLock { $0 += lines }
    }

    /// Queues lines typed at the fake terminal.
    func type(_ lines: String...) {
        (terminal as? QuietTerminal)?.lines.withLock { $0 += lines }
    }

    /// Queues key presses at the fake terminal.
    func press(_ keys: String) {
        (terminal as? QuietTerminal)?.keys.withLock { $0 += Array(keys) }
    }

    /// The clock sessions wait on: the test clock, or an immediate one that jumps to each deadline.
    let sessionClock: any Clock<Duration>

    /// Areas added to the built-in ones, as a test registers a made-up area.
    let addedAreas: [ShownArea]
    /// The language the locale asks for, as `LANG=ru_RU.UTF-8` would give it; English by default.
    let localeLanguage: MessageLanguage

    init(
        _ kind: StoreKind = .memory, mode: RunMode = .batch, atTerminal: Bool = false, immediate: Bool = false,
        areas: [ShownArea] = [],
        locale: MessageLanguage = .en
    ) {
        addedAreas = areas
        localeLanguage = locale
        sessionClock = immediate ? ImmediateClock() : clock
        terminal = atTerminal ? QuietTerminal() : nil
        switch kind {
        case .memory: (store, locations) = (MemoryStore(), nil)
        case .files:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coach-cmd-\(UUID())")
            store = FileStore(directory: directory)
            locations = DataLocations(
                dataDirectory: directory, historyFile: directory.appendingPathComponent("history"),
                configDirectory: directory.appendingPathComponent("config"))
        }
        self.mode = mode
        let output = self.output
        let words = Messages(locale)
        board = TimerBoard(
            clock: clock, now: { Date(timeIntervalSince1970: 0) },
            onFinish: { TimerCommand.announceDone($0, on: output, words: words) })
    }

    var context: CommandContext {
        var context = CommandContext(
            store: store, now: { [self] in instant.withLock { $0 } }, clock: sessionClock, output: output,
            mode: mode, terminal: terminal, shell: nil, timers: board, calculator: calculator, calendar: self.calendar,
            answers: { [self] in answerLines.withLock { $0.isEmpty ? nil : $0.removeFirst() } }, system: system,
            settingsStore: settingsStore, locations: locations, sound: sound)
        context.addedAreas = addedAreas
        context.localeLanguage = localeLanguage
        return context
    }

    /// Moves the wall clock on (the stopwatch's time).
    func pass(_ seconds: Double) {
        instant.withLock { $0 += seconds }
    }

    /// Waits until something sleeps on the test clock, so advancing it is not a race.
    /// (Bounded by wall time, not a count of yields, so a loaded machine only makes it slower.)
    func untilSomethingSleeps() async {
        let giveUp = ContinuousClock.now.advanced(by: .seconds(20))
        while (try? await clock.checkSuspension()) != nil, ContinuousClock.now < giveUp {
            await Task.yield()
        }
    }

    /// Runs one line; returns the exit status, and what it printed since the last call.
    @discardableResult
    func run(_ line: String) async -> (status: Int32, out: String, err: String) {
        let (outBefore, errBefore) = (output.capturedOut.count, output.capturedErr.count)
        let status = await LineRunner.run(line: line, context: context)
        return (
            status, String(output.capturedOut.dropFirst(outBefore)), String(output.capturedErr.dropFirst(errBefore))
        )
    }
}
