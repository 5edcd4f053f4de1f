import Storage

/// How a person says they feel, 1 to 5, each with its word: mood (awful … great) or energy
/// (drained … full). Stored as the number, so insights can correlate it with the other areas.
public enum CheckInScale: String, Sendable, CaseIterable {
    case mood, energy

    /// The five words, 1 first.
    public var words: [String] {
        switch self {
        case .mood: ["awful", "bad", "okay", "good", "great"]
        case .energy: ["drained", "low", "steady", "lively", "full"]
        }
    }

    /// The five words in Russian, 1 first: how a person answers «как ты?».
    public var russianWords: [String] {
        switch self {
        case .mood: ["ужасно", "плохо", "нормально", "хорошо", "отлично"]
        case .energy: ["без сил", "вяло", "ровно", "бодро", "на подъёме"]
        }
    }

    /// The five words in the language of `words`.
    public func words(in words: Messages) -> [String] { words.language == .ru ? russianWords : self.words }

    /// `good` for mood 4.
    public func word(_ value: Int) -> String { word(value, in: .english) }

    /// `good` / `хорошо` for mood 4.
    public func word(_ value: Int, in words: Messages) -> String {
        let names = self.words(in: words)
        return names.indices.contains(value - 1) ? names[value - 1] : String(value)
    }

    /// `4 good`.
    public func describe(_ value: Int) -> String { describe(value, in: .english) }

    /// `4 good` / `4 хорошо`.
    public func describe(_ value: Int, in words: Messages) -> String { "\(value) \(word(value, in: words))" }

    /// `1 awful · 2 bad · 3 okay · 4 good · 5 great`: the choices, as a question shows them.
    public var choices: String { choices(in: .english) }

    /// The English choices, marked as messages: an option's refusal, made before the language is known, is shown
    /// translated whole (`Messages.translate(shown:)`), its choices with it.
    static let shownChoices = [
        Messages.mark("1 awful · 2 bad · 3 okay · 4 good · 5 great"),
        Messages.mark("1 drained · 2 low · 3 steady · 4 lively · 5 full"),
    ]

    /// The choices in the language of `words`.
    public func choices(in words: Messages) -> String {
        self.words(in: words).enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: " · ")
    }

    /// Reads `4`, `good`, `Good` or the Russian word (`хорошо`, `на подъёме`, `на подъеме`); refuses anything
    /// else with the choices in the message.
    public func parse(_ text: String) throws(CheckInInputError) -> Int {
        let word = text.trimmed(\.isSpace).lowercased()
        if let number = Int(word), (1...5).contains(number), word.allSatisfy(\.isASCII) { return number }
        if let index = words.firstIndex(of: word) { return index + 1 }
        let russian = word.replacing("ё", with: "е").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let index = russianWords.firstIndex(where: { $0.replacing("ё", with: "е") == russian }) { return index + 1 }
        throw .notOnScale(self, text)
    }
}

/// One day's check-in: how the person felt, when they said so, and what they noted.
public struct CheckIn: JSONRecord {
    /// The calendar day it is for: `2026-11-24`.
    public var day = ""
    /// When it was recorded.
    public var time = Date(timeIntervalSince1970: 0)
    /// 1 awful … 5 great.
    public var mood = 0
    /// 1 drained … 5 full; nil when not given.
    public var energy: Int?
    /// A line in the person's words; nil when none.
    public var note: String?
    /// What the person did that day, in their words: `walk`, `friends`; nil when none.
    public var tags: [String]?
    /// Where another app's day came from, for a check-in `import` made: `daylio@2026-11-24`; nil for one made here.
    public var source: String?

    /// A check-in for `day`, recorded at `time`.
    public init(day: CalendarDay, time: Date, mood: Int, energy: Int?, note: String?, tags: [String]? = nil) {
        (self.day, self.time, self.mood, self.energy, self.note) = (day.text, time, mood, energy, note)
        self.tags = tags?.isEmpty == true ? nil : tags
    }

    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("day", &day)
        try fields.field("time", &time)
        try fields.field("mood", &mood)
        try fields.field("energy", &energy)
        try fields.field("note", &note)
        try fields.field("tags", &tags)
        try fields.field("source", &source)
    }

    /// The day as a calendar day (a hand-edited file with a bad day reads as 1970-01-01).
    public var calendarDay: CalendarDay { CalendarDay(day) ?? CalendarDay(year: 1970, month: 1, day: 1) }

    /// `today`, `yesterday` or `2026-11-19`, for sentences about the check-in of `day`.
    public static func when(_ day: CalendarDay, today: CalendarDay, in words: Messages) -> String {
        day == today ? words.tr("today") : day == today.adding(days: -1) ? words.tr("yesterday") : day.text
    }
}

extension CheckIn: MonthlyRecord {
    /// Check-ins are kept by the month of their day: `checkins/2026-11.json`.
    public static let folder = "checkins"
    public static let listKey = "checkins"
    public static let currentVersion = 1
}

/// A planned rest day: streaks neither break nor grow on it.
public struct RestDay: JSONRecord, FieldValue {
    /// The day rested: `2026-11-24`.
    public var day = ""
    /// When it was planned.
    public var planned = Date(timeIntervalSince1970: 0)
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    /// A rest day on `day`, planned at `planned`.
    public init(day: CalendarDay, planned: Date) { (self.day, self.planned) = (day.text, planned) }

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("day", &day)
        try fields.field("planned", &planned)
    }

    /// The day as a calendar day.
    public var calendarDay: CalendarDay? { CalendarDay(day) }
}

/// Every planned rest day, in `rest-days.json`: a few a month at most, so one small file
/// whose single lock covers the week around any day.
public struct RestDays: StoredDocument, JSONRecord {
    public static let currentVersion = 1
    public static let defaultPath = "rest-days.json"
    public static let empty = RestDays()

    public var version = RestDays.currentVersion
    public var days: [RestDay] = []
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("version", &version)
        try fields.field("days", &days)
    }

    /// The days, as calendar days.
    public var calendarDays: Set<CalendarDay> { Set(days.compactMap(\.calendarDay)) }
}
