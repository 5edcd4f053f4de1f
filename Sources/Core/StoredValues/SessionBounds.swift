import Storage

extension BreathingSessionRecord: BoundedRecord {
    /// The bounds of `breathe`: at most 12 hours (a session without an end stops there), a pattern
    /// `breathe` would accept, and no more cycles than 12 hours of the shortest breath hold.
    public func outOfBounds() -> OutOfBounds? {
        let (longest, cycles) = (BreathingPlan.longestSeconds, 0...BreathingPlan.mostCycles)
        let names = 1...MealInput.nameLength.upperBound
        var when: String { Timestamp.format(start) }  // only said when something is out of bounds
        return OutOfBounds.said { words in
            StoredBound.first([
                {
                    StoredBound.words(seconds, 0...longest, unit: "s", in: words)
                        .map { words.tr("the breathing session of %@ lasted %@", when, $0) }
                },
                {
                    StoredBound.words(cyclesPlanned, cycles, unit: "cycles", in: words)
                        .map { words.tr("the breathing session of %@ planned %@", when, $0) }
                },
                {
                    StoredBound.words(cyclesDone, cycles, unit: "cycles", in: words)
                        .map { words.tr("the breathing session of %@ did %@", when, $0) }
                },
                { pattern.partOutOfBounds(in: words).map { words.tr("the breathing session of %@ has %@", when, $0) } },
                {
                    StoredBound.length(of: technique, names, what: Messages.mark("a technique name"), in: words)
                        .map { words.tr("the breathing session of %@ has %@", when, $0) }
                },
            ]).map { ($0, StoredBound.fixTheFile(words)) }
        }
    }
}

extension BreathingPattern {
    /// `an inhale of 1e+300 s, more than 12 (the most coach accepts)`; nil when every part is within
    /// `BreathingPattern.ranges`.
    func partOutOfBounds(in words: Messages = .english) -> String? {
        let parts = [
            (Messages.mark("an inhale of %@"), inhale, Self.ranges.inhale),
            (Messages.mark("a hold of %@"), hold, Self.ranges.hold),
            (Messages.mark("an exhale of %@"), exhale, Self.ranges.exhale),
            (Messages.mark("a rest of %@"), rest, Self.ranges.rest),
        ]
        for (part, value, range) in parts {
            if let said = StoredBound.words(value, range, unit: "s", in: words) { return words.tr(part, said) }
        }
        return nil
    }
}

extension RelaxSessionRecord: BoundedRecord {
    /// At most a day long (`relax` without `--minutes` runs until stopped, so no typed bound reaches
    /// further), and counts that a day of looking and clicking could give.
    public func outOfBounds() -> OutOfBounds? {
        var when: String { Timestamp.format(start) }  // only said when something is out of bounds
        return OutOfBounds.said { words in
            StoredBound.first([
                {
                    StoredBound.words(seconds, 0...Self.longestSeconds, unit: "s", in: words)
                        .map { words.tr("the relax session of %@ lasted %@", when, $0) }
                },
                {
                    StoredBound.words(shown, 0...Self.mostCounted, unit: "shown", in: words)
                        .map { words.tr("the relax session of %@ has %@", when, $0) }
                },
                {
                    StoredBound.words(interactions, 0...Self.mostCounted, unit: "interactions", in: words)
                        .map { words.tr("the relax session of %@ has %@", when, $0) }
                },
            ]).map { ($0, StoredBound.fixTheFile(words)) }
        }
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
        let scale = 1...CheckInScale.mood.words.count
        // The usual check-in, within every bound, is passed without building the checks: `today` reads a month.
        if CalendarDay(day) != nil, scale.contains(mood), energy.map(scale.contains) ?? true,
            (note?.utf8.count ?? 0) <= CheckInNote.longest, (tags?.count ?? 0) <= CheckInTags.most,
            (tags ?? []).allSatisfy({ StoredBound.length(of: $0, 1...CheckInTags.longest, what: "") == nil })
        {
            return nil
        }
        var shownDay: String { StoredBound.quoted(day) }  // only said when something is out of bounds
        return OutOfBounds.said { words in
            let problem = StoredBound.first([
                {
                    CalendarDay(day) == nil
                        ? words.tr("the check-in of %@ is not on a day like 2026-11-24", shownDay) : nil
                },
                {
                    StoredBound.words(mood, scale, unit: "", in: words)
                        .map { words.tr("the check-in of %@ has a mood of %@", shownDay, $0) }
                },
                {
                    energy.flatMap { StoredBound.words($0, scale, unit: "", in: words) }
                        .map { words.tr("the check-in of %@ has an energy of %@", shownDay, $0) }
                },
                {
                    StoredBound.length(
                        of: note ?? "", 0...CheckInNote.longest, what: Messages.mark("a note"), in: words
                    )
                    .map { words.tr("the check-in of %@ has %@", shownDay, $0) }
                },
                {
                    (tags?.count ?? 0) > CheckInTags.most
                        ? words.tr(
                            "the check-in of %@ has %@ tags, more than %@", shownDay, words.number(tags?.count ?? 0),
                            words.number(CheckInTags.most))
                        : nil
                },
                {
                    (tags ?? []).lazy.compactMap {
                        StoredBound.length(of: $0, 1...CheckInTags.longest, what: Messages.mark("a tag"), in: words)
                    }.first.map { words.tr("the check-in of %@ has %@", shownDay, $0) }
                },
            ])
            guard let problem else { return nil }
            let fix =
                CalendarDay(day) == nil
                ? StoredBound.fixTheFile(words)
                : words.tr("Delete it with 'checkin delete --date %@ --yes' or fix the file", day)
            return (problem, fix)
        }
    }
}

extension FormulaReview: BoundedRecord {
    /// A review holds a formula id, a time and a grade, each checked as it is decoded; nothing in it is summed.
    public func outOfBounds() -> OutOfBounds? { nil }
}
