import Synchronization

/// A countdown the user started; it lives as long as the shell that started it.
public struct RunningTimer: Equatable, Sendable {
    public init(id: Int, duration: Duration, label: String) {
        self.id = id
        self.duration = duration
        self.label = label
    }

    /// Small number the user cancels it by.
    public var id: Int
    /// The length asked for.
    public var duration: Duration
    /// The user's words for it (`tea`), possibly empty.
    public var label: String
}

/// The countdowns running in this shell, each waiting for an absolute deadline on `clock`.
public final class TimerBoard<C: Clock>: Sendable where C.Duration == Duration {
    private struct Entry: Sendable {
        var timer: RunningTimer
        var deadline: C.Instant
        var task: Task<Void, Never>
    }

    private let clock: C
    private let entries = Mutex<(nextID: Int, running: [Entry])>((1, []))
    private let onFinish: @Sendable (RunningTimer) -> Void

    /// A board on `clock` that calls `onFinish` when a countdown reaches zero (not when cancelled).
    public init(clock: C, onFinish: @escaping @Sendable (RunningTimer) -> Void) {
        self.clock = clock
        self.onFinish = onFinish
    }

    /// Starts a countdown in the background and returns it.
    @discardableResult
    public func start(_ duration: Duration, label: String) -> RunningTimer {
        let deadline = clock.now.advanced(by: duration)
        return entries.withLock { state in
            let timer = RunningTimer(id: state.nextID, duration: duration, label: label)
            state.nextID += 1
            let task = Task { [clock] in
                do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
                self.finish(timer.id)
            }
            state.running.append(Entry(timer: timer, deadline: deadline, task: task))
            return timer
        }
    }

    private func finish(_ id: Int) {
        let finished = entries.withLock { state -> RunningTimer? in
            guard let index = state.running.firstIndex(where: { $0.timer.id == id }) else { return nil }
            return state.running.remove(at: index).timer
        }
        if let finished { onFinish(finished) }
    }

    /// The running countdowns with the time left on each, soonest first.
    public func list() -> [(timer: RunningTimer, remaining: Duration)] {
        let now = clock.now
        return entries.withLock { state in
            state.running
                .map { ($0.timer, max(.zero, now.duration(to: $0.deadline))) }
                .sorted { $0.1 < $1.1 }
        }
    }

    /// Cancels one countdown; returns it, or nil when there is no such id.
    public func cancel(_ id: Int) -> RunningTimer? {
        entries.withLock { state in
            guard let index = state.running.firstIndex(where: { $0.timer.id == id }) else { return nil }
            let entry = state.running.remove(at: index)
            entry.task.cancel()
            return entry.timer
        }
    }

    /// Cancels every countdown; returns how many there were.
    @discardableResult
    public func cancelAll() -> Int {
        entries.withLock { state in
            state.running.forEach { $0.task.cancel() }
            defer { state.running = [] }
            return state.running.count
        }
    }
}

/// The countdowns of a shell, whatever clock they run on.
public protocol CountdownBoard: Sendable {
    func start(_ duration: Duration, label: String) -> RunningTimer
    func list() -> [(timer: RunningTimer, remaining: Duration)]
    func cancel(_ id: Int) -> RunningTimer?
    func cancelAll() -> Int
}

extension TimerBoard: CountdownBoard {}
