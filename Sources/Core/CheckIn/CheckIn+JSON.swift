import Storage

extension CheckIn {
    /// `today` reads this month's check-ins on every run: past the standard decoder, at a fraction of its cost.
    public static var readsOwnJSON: Bool { true }

    /// Reads the fields as the standard decoder does; anything else (a wrong type, a null, a bad time) is nil,
    /// and the standard decoder then reads the file or says what is wrong.
    public init?(json fields: JSONFields) {
        guard case let .string(day)? = fields["day"], case let .string(text)? = fields["time"],
            let time = Timestamp.read(text), case let .int(mood)? = fields["mood"],
            let energy = fields.optional("energy", as: \.intValue),
            let note = fields.optional("note", as: \.stringValue),
            let tags = fields.optional("tags", as: Self.words)
        else { return nil }
        (self.day, self.time, self.mood) = (day, time, mood)
        (self.energy, self.note, self.tags) = (energy, note, tags)
    }

    /// A list of words; nil when it is not a list or holds anything else.
    private static func words(_ value: JSONValue) -> [String]? {
        guard let items = value.arrayValue else { return nil }
        let words = items.compactMap(\.stringValue)
        return words.count == items.count ? words : nil
    }
}
