extension SightImportError {
    /// The texts of a GeoJSON feature that coach keeps, and what each may hold besides text.
    static let geoJSONTexts: [(key: String, allowing: ControlCharacters.Allowance)] = [
        ("name", .none), ("name:en", .none), ("name:ru", .none), ("addr:street", .none), ("addr:housenumber", .none),
        ("address", .lineBreaksAndTabs), ("description", .lineBreaksAndTabs),
    ]

    /// The CSV columns coach keeps as text, and what each may hold besides text.
    static let csvTexts: [(key: String, allowing: ControlCharacters.Allowance)] = [
        ("id", .none), ("name_en", .none), ("name_ru", .none), ("address", .lineBreaksAndTabs),
    ]

    /// The most characters a name or id may have.
    static let longestName = 200
    /// The most characters an address or description may have.
    static let longestText = 2000

    /// Refuses a field of an imported place that is too long, or that holds control characters (an
    /// escape code in a name would drive the terminal it is listed on): names and ids may hold
    /// none, addresses and descriptions only line breaks and tabs.
    static func check(
        _ text: String?, field: String, allowing allowance: ControlCharacters.Allowance, file: String, place: Place
    ) throws(SightImportError) {
        guard let text else { return }
        let longest = allowance == .none ? longestName : longestText
        // A character is a byte or more: text of no more bytes than the limit is not counted.
        guard text.utf8.count <= longest || text.count <= longest else {
            let count = text.count
            throw SightImportError(file: file, place: place) { words in
                words.tr(
                    "the %@ has %@ characters, more than the %@ coach keeps; shorten it and import the file again",
                    field,
                    words.number(count), words.number(longest))
            }
        }
        let found = ControlCharacters.found(in: text, allowing: allowance)
        guard !found.isEmpty else { return }
        let (shown, list) = (ControlCharacters.visible(text), found.joined(separator: ", "))
        throw SightImportError(file: file, place: place) { words in
            found.count == 1
                ? words.tr(
                    "the %@ '%@' contains a control character (%@); remove it from the file and import it again",
                    field, shown, list)
                : words.tr(
                    "the %@ '%@' contains control characters (%@); remove them from the file and import it again",
                    field, shown, list)
        }
    }
}
