import Storage

extension MealUndoJournal {
    /// Every command that reads the meal log first looks here for a change a killed coach left half done
    /// (`today` among them): past the standard decoder when there is none, the usual case.
    public static var readsOwnJSON: Bool { true }

    /// The journal when it holds no pending change and its last change reads as the standard decoder reads it;
    /// nil for anything else, which the standard decoder then reads or says what is wrong with.
    public init?(json: JSONValue) {
        guard case let .int(version)? = json["version"], json["pending"] == nil else { return nil }
        self.init()
        self.version = version
        switch json["last"] {
        case nil: break
        case let .object(fields)?:
            guard let last = MealChange(json: fields) else { return nil }
            self.last = last
        default: return nil
        }
    }
}

extension MealChange {
    /// Reads `before` and `after` as the standard decoder does; nil for a null or any other shape.
    init?(json fields: [String: JSONValue]) {
        let fields = JSONFields(fields)
        let entry = { (value: JSONValue) in value.objectValue.flatMap { MealEntry(json: JSONFields($0)) } }
        guard let before = fields.optional("before", as: entry), let after = fields.optional("after", as: entry) else {
            return nil
        }
        self.init(before: before, after: after)
    }
}
