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
            let logged = MealDay(day: day, month: month, calendar: calendar)
            var choice = MealDuplicateChoice.add
            var existing: MealEntry?
            if let position = logged.position(ofDuplicate: entry.name) {
                existing = try logged.entry(at: position)
                choice = decide(existing!)
            }
            switch choice {
            case .skip:
                return .skipped(existing: existing!)
            case let .replace(with: replacement):
                let index = try month.index(at: logged.position(ofDuplicate: entry.name)!, on: day, calendar: calendar)
                month.entries[index] = replacement
                return .replaced(existing!, with: replacement, dayTotal: logged.total - existing!.total + replacement.total)
            case .add:
                month.entries.append(entry)
                return .added(entry, dayTotal: logged.total + entry.total)
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
