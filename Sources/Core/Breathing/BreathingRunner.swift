/// What a session did, for the summary and the log.
public struct BreathingResult: Equatable, Sendable {
    public var cyclesDone: Int
    /// Seconds breathed, pauses not counted.
    public var seconds: Double
    /// Every planned cycle breathed; for a session without an end, at least one whole cycle. Otherwise the
    /// session was stopped: its time still counts toward the day's minutes, but it is no completed session.
    public var completed: Bool

    /// The rule `completed` follows, in the words 'breathe --help', 'relax --help' and 'breathe stats' use.
    public static let countingRule =
        "Every session's time counts toward the day's minutes (and so a minutes goal and its "
        + "streak), finished or not. It is a completed session when it breathed every planned cycle, or, without an "
        + "end (--until-stopped, 'relax mandala --breathe'), at least one whole cycle; one stopped sooner is logged as "
        + "stopped."

    /// The result of breathing `plan` for `seconds`.
    public init(plan: BreathingPlan, seconds: Double) {
        let breathed = min(seconds, plan.duration)
        self.seconds = breathed
        cyclesDone = min(plan.cycles, Int((breathed + 1e-9) / plan.pattern.cycleLength))
        completed = plan.openEnded ? cyclesDone >= 1 : breathed >= plan.duration - 1e-9
    }

    /// Breaths per minute actually achieved.
    public var breathsPerMinute: Double { seconds > 0 ? Double(cyclesDone) * 60 / seconds : 0 }
}

/// Plays a plan in real time for plain output: each event fires at an absolute deadline
/// computed from one start instant, so no lateness accumulates however long the session.
public struct BreathingRunner<C: Clock> where C.Duration == Duration {
    /// Something that happens at a moment of the session.
    public enum Event: Equatable, Sendable {
        case phase(BreathingPhase)
        /// A terminal bell: one at each inhale, two (the second 0.3 s later) at each exhale.
        case bell
    }

    public let clock: C

    public init(clock: C) { self.clock = clock }

    /// The events of `plan` with their offsets in seconds, in order.
    public static func events(_ plan: BreathingPlan, bells: Bool) -> [(at: Double, event: Event)] {
        var events: [(at: Double, event: Event)] = []
        for phase in plan.phases {
            if bells && (phase.kind == .inhale || phase.kind == .exhale) { events.append((phase.start, .bell)) }
            events.append((phase.start, .phase(phase)))
            if bells && phase.kind == .exhale { events.append((phase.start + 0.3, .bell)) }
        }
        return events
    }

    /// Runs the plan, calling `emit` at each event's moment. Cancelling the task ends the session
    /// early; the result says how far it got.
    public func run(_ plan: BreathingPlan, bells: Bool, emit: (Event) -> Void) async -> BreathingResult {
        let start = clock.now
        do {
            for (offset, event) in Self.events(plan, bells: bells) {
                try await clock.sleep(
                    until: start.advanced(by: .milliseconds(Int64((offset * 1000).rounded()))), tolerance: .zero)
                emit(event)
            }
            try await clock.sleep(
                until: start.advanced(by: .milliseconds(Int64((plan.duration * 1000).rounded()))), tolerance: .zero)
        } catch {
            // Cancelled: the session ended early.
        }
        let elapsed = start.duration(to: clock.now)
        return BreathingResult(
            plan: plan, seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
}
