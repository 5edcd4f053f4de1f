import Storage

extension SightHere: BoundedRecord {
    /// The bounds of `sights here`: a position on the Earth, and a sight id as long as an imported place's.
    public func outOfBounds() -> OutOfBounds? {
        if (-90...90).contains(latitude), (-180...180).contains(longitude),
            (sight?.utf8.count ?? 1) <= SightImportError.longestName, sight?.isEmpty != true
        {
            return nil
        }
        return OutOfBounds.said { words in
            let problem = StoredBound.first([
                {
                    StoredBound.words(latitude, -90...90, unit: "°", in: words)
                        .map { words.tr("your place ('sights here') has a latitude of %@", $0) }
                },
                {
                    StoredBound.words(longitude, -180...180, unit: "°", in: words)
                        .map { words.tr("your place ('sights here') has a longitude of %@", $0) }
                },
                {
                    StoredBound.length(
                        of: sight ?? "x", 1...SightImportError.longestName, what: Messages.mark("an id"), in: words
                    )
                    .map { words.tr("your place ('sights here') has %@", $0) }
                },
            ])
            return problem.map {
                ($0, words.tr("Set it again with 'sights here PLACE' or forget it with 'sights here --clear'"))
            }
        }
    }
}

extension SightWalk: BoundedRecord {
    /// The most stops a walk keeps: more than any route a person walks in a day.
    public static let mostStops = 500

    /// The bounds of `sights route … --walk`: a real day, up to `mostStops` stops of ids as long as an
    /// imported place's, and only those stops reached.
    public func outOfBounds() -> OutOfBounds? {
        let longest = SightImportError.longestName
        let idsFit = { (ids: [String]) in ids.allSatisfy { !$0.isEmpty && $0.utf8.count <= longest } }
        let reachedStops = Set(reached).isSubset(of: stops) && reached.count <= stops.count
        if stops.count <= Self.mostStops, idsFit(stops), reachedStops { return nil }
        return OutOfBounds.said { words in
            let problem = StoredBound.first([
                {
                    stops.count > Self.mostStops
                        ? words.tr(
                            "the walk of %@ has %@ stops, more than %@ (the most coach accepts)", day.text,
                            words.number(stops.count), words.number(Self.mostStops)) : nil
                },
                {
                    (stops + reached).lazy.compactMap {
                        StoredBound.length(of: $0, 1...longest, what: Messages.mark("an id"), in: words)
                    }.first.map { words.tr("the walk of %@ has %@", day.text, $0) }
                },
                {
                    reachedStops
                        ? nil : words.tr("the walk of %@ reached a sight that is not one of its stops", day.text)
                },
            ])
            return problem.map { ($0, StoredBound.fixTheFile(words)) }
        }
    }
}
