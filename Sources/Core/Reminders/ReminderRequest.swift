import Storage

/// What `remind add` was asked for: `11:00 breathe` or `every 2h 09:00-18:00 breathe "stand up"`.
public struct ReminderRequest: Equatable, Sendable {
    public var rule: ReminderRule
    public var command: String
    public var note: String?
    /// The days of the week it rings on; nil for every day.
    public var days: [Weekday]?
    /// A digest: one ring listing what is left of the day's goals.
    public var digest = false

    /// The longest note kept, in characters.
    public static let longestNote = 200

    public init(rule: ReminderRule, command: String, note: String?, days: [Weekday]? = nil) {
        (self.rule, self.command, self.note, self.days) = (rule, command, note, days)
    }

    /// Reads the words after `remind add`; `isCommand` says whether a word is a coach command and
    /// `commands` lists them for suggestions.
    public static func parse(_ words: [String], isCommand: (String) -> Bool, commands: [String])
        throws(ReminderInputError) -> ReminderRequest
    {
        var rest = words[...]
        guard !rest.isEmpty else { throw .nothingSaid }
        let rule = try Self.rule(&rest)
        guard let command = rest.popFirst() else { throw .noCommand }
        let what = try Self.command(command, isCommand: isCommand, commands: commands)
        return ReminderRequest(rule: rule, command: what, note: try Self.note(rest.joined(separator: " ")))
    }

    /// Reads the words after `remind add --digest`: when, then an optional note; its command is `today`.
    public static func digest(_ words: [String]) throws(ReminderInputError) -> ReminderRequest {
        var rest = words[...]
        let rule = try Self.rule(&rest)
        var request = ReminderRequest(rule: rule, command: "today", note: try Self.note(rest.joined(separator: " ")))
        request.digest = true
        return request
    }

    /// When it rings, from the first words: `11:00`, or `every 2h` with an optional window `09:00-18:00`.
    public static func rule(_ rest: inout ArraySlice<String>) throws(ReminderInputError) -> ReminderRule {
        guard let first = rest.popFirst() else { throw .nothingSaid }
        guard first.lowercased() == "every" else {
            guard let time = WallTime(first) else { throw .notATime(first) }
            return .daily(time)
        }
        guard let interval = rest.popFirst() else { throw .notAnInterval("") }
        let minutes = try Self.interval(interval)
        var window = ReminderRule.defaultWindow
        if let word = rest.first, word.first?.isNumber == true {
            window = try Self.window(word)
            rest.removeFirst()
        }
        return .every(minutes: minutes, from: window.from, to: window.to)
    }

    /// The coach command a reminder names, checked: `breathe box`.
    public static func command(_ text: String, isCommand: (String) -> Bool, commands: [String])
        throws(ReminderInputError) -> String
    {
        let command = text.trimmed(\.isSpace)
        guard !command.isEmpty else { throw .noCommand }
        let name = String(command.prefix { !$0.isWhitespace })
        guard isCommand(name.lowercased()) else {
            throw .unknownCommand(name, suggestion: Suggestion.closest(to: name, among: commands))
        }
        guard ControlCharacters.found(in: command).isEmpty else { throw .control(command, Messages.mark("command")) }
        return command
    }

    /// A note, checked; nil when empty.
    public static func note(_ text: String) throws(ReminderInputError) -> String? {
        let note = text.trimmed(\.isSpace)
        guard ControlCharacters.found(in: note).isEmpty else { throw .control(note, Messages.mark("note")) }
        guard note.count <= longestNote else { throw .noteTooLong(note.count) }
        return note.isEmpty ? nil : note
    }

    /// The days of `--weekdays` or `--days D` (nil: every day); not both.
    public static func days(weekdays: Bool, days: String?) throws(ReminderInputError) -> [Weekday]? {
        if weekdays, days != nil { throw .daysTwice }
        if weekdays { return Weekday.workingDays }
        return try days.map { text throws(ReminderInputError) in try Weekday.days(text) }
    }

    /// Minutes from `90m`, `2h`, `1h30m` or `45min`: a unit is needed, within 5 minutes to 12 hours.
    static func interval(_ word: String) throws(ReminderInputError) -> Int {
        let compact = word.lowercased().filter { !$0.isWhitespace }
        guard !compact.isEmpty, !compact.allSatisfy(\.isNumber), let minutes = GoalNumber.minutes(compact) else {
            throw .notAnInterval(word)
        }
        guard ReminderRule.intervals.contains(minutes) else { throw .intervalOutOfRange(word) }
        return minutes
    }

    /// Minutes of a pause, `30m`, `1h` or `2h30m`: a unit is needed, up to 7 days.
    public static func pauseMinutes(_ word: String) throws(ReminderInputError) -> Int {
        let compact = word.lowercased().filter { !$0.isWhitespace }
        guard !compact.isEmpty, !compact.allSatisfy(\.isNumber), let minutes = GoalNumber.minutes(compact),
            (1...7 * 24 * 60).contains(minutes)
        else { throw .notAPause(word) }
        return minutes
    }

    /// `09:00-18:00` (an en dash works too), ending after it starts.
    static func window(_ word: String) throws(ReminderInputError) -> (from: WallTime, to: WallTime) {
        let ends = word.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" })
        guard ends.count == 2, let from = WallTime(String(ends[0])), let to = WallTime(String(ends[1])), from < to
        else { throw .notAWindow(word) }
        return (from, to)
    }
}
