import Storage

extension MealEntry: BoundedRecord {
    /// The bounds of `meal add`: 1–10,000 kcal an item, 1–100 items, at most 10,000 kcal in all, a name
    /// of 2–100 characters. The fix names the file; `MealJournal` adds the command that deletes it.
    public func outOfBounds() -> OutOfBounds? {
        // Every stored meal of a month is checked on each read: the usual one, within every bound, is
        // passed without building the checks (the product cannot overflow once both factors are in range).
        if MealInput.calorieRange.contains(calories), MealInput.quantityRange.contains(quantity),
            quantity * calories <= MealInput.calorieRange.upperBound,
            StoredBound.length(of: name, MealInput.nameLength, what: "") == nil, (photo?.utf8.count ?? 0) <= 255
        {
            return nil
        }
        var meal: String { "meal \(StoredBound.quoted(name))" }
        let problem = StoredBound.first([
            { StoredBound.words(calories, MealInput.calorieRange, unit: "kcal").map { "\(meal) has \($0)" } },
            { StoredBound.words(quantity, MealInput.quantityRange, unit: "items").map { "\(meal) counts \($0)" } },
            { totalProblem(meal: { meal }) },
            { StoredBound.length(of: name, MealInput.nameLength, what: "a name").map { "\(meal) has \($0)" } },
            { StoredBound.length(of: photo ?? "", 0...255, what: "a photo name").map { "\(meal) has \($0)" } },
        ])
        return problem.map { OutOfBounds(problem: $0, fix: StoredBound.fixTheFile) }
    }

    /// `meal` names the meal only when there is a problem to tell: quoting its name for every stored meal
    /// took a third of a `meal add`.
    private func totalProblem(meal: () -> String) -> String? {
        // Both factors are within their bounds here (1–100 × 1–10,000), so the product cannot overflow.
        let total = quantity * calories
        guard total > MealInput.calorieRange.upperBound else { return nil }
        return "\(meal()) has \(quantity)× \(calories) kcal, \(MealNumber.grouped(total)) kcal in all, "
            + "more than \(MealNumber.grouped(MealInput.calorieRange.upperBound)) (the most coach accepts)"
    }
}
