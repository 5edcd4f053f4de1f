import Storage

extension MealEntry: BoundedRecord {
    /// The bounds of `meal add`: 1–10,000 kcal an item, 1–100 items, at most 10,000 kcal in all, a name
    /// of 2–100 characters. The fix names the file; `MealJournal` adds the command that deletes it.
    public func outOfBounds() -> OutOfBounds? {
        var meal: String { "meal \(StoredBound.quoted(name))" }
        let problem = StoredBound.first([
            { StoredBound.words(calories, MealInput.calorieRange, unit: "kcal").map { "\(meal) has \($0)" } },
            { StoredBound.words(quantity, MealInput.quantityRange, unit: "items").map { "\(meal) counts \($0)" } },
            { totalProblem(meal) },
            { StoredBound.length(of: name, MealInput.nameLength, what: "a name").map { "\(meal) has \($0)" } },
            { StoredBound.length(of: photo ?? "", 0...255, what: "a photo name").map { "\(meal) has \($0)" } },
        ])
        return problem.map { OutOfBounds(problem: $0, fix: StoredBound.fixTheFile) }
    }

    private func totalProblem(_ meal: String) -> String? {
        // Both factors are within their bounds here (1–100 × 1–10,000), so the product cannot overflow.
        let total = quantity * calories
        guard total > MealInput.calorieRange.upperBound else { return nil }
        return "\(meal) has \(quantity)× \(calories) kcal, \(MealNumber.grouped(total)) kcal in all, "
            + "more than \(MealNumber.grouped(MealInput.calorieRange.upperBound)) (the most coach accepts)"
    }
}
