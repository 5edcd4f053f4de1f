import Storage

/// Why a check-in or a rest day was refused.
public enum CheckInInputError: UserFacingError, Equatable {
    /// A mood or energy that is neither 1–5 nor one of the scale's words.
    case notOnScale(CheckInScale, String)
    /// A note longer than `CheckInNote.longest` characters.
    case noteTooLong(Int)
    /// A note holding control characters.
    case noteControl(String)
    /// A tag too long, starting with `-`, or holding control characters.
    case badTag(String)
    /// More tags than `CheckInTags.most`.
    case tooManyTags(Int)
    /// Not at a terminal and no `--mood`.
    case moodNeeded
    /// A check-in exists for that day and replacing it was not allowed.
    case alreadyCheckedIn(CheckIn)
    /// No check-in on that day to edit or delete.
    case noCheckIn(day: CalendarDay, today: Bool)
    /// A day after today.
    case future(CalendarDay)
    /// A rest day already planned.
    case alreadyResting(CalendarDay)
    /// A rest day before today: rest is planned, not claimed afterwards.
    case restInThePast(CalendarDay)
    /// A rest day too far ahead to plan.
    case restTooFarAhead(CalendarDay)
    /// More than `RestRule.most` rest days would fall in one week.
    case tooManyRestDays(CalendarDay, window: ClosedRange<CalendarDay>, resting: [CalendarDay])
    /// No rest day planned on that day.
    case noRestDay(CalendarDay)

    public var message: String {
        switch self {
        case let .notOnScale(scale, text):
            let example = scale == .mood ? "--mood 4 or --mood good" : "--energy 3 or --energy steady"
            return "'\(ControlCharacters.visible(text))' is not \(scale == .mood ? "a mood" : "an energy level"); give 1 to 5 (\(scale.choices)), e.g. \(example)"
        case let .noteTooLong(count):
            return "the note has \(count) characters; keep it to \(CheckInNote.longest), one line about your day"
        case let .noteControl(note):
            return ControlCharacters.refusal(of: note, as: "note")
        case let .badTag(tag):
            return "'\(ControlCharacters.visible(tag))' is not a tag; a tag is a word or two of at most \(CheckInTags.longest) characters, e.g. --tag walk"
        case let .tooManyTags(count):
            return "\(count) tags is more than a day keeps; choose at most \(CheckInTags.most)"
        case .moodNeeded:
            return "say how you feel with --mood 1-5 (and --energy 1-5, --note TEXT), e.g. 'checkin --mood 4 --energy 3'; "
                + "the questions are asked only at a terminal"
        case let .alreadyCheckedIn(existing):
            return "you already checked in on \(existing.day) (mood \(CheckInScale.mood.describe(existing.mood))); "
                + "add --replace to replace it, or change it with 'checkin edit'"
        case let .noCheckIn(day, today):
            return today ? "you have not checked in today; check in with 'checkin'"
                : "there is no check-in on \(day.text); 'checkin list' shows the days you checked in"
        case let .future(day):
            return "\(day.text) is after today; check in for today or an earlier day"
        case let .alreadyResting(day):
            return "\(day.text) is already a rest day; 'checkin rest --cancel --date \(day.text)' takes it back"
        case let .restInThePast(day):
            return "\(day.text) is over; a rest day is planned for today or a day ahead, not claimed afterwards"
        case let .restTooFarAhead(day):
            return "\(day.text) is more than \(RestRule.daysAhead) days ahead; plan rest days within the next month"
        case let .tooManyRestDays(day, window, resting):
            return "a rest day on \(day.text) would make \(resting.count + 1) in the week \(window.lowerBound.text) to "
                + "\(window.upperBound.text) (already resting \(resting.map(\.text).joined(separator: ", "))); "
                + "at most \(RestRule.most) rest days in any 7 keep streaks honest"
        case let .noRestDay(day):
            return "\(day.text) is not a rest day; 'checkin list' shows the rest days planned"
        }
    }
}

/// The one-line note of a check-in.
public enum CheckInNote {
    /// The longest note kept, in characters.
    public static let longest = 500

    /// The note trimmed, nil when empty; refused when too long or holding control characters.
    public static func checked(_ text: String?) throws(CheckInInputError) -> String? {
        guard let text else { return nil }
        let note = text.trimmed(\.isSpace)
        if note.isEmpty { return nil }
        guard ControlCharacters.found(in: note).isEmpty else { throw .noteControl(note) }
        guard note.count <= longest else { throw .noteTooLong(note.count) }
        return note
    }
}

/// The tags of a check-in: what a person did that day, each a word or two.
public enum CheckInTags {
    /// The longest tag kept, in characters.
    public static let longest = 40
    /// The most tags a day keeps.
    public static let most = 20

    /// `tags` trimmed and lowercased, each once, in the order given; commas split a tag typed as a list.
    public static func checked(_ tags: [String]) throws(CheckInInputError) -> [String] {
        var kept: [String] = []
        for tag in tags.flatMap({ $0.split(separator: ",") }).map({ $0.trimmed(\.isSpace).lowercased() }) where !tag.isEmpty {
            guard ControlCharacters.found(in: tag).isEmpty, tag.count <= longest, !tag.hasPrefix("-") else { throw .badTag(tag) }
            if !kept.contains(tag) { kept.append(tag) }
        }
        guard kept.count <= most else { throw .tooManyTags(kept.count) }
        return kept
    }

    /// The tags of `checkIns`, each once, on the most days first (alphabetically among equals).
    public static func byUse(_ checkIns: some Sequence<CheckIn>) -> [String] {
        var days: [String: Int] = [:]
        for checkIn in checkIns { for tag in Set(checkIn.tags ?? []) { days[tag, default: 0] += 1 } }
        return days.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }
}
