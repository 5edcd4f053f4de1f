import Storage

/// The stopwatch from the breathing app: start, stop, reset, laps, shown in the prompt or hidden.
/// It keeps wall-clock instants so a stopwatch started in one shell runs on in another.
public struct Stopwatch: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "stopwatch.json"
    public static let empty = Stopwatch()

    public var version = Stopwatch.currentVersion
    /// When the current run began; nil while stopped.
    public var runningSince: Date?
    /// Seconds counted by earlier runs since the last reset.
    public var banked: Double = 0
    /// Total elapsed seconds at each lap, oldest first.
    public var laps: [Double] = []
    /// Whether the elapsed time stays out of the prompt (it keeps counting either way).
    public var hidden = false

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// Whether the stopwatch is counting.
    public var isRunning: Bool { runningSince != nil }

    /// Seconds elapsed at `now`; a clock set backwards never makes it negative.
    public func elapsed(at now: Date) -> Double {
        guard let since = runningSince else { return banked }
        return banked + max(0, now.timeIntervalSince(since))
    }

    /// What a stopwatch action did, for the command to report.
    public enum Outcome: Equatable, Sendable {
        case started(from: Double)
        case alreadyRunning(elapsed: Double)
        case stopped(at: Double)
        case alreadyStopped(elapsed: Double)
        case reset(running: Bool)
        case lapped(number: Int, lap: Double, total: Double)
        case notRunning
        case shown
        case hidden
    }

    /// Starts counting from the banked time.
    public mutating func start(at now: Date) -> Outcome {
        if isRunning { return .alreadyRunning(elapsed: elapsed(at: now)) }
        runningSince = now
        return .started(from: banked)
    }

    /// Stops counting and banks the elapsed time.
    public mutating func stop(at now: Date) -> Outcome {
        guard isRunning else { return .alreadyStopped(elapsed: banked) }
        banked = elapsed(at: now)
        runningSince = nil
        return .stopped(at: banked)
    }

    /// Back to 00:00:00 and no laps; a running stopwatch keeps running from zero.
    public mutating func reset(at now: Date) -> Outcome {
        banked = 0
        laps = []
        if isRunning { runningSince = now }
        return .reset(running: isRunning)
    }

    /// Records a lap while running.
    public mutating func lap(at now: Date) -> Outcome {
        guard isRunning else { return .notRunning }
        let total = elapsed(at: now)
        let lap = total - (laps.last ?? 0)
        laps.append(total)
        return .lapped(number: laps.count, lap: lap, total: total)
    }

    /// The laps as (number, lap time, total), oldest first.
    public var lapTable: [(number: Int, lap: Double, total: Double)] {
        laps.enumerated().map { index, total in
            (index + 1, total - (index == 0 ? 0 : laps[index - 1]), total)
        }
    }

    /// Shows or hides the time in the prompt.
    public mutating func setHidden(_ hide: Bool) -> Outcome {
        hidden = hide
        return hide ? .hidden : .shown
    }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("runningSince", &runningSince)
        try fields.field("banked", &banked)
        try fields.field("laps", &laps)
        try fields.field("hidden", &hidden)
    }
}
