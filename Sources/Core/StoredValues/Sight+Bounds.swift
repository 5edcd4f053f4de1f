import Storage

extension Sight: BoundedRecord {
    /// The bounds of `sights import`: a position on the Earth (latitude -90…90, longitude -180…180, as
    /// `GeoPoint(parsing:)` reads one), names and ids of up to 200 characters, texts of up to 2,000.
    public func outOfBounds() -> OutOfBounds? {
        var place: String { StoredBound.quoted(name) }  // only said when something is out of bounds
        let (longestName, longestText) = (SightImportError.longestName, SightImportError.longestText)
        return OutOfBounds.said { words in
            let has = { (what: String, text: String?, range: ClosedRange<Int>) in
                StoredBound.length(of: text ?? "", range, what: what, in: words)
                    .map { words.tr("the imported place %@ has %@", place, $0) }
            }
            return StoredBound.first([
                {
                    StoredBound.words(location.latitude, -90...90, unit: "°", in: words)
                        .map { words.tr("the imported place %@ has a latitude of %@", place, $0) }
                },
                {
                    StoredBound.words(location.longitude, -180...180, unit: "°", in: words)
                        .map { words.tr("the imported place %@ has a longitude of %@", place, $0) }
                },
                { has(Messages.mark("an id"), id, 1...longestName) },
                { has(Messages.mark("a name"), name, 1...longestName) },
                { has(Messages.mark("a Russian name"), nameRU, 0...longestName) },
                { has(Messages.mark("an address"), address, 0...longestText) },
                { has(Messages.mark("a description"), about, 0...longestText) },
            ]).map {
                (
                    $0,
                    words.tr(
                        "Fix or remove it in the file, or remove every imported place with 'sights remove-imported'")
                )
            }
        }
    }
}

extension ImportedSights {
    /// The places within bounds, in the order they were added; the others are reported.
    var keptPlaces: [Sight] { StoredValueWarnings.kept(places, in: Self.defaultPath) }
}

extension StoredTimer: BoundedRecord {
    /// The bounds of `timer start`: up to 99 hours; a label as long as a meal's name.
    public func outOfBounds() -> OutOfBounds? {
        let longest = TimerDuration.longest.components.seconds * 1000
        return OutOfBounds.said { words in
            StoredBound.first([
                {
                    StoredBound.words(Int(milliseconds), 0...Int(longest), unit: "ms", in: words)
                        .map { words.tr("timer %@ runs %@", String(id), $0) }
                },
                {
                    StoredBound.length(
                        of: label, 0...MealInput.nameLength.upperBound, what: Messages.mark("a label"), in: words
                    )
                    .map { words.tr("timer %@ has %@", String(id), $0) }
                },
            ]).map { ($0, words.tr("Cancel it with 'timer cancel %@' or fix the file", String(id))) }
        }
    }
}
