import Storage

extension Goals {
    /// `meal add`, `today` and the check-in read the goals on every run: past the standard decoder, which costs
    /// a tenth of a millisecond for these few numbers.
    public static var readsOwnJSON: Bool { true }

    /// The goals when each is a whole number within its range and the check-in true or false, with no area's goal;
    /// nil for anything else (a null, a goal out of range, areas' goals), which the standard decoder then reads or
    /// says what is wrong with.
    public init?(json: JSONValue) {
        guard case let .int(version)? = json["version"], json["areas"] == nil else { return nil }
        func goal<G>(_ key: String, _ make: (Int) throws -> G) -> G?? {
            guard let value = json[key] else { return .some(nil) }
            guard case let .int(number) = value, let goal = try? make(number) else { return nil }
            return .some(goal)
        }
        guard let calories = goal("calories", CalorieGoal.init(calories:)),
            let breathing = goal("breathing", BreathingGoal.init(minutes:)),
            let study = goal("study", StudyGoal.init(cards:))
        else { return nil }
        var checkin: Bool?
        switch json["checkin"] {
        case nil: break
        case let .bool(on)?: checkin = on
        default: return nil
        }
        self.init(calories: calories, breathing: breathing, study: study, checkin: checkin)
        self.version = version
    }
}
