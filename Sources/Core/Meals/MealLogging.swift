import Foundation

/// What to do with a meal whose name is already logged that day.
public enum MealDuplicateChoice: Equatable, Sendable {
    case add
    /// Put this entry in the logged one's place.
    case replace(with: MealEntry)
    case skip
}

/// What `logMeal` did, with the day's total afterwards.
public enum MealLogOutcome: Equatable, Sendable {
    case added(MealEntry, dayTotal: Int)
    case replaced(MealEntry, with: MealEntry, dayTotal: Int)
    case skipped(existing: MealEntry)
}

extension Store {
    /// Logs `entry`, asking `decide` when its name is already logged that day. The check and the
    /// change happen in one locked read and write of the month file, so a month of history is read
    /// once however the duplicate is settled; `meal undo` can take the change back.
    public func logMeal(
        _ entry: MealEntry, calendar: Calendar, onDuplicate decide: (MealEntry) -> MealDuplicateChoice
    ) throws -> MealLogOutcome {
        let day = CalendarDay(entry.time, in: calendar)
        let outcome = try update(MealLogMonth.self, at: MealLogMonth.path(for: day)) { month -> MealLogOutcome in
            let indices = month.indices(of: day, calendar: calendar)
            let total = indices.reduce(0) { $0 + month.entries[$1].total }
            let key = MealDay.duplicateKey(entry.name)
            guard let index = indices.first(where: { MealDay.duplicateKey(month.entries[$0].name) == key }) else {
                month.entries.append(entry)
                return .added(entry, dayTotal: total + entry.total)
            }
            let existing = month.entries[index]
            switch decide(existing) {
            case .skip:
                return .skipped(existing: existing)
            case let .replace(with: replacement):
                month.entries[index] = replacement
                return .replaced(existing, with: replacement, dayTotal: total - existing.total + replacement.total)
            case .add:
                month.entries.append(entry)
                return .added(entry, dayTotal: total + entry.total)
            }
        }
        switch outcome {
        case let .added(added, _): try remember(MealChange(before: nil, after: added))
        case let .replaced(old, new, _): try remember(MealChange(before: old, after: new))
        case .skipped: break
        }
        return outcome
    }
}
