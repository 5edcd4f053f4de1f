import Storage

/// An app whose history `import` reads.
public enum HistorySource: String, CaseIterable, Sendable {
    case loop, daylio, habitctl, dijo
}

/// A habit another app kept, as read from its files: the app's own id for it, its name there, what coach keeps it
/// as, and its days. Nothing here is written yet; `HistoryImportPlan` decides what of it is new.
public struct ImportedHabit: Sendable, Equatable {
    /// What a day of the habit says.
    public enum Mark: Sendable, Equatable {
        /// Done (1), or the day's count or measure.
        case value(Double)
        /// Skipped on purpose: the streak neither breaks nor grows, as on a rest day.
        case skipped
    }

    /// A day of the habit and what it says.
    public struct Day: Sendable, Equatable {
        public var day: CalendarDay
        public var mark: Mark

        public init(_ day: CalendarDay, _ mark: Mark) { (self.day, self.mark) = (day, mark) }
    }

    /// The app's own id, with the app's name: `habitctl:Floss`, `loop:0b7e…`. A second import finds the tracker by it;
    /// the app's name before the colon marks each day's entry (`loop@2026-11-28`).
    public var source: String
    /// Other ids the app gave it before, found too: a backup's habit (known by its uuid) finds the tracker that its
    /// CSV export (known by name) made.
    public var aliases: [String] = []
    /// The name the app shows.
    public var name: String
    public var kind: Tracker.Kind
    public var unit: String?
    /// The goal coach gives it; nil for none.
    public var goal: AreaGoal?
    /// The days, each at most once.
    public var days: [Day]

    public init(source: String, name: String, kind: Tracker.Kind, unit: String? = nil, goal: AreaGoal?, days: [Day]) {
        (self.source, self.name, self.kind, self.unit, self.goal, self.days) = (source, name, kind, unit, goal, days)
    }
}

/// Something the summary of an import says beyond its counts: what was combined, skipped or approximated, and why.
public struct ImportRemark: Sendable {
    /// The remark in a language.
    public let said: @Sendable (Messages) -> String

    public init(_ said: @escaping @Sendable (Messages) -> String) { self.said = said }
}

/// A day of another app's mood journal, as coach keeps it: one check-in, its entries there already combined.
public struct ImportedCheckIn: Sendable, Equatable {
    /// The app's name, marking the check-in (`daylio@2026-11-28`) so a second import finds it.
    public var app: String
    /// The day as the person lived it, and when its last entry was made.
    public var day: CalendarDay
    public var time: Date
    /// 1 awful … 5 great.
    public var mood: Int
    public var tags: [String]
    public var note: String?

    public init(app: String, day: CalendarDay, time: Date, mood: Int, tags: [String], note: String?) {
        (self.app, self.day, self.time, self.mood, self.tags, self.note) = (app, day, time, mood, tags, note)
    }

    /// The check-in it becomes.
    public var checkIn: CheckIn {
        var checkIn = CheckIn(day: day, time: time, mood: mood, energy: nil, note: note, tags: tags)
        checkIn.source = app + "@" + day.text
        return checkIn
    }
}

/// Everything read from another app's files, before anything is written.
public struct ImportedHistory: Sendable {
    public var habits: [ImportedHabit] = []
    /// The days of a mood journal, each at most once, in day order.
    public var checkIns: [ImportedCheckIn] = []
    public var remarks: [ImportRemark] = []

    public init(habits: [ImportedHabit] = [], checkIns: [ImportedCheckIn] = [], remarks: [ImportRemark] = []) {
        (self.habits, self.checkIns, self.remarks) = (habits, checkIns, remarks)
    }
}

/// Why a file of another app was refused: the file, the line (or record) at fault, and what is wrong.
public struct HistoryImportError: UserFacingError {
    /// The file, as the person named it.
    public var file: String
    /// The line counting from 1; nil for the whole file.
    public var line: Int?
    private let said: @Sendable (Messages) -> String

    public init(file: String, line: Int? = nil, said: @escaping @Sendable (Messages) -> String) {
        (self.file, self.line, self.said) = (file, line, said)
    }

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        let place = line.map { words.tr("%@, line %@", ControlCharacters.visible(file), String($0)) }
        return (place ?? ControlCharacters.visible(file)) + ": " + said(words)
    }
}
