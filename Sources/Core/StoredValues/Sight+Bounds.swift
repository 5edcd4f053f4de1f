import Storage

extension Sight: BoundedRecord {
    /// The bounds of `sights import`: a position on the Earth (latitude -90…90, longitude -180…180, as
    /// `GeoPoint(parsing:)` reads one), names and ids of up to 200 characters, texts of up to 2,000.
    public func outOfBounds() -> OutOfBounds? {
        var place: String { "the imported place \(StoredBound.quoted(name))" }
        let (longestName, longestText) = (SightImportError.longestName, SightImportError.longestText)
        let problem = StoredBound.first([
            { StoredBound.words(location.latitude, -90...90, unit: "°").map { "\(place) has a latitude of \($0)" } },
            { StoredBound.words(location.longitude, -180...180, unit: "°")
                .map { "\(place) has a longitude of \($0)" } },
            { StoredBound.length(of: id, 1...longestName, what: "an id").map { "\(place) has \($0)" } },
            { StoredBound.length(of: name, 1...longestName, what: "a name").map { "\(place) has \($0)" } },
            { StoredBound.length(of: nameRU ?? "", 0...longestName, what: "a Russian name")
                .map { "\(place) has \($0)" } },
            { StoredBound.length(of: address ?? "", 0...longestText, what: "an address").map { "\(place) has \($0)" } },
            { StoredBound.length(of: about ?? "", 0...longestText, what: "a description")
                .map { "\(place) has \($0)" } },
        ])
        let fix = "Fix or remove it in the file, or remove every imported place with 'sights remove-imported'"
        return problem.map { OutOfBounds(problem: $0, fix: fix) }
    }
}

extension ImportedSights {
    /// The places within bounds, in the order they were added; the others are reported.
    var keptPlaces: [Sight] { StoredValueWarnings.kept(places, in: Self.defaultPath) }
}

extension StoredTimer: BoundedRecord {
    /// The bounds of `timer start`: up to 99 hours; a label as long as a meal's name.
    public func outOfBounds() -> OutOfBounds? {
        var timer: String { "timer \(id)" }
        let longest = TimerDuration.longest.components.seconds * 1000
        let problem = StoredBound.first([
            { StoredBound.words(Int(milliseconds), 0...Int(longest), unit: "ms").map { "\(timer) runs \($0)" } },
            { StoredBound.length(of: label, 0...MealInput.nameLength.upperBound, what: "a label")
                .map { "\(timer) has \($0)" } },
        ])
        return problem.map { OutOfBounds(problem: $0, fix: "Cancel it with 'timer cancel \(id)' or fix the file") }
    }
}
