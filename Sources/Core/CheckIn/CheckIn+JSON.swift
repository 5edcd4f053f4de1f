import Storage

extension CheckIn {
    /// `today` reads this month's check-ins on every run: past the standard decoder, at a fraction of its cost.
    public static var readsOwnJSON: Bool { true }

    /// Reads the fields as the standard decoder does; anything else (a wrong type, a null, a bad time) is nil,
    /// and the standard decoder then reads the file or says what is wrong.
    public init?(json fields: JSONFields) {
        guard case let .string(day)? = fields["day"], case let .string(text)? = fields["time"],
            let time = Timestamp.read(text), case let .int(mood)? = fields["mood"]
        else { return nil }
        (self.day, self.time, self.mood) = (day, time, mood)
        switch fields["energy"] {
        case nil: energy = nil
        case let .int(energy)?: self.energy = energy
        default: return nil
        }
        switch fields["note"] {
        case nil: note = nil
        case let .string(note)?: self.note = note
        default: return nil
        }
        switch fields["tags"] {
        case nil: tags = nil
        case let .array(items)?:
            var tags: [String] = []
            for item in items {
                guard case let .string(tag) = item else { return nil }
                tags.append(tag)
            }
            self.tags = tags
        default: return nil
        }
    }
}
