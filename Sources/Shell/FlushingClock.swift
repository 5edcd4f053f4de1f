import Commands

/// The monotonic clock, writing held output before every pause: a piped script's text is held
/// in blocks (`Output.holdText`), and a breathing session or a timer must not keep its lines back
/// while it waits for the next deadline.
struct FlushingClock: Clock {
    let output: Output
    private let base = ContinuousClock()

    init(output: Output) { self.output = output }

    var now: ContinuousClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        output.flush()
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}
