import Foundation

/// One breathing session as the log keeps it, finished or ended early.
public struct BreathingSessionRecord: Codable, Equatable, Sendable {
    public var start: Date
    public var technique: String
    public var pattern: BreathingPattern
    public var cyclesPlanned: Int
    public var cyclesDone: Int
    /// Seconds actually breathed (pauses not counted).
    public var seconds: Double
    public var completed: Bool

    public init(start: Date, technique: String, pattern: BreathingPattern, cyclesPlanned: Int, cyclesDone: Int, seconds: Double, completed: Bool) {
        self.start = start
        self.technique = technique
        self.pattern = pattern
        self.cyclesPlanned = cyclesPlanned
        self.cyclesDone = cyclesDone
        self.seconds = seconds
        self.completed = completed
    }
}

/// A month of the breathing log: `breathing/2026-11.json`.
public struct BreathingLogMonth: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "breathing/log.json"
    public static let empty = BreathingLogMonth()

    public var version = BreathingLogMonth.currentVersion
    public var sessions: [BreathingSessionRecord] = []

    public init() {}

    /// The folder of month files.
    public static let folder = "breathing"

    /// The month file a session starting at `date` belongs in, by the user's calendar.
    public static func path(for date: Date, calendar: Calendar) -> String {
        CalendarDay(date, in: calendar).monthFile(in: folder)
    }
}

/// The user's own patterns, saved by `breathe save`.
public struct SavedBreathingPatterns: StoredDocument {
    public static let currentVersion = 1
    public static let defaultPath = "breathing-patterns.json"
    public static let empty = SavedBreathingPatterns()

    public var version = SavedBreathingPatterns.currentVersion
    public var patterns: [String: BreathingPattern] = [:]

    public init() {}
}

extension Store {
    /// Appends a session to its month file.
    public func logBreathing(_ record: BreathingSessionRecord, calendar: Calendar) throws {
        try update(BreathingLogMonth.self, at: BreathingLogMonth.path(for: record.start, calendar: calendar)) {
            $0.sessions.append(record)
        }
    }

    /// Every logged session, oldest first.
    public func breathingLog() throws -> [BreathingSessionRecord] {
        var sessions: [BreathingSessionRecord] = []
        for path in try documents(in: BreathingLogMonth.folder).sorted() {
            sessions += try load(BreathingLogMonth.self, at: path).sessions
        }
        return sessions.sorted { $0.start < $1.start }
    }
}
