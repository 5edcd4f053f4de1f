import Storage

extension BreathingSessionRecord: BoundedRecord {
    /// The bounds of `breathe`: at most 12 hours (a session without an end stops there), a pattern
    /// `breathe` would accept, and no more cycles than 12 hours of the shortest breath hold.
    public func outOfBounds() -> OutOfBounds? {
        var session: String { "the breathing session of \(Timestamp.format(start))" }
        let (longest, cycles) = (BreathingPlan.longestSeconds, 0...BreathingPlan.mostCycles)
        let names = 1...MealInput.nameLength.upperBound
        let problem = StoredBound.first([
            { StoredBound.words(seconds, 0...longest, unit: "s").map { "\(session) lasted \($0)" } },
            { StoredBound.words(cyclesPlanned, cycles, unit: "cycles").map { "\(session) planned \($0)" } },
            { StoredBound.words(cyclesDone, cycles, unit: "cycles").map { "\(session) did \($0)" } },
            { pattern.partOutOfBounds.map { "\(session) has \($0)" } },
            { StoredBound.length(of: technique, names, what: "a technique name").map { "\(session) has \($0)" } },
        ])
        return problem.map { OutOfBounds(problem: $0, fix: StoredBound.fixTheFile) }
    }
}

extension BreathingPattern {
    /// `an inhale of 1e+300 s, more than 12 (the most coach accepts)`; nil when every part is within
    /// `BreathingPattern.ranges`.
    var partOutOfBounds: String? {
        let parts = [("an inhale", inhale, Self.ranges.inhale), ("a hold", hold, Self.ranges.hold),
                     ("an exhale", exhale, Self.ranges.exhale), ("a rest", rest, Self.ranges.rest)]
        for (part, value, range) in parts {
            if let words = StoredBound.words(value, range, unit: "s") { return "\(part) of \(words)" }
        }
        return nil
    }
}

extension RelaxSessionRecord: BoundedRecord {
    /// At most a day long (`relax` without `--minutes` runs until stopped, so no typed bound reaches
    /// further), and counts that a day of looking and clicking could give.
    public func outOfBounds() -> OutOfBounds? {
        var session: String { "the relax session of \(Timestamp.format(start))" }
        let problem = StoredBound.first([
            { StoredBound.words(seconds, 0...Self.longestSeconds, unit: "s").map { "\(session) lasted \($0)" } },
            { StoredBound.words(shown, 0...Self.mostCounted, unit: "shown").map { "\(session) has \($0)" } },
            { StoredBound.words(interactions, 0...Self.mostCounted, unit: "interactions")
                .map { "\(session) has \($0)" } },
        ])
        return problem.map { OutOfBounds(problem: $0, fix: StoredBound.fixTheFile) }
    }

    /// The longest session kept in sums: a day.
    public static let longestSeconds = 24.0 * 3600
    /// The most pictures shown or pushes given in one session: ten a second for a day. Sums of
    /// counts this small cannot overflow.
    public static let mostCounted = 864_000
}

extension CheckIn: BoundedRecord {
    /// The bounds of `checkin`: a real day, mood and energy 1–5, a note of up to 500 characters.
    public func outOfBounds() -> OutOfBounds? {
        var checkIn: String { "the check-in of \(StoredBound.quoted(day))" }
        let scale = 1...CheckInScale.mood.words.count
        let problem = StoredBound.first([
            { (CalendarDay(day) == nil ? "\(checkIn) is not on a day like 2026-11-24" : nil) },
            { StoredBound.words(mood, scale, unit: "").map { "\(checkIn) has a mood of \($0)" } },
            { energy.flatMap { StoredBound.words($0, scale, unit: "") }.map { "\(checkIn) has an energy of \($0)" } },
            { StoredBound.length(of: note ?? "", 0...CheckInNote.longest, what: "a note")
                .map { "\(checkIn) has \($0)" } },
            { (tags?.count ?? 0) > CheckInTags.most ? "\(checkIn) has \(tags?.count ?? 0) tags, more than \(CheckInTags.most)" : nil },
            { (tags ?? []).lazy.compactMap { StoredBound.length(of: $0, 1...CheckInTags.longest, what: "a tag") }.first
                .map { "\(checkIn) has \($0)" } },
        ])
        guard let problem else { return nil }
        let delete = "Delete it with 'checkin delete --date \(day) --yes' or fix the file"
        let fix = CalendarDay(day) == nil ? StoredBound.fixTheFile : delete
        return OutOfBounds(problem: problem, fix: fix)
    }
}

extension FormulaReview: BoundedRecord {
    /// A review holds a formula id, a time and a grade, each checked as it is decoded; nothing in it is summed.
    public func outOfBounds() -> OutOfBounds? { nil }
}
