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
    /// `checkin delete` piped without `--yes`; carries the check-in's day and today.
    case deleteNeedsConfirmation(day: CalendarDay, today: CalendarDay)
    /// `checkin edit` with nothing to change.
    case nothingToChange

    public var message: String { message(in: .english) }

    public func message(in words: Messages) -> String {
        switch self {
        case let .notOnScale(scale, text):
            let shown = ControlCharacters.visible(text)
            return scale == .mood
                ? words.tr(
                    "'%@' is not a mood; give 1 to 5 (%@), e.g. --mood 4 or --mood good", shown,
                    scale.choices(in: words))
                : words.tr(
                    "'%@' is not an energy level; give 1 to 5 (%@), e.g. --energy 3 or --energy steady", shown,
                    scale.choices(in: words))
        case let .noteTooLong(count):
            return words.tr(
                "the note has %@ characters; keep it to %@, one line about your day", words.number(count),
                words.number(CheckInNote.longest))
        case let .noteControl(note):
            return ControlCharacters.refusal(of: note, as: Messages.mark("note"), in: words)
        case let .badTag(tag):
            return words.tr(
                "'%@' is not a tag; a tag is a word or two of at most %@ characters, e.g. --tag walk",
                ControlCharacters.visible(tag), words.number(CheckInTags.longest))
        case let .tooManyTags(count):
            return words.tr(
                "%@ tags is more than a day keeps; choose at most %@", words.number(count),
                words.number(CheckInTags.most))
        case .moodNeeded:
            return words.tr(
                "say how you feel with --mood 1-5 (and --energy 1-5, --note TEXT), e.g. 'checkin --mood 4 --energy 3'; the questions are asked only at a terminal"
            )
        case let .alreadyCheckedIn(existing):
            return words.tr(
                "you already checked in on %@ (mood %@); add --replace to replace it, or change it with 'checkin edit'",
                existing.day, CheckInScale.mood.describe(existing.mood, in: words))
        case let .noCheckIn(day, today):
            return today
                ? words.tr("you have not checked in today; check in with 'checkin'")
                : words.tr("there is no check-in on %@; 'checkin list' shows the days you checked in", day.text)
        case let .future(day):
            return words.tr("%@ is after today; check in for today or an earlier day", day.text)
        case let .alreadyResting(day):
            return words.tr(
                "%@ is already a rest day; 'checkin rest --cancel --date %@' takes it back", day.text, day.text)
        case let .restInThePast(day):
            return words.tr(
                "%@ is over; a rest day is planned for today or a day ahead, not claimed afterwards", day.text)
        case let .restTooFarAhead(day):
            return words.tr(
                "%@ is more than %@ days ahead; plan rest days within the next month", day.text,
                words.number(RestRule.daysAhead))
        case let .tooManyRestDays(day, window, resting):
            return words.tr(
                "a rest day on %@ would make %@ in the week %@ to %@ (already resting %@); at most %@ rest days in any 7 keep streaks honest",
                day.text, words.number(resting.count + 1), window.lowerBound.text, window.upperBound.text,
                resting.map(\.text).joined(separator: ", "), words.number(RestRule.most))
        case let .noRestDay(day):
            return words.tr("%@ is not a rest day; 'checkin list' shows the rest days planned", day.text)
        case let .deleteNeedsConfirmation(day, today):
            return words.tr(
                "deleting the check-in of %@ needs confirmation; add --yes to delete from a script",
                CheckIn.when(day, today: today, in: words))
        case .nothingToChange:
            return words.tr(
                "say what to change, e.g. 'checkin edit --mood 4', '--energy 3', '--note \"slept well\"', '--tag walk' or '--no-tags'"
            )
        }
    }
}

/// The one-line note of a check-in.
public enum CheckInNote {
    /// The longest note kept, in characters.
    public static let longest = 500
    /// The longest note `import` keeps for a day: another app's journal, a day's entries together.
    public static let longestImported = 10_000

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
        for tag in tags.flatMap({ $0.split(separator: ",") }).map({ $0.trimmed(\.isSpace).lowercased() })
        where !tag.isEmpty {
            guard ControlCharacters.found(in: tag).isEmpty, tag.count <= longest, !tag.hasPrefix("-") else {
                throw .badTag(tag)
            }
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
