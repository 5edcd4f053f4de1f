import Storage
import Synchronization

/// A countdown the user started in a shell.
public struct RunningTimer: Equatable, Sendable {
    public init(id: Int, duration: Duration, label: String, waited: Bool = false) {
        self.id = id
        self.duration = duration
        self.label = label
        self.waited = waited
    }

    /// Small number the user cancels it by.
    public var id: Int
    /// The length asked for.
    public var duration: Duration
    /// The user's words for it (`tea`), possibly empty.
    public var label: String
    /// True when a coach started from the system shell or a script waits for it and rings it, not the shells.
    public var waited: Bool
}

/// The countdowns of a shell, each waiting for an absolute deadline on `clock`. With a shelf they are
/// kept in the data directory too: every shell lists and cancels them, the first shell awake at the
/// deadline rings it (the shelf decides, under its lock), and they outlive the shell that started them.
public final class TimerBoard<C: Clock>: Sendable where C.Duration == Duration {
    private struct Entry: Sendable {
        var timer: RunningTimer
        var deadline: C.Instant
        var task: Task<Void, Never>
    }

    private let clock: C
    private let shelf: TimerShelf?
    private let now: @Sendable () -> Date
    private let entries = Mutex<(nextID: Int, running: [Entry])>((1, []))
    private let onFinish: @Sendable (RunningTimer) -> Void

    /// A board on `clock` that calls `onFinish` when a countdown reaches zero (not when cancelled);
    /// with `shelf`, countdowns are kept there, on the wall clock `now` (the caller's: Core reads no clock).
    public init(
        clock: C, shelf: TimerShelf? = nil, now: @escaping @Sendable () -> Date,
        onFinish: @escaping @Sendable (RunningTimer) -> Void
    ) {
        (self.clock, self.shelf, self.now, self.onFinish) = (clock, shelf, now, onFinish)
    }

    /// Starts a countdown in the background and returns it.
    @discardableResult
    public func start(_ duration: Duration, label: String) -> RunningTimer {
        if let shelf, let stored = try? shelf.add(duration, label: label, now: now()) {
            schedule(stored.timer, after: duration)
            return stored.timer
        }
        let id = entries.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        let timer = RunningTimer(id: id, duration: duration, label: label)
        schedule(timer, after: duration)
        return timer
    }

    private func schedule(_ timer: RunningTimer, after wait: Duration) {
        let deadline = clock.now.advanced(by: wait)
        entries.withLock { state in
            let task = Task { [clock] in
                do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
                self.finish(timer.id)
            }
            state.running.append(Entry(timer: timer, deadline: deadline, task: task))
        }
    }

    /// Waits on the shelf's countdowns that other shells started, and forgets those cancelled
    /// elsewhere; the shell calls it every few seconds.
    public func adoptStored() {
        guard let shelf, let stored = try? shelf.all() else { return }
        let ids = Set(stored.map(\.id))
        // A countdown a coach waits for in the foreground is rung there, not here.
        let waited = Set(stored.filter { $0.waited == true }.map(\.id))
        let known = entries.withLock { state in
            for entry in state.running where !ids.contains(entry.timer.id) { entry.task.cancel() }
            state.running.removeAll { !ids.contains($0.timer.id) }
            return Set(state.running.map(\.timer.id))
        }
        let wall = now()
        for timer in stored where !known.contains(timer.id) && !waited.contains(timer.id) {
            schedule(
                timer.timer,
                after: .milliseconds(max(0, Int64((timer.ends.timeIntervalSince(wall) * 1000).rounded(.up)))))
        }
    }

    private func finish(_ id: Int) {
        let finished = entries.withLock { state -> RunningTimer? in
            guard let index = state.running.firstIndex(where: { $0.timer.id == id }) else { return nil }
            return state.running.remove(at: index).timer
        }
        guard let finished else { return }
        // Kept on a shelf: rung by the one shell that takes it off (not cancelled, not rung elsewhere).
        if let shelf, (try? shelf.take(id)) ?? nil == nil { return }
        onFinish(finished)
    }

    /// The running countdowns with the time left on each, soonest first.
    public func list() -> [(timer: RunningTimer, remaining: Duration)] {
        if let shelf, let stored = try? shelf.all() {
            let wall = now()
            return stored.filter { $0.ends > wall }.map {
                ($0.timer, .milliseconds(Int64(($0.ends.timeIntervalSince(wall) * 1000).rounded())))
            }
        }
        let instant = clock.now
        return entries.withLock { state in
            state.running
                .map { ($0.timer, max(.zero, instant.duration(to: $0.deadline))) }
                .sorted { $0.1 < $1.1 }
        }
    }

    /// Cancels one countdown; returns it, or nil when there is no such id.
    public func cancel(_ id: Int) -> RunningTimer? {
        let local = entries.withLock { state -> RunningTimer? in
            guard let index = state.running.firstIndex(where: { $0.timer.id == id }) else { return nil }
            let entry = state.running.remove(at: index)
            entry.task.cancel()
            return entry.timer
        }
        guard let shelf else { return local }
        return ((try? shelf.take(id)) ?? nil)?.timer
    }

    /// Cancels every countdown; returns how many there were.
    @discardableResult
    public func cancelAll() -> Int {
        let local = entries.withLock { state in
            for entry in state.running { entry.task.cancel() }
            defer { state.running = [] }
            return state.running.count
        }
        guard let shelf else { return local }
        return ((try? shelf.takeAll()) ?? []).count
    }
}

/// The countdowns of a shell, whatever clock they run on.
public protocol CountdownBoard: Sendable {
    func start(_ duration: Duration, label: String) -> RunningTimer
    func adoptStored()
    func list() -> [(timer: RunningTimer, remaining: Duration)]
    func cancel(_ id: Int) -> RunningTimer?
    func cancelAll() -> Int
}

extension TimerBoard: CountdownBoard {}
