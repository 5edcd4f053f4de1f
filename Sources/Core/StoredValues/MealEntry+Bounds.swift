import Storage

extension MealEntry: BoundedRecord {
    /// The bounds of `meal add`: 1–10,000 kcal an item, 1–100 items, at most 10,000 kcal in all, a name
    /// of 2–100 characters. The fix names the file; `MealJournal` adds the command that deletes it.
    public func outOfBounds() -> OutOfBounds? {
        if isPlainlyWithinBounds { return nil }
        return OutOfBounds.said { words in
            problem(in: words).map { ($0, StoredBound.fixTheFile(words)) }
        }
    }

    /// Whether every value is within the bounds `problem(in:)` holds it to, found without saying what is not.
    public var isWithinBounds: Bool {
        isPlainlyWithinBounds
            || (MealInput.calorieRange.contains(calories) && MealInput.quantityRange.contains(quantity)
                && quantity * calories <= MealInput.calorieRange.upperBound
                && StoredBound.length(of: name, MealInput.nameLength, what: "") == nil
                && StoredBound.length(of: photo ?? "", 0...255, what: "") == nil)
    }

    /// Whether the usual meal, within every bound, is plainly so: every stored meal of a month is checked on each
    /// read, and it is passed without building the checks (the product cannot overflow once both factors are in
    /// range). A meal that is not may still be within them (a photo name of long characters).
    var isPlainlyWithinBounds: Bool {
        MealInput.calorieRange.contains(calories) && MealInput.quantityRange.contains(quantity)
            && quantity * calories <= MealInput.calorieRange.upperBound
            && StoredBound.length(of: name, MealInput.nameLength, what: "") == nil && (photo?.utf8.count ?? 0) <= 255
    }

    /// What is out of bounds in this meal, in `words`' language; nil when nothing is.
    func problem(in words: Messages) -> String? {
        var meal: String { StoredBound.quoted(name) }
        return StoredBound.first([
            {
                StoredBound.words(calories, MealInput.calorieRange, unit: "kcal", in: words)
                    .map { words.tr("meal %@ has %@", meal, $0) }
            },
            {
                StoredBound.words(quantity, MealInput.quantityRange, unit: "items", in: words)
                    .map { words.tr("meal %@ counts %@", meal, $0) }
            },
            { totalProblem(meal: { meal }, in: words) },
            {
                StoredBound.length(of: name, MealInput.nameLength, what: Messages.mark("a name"), in: words)
                    .map { words.tr("meal %@ has %@", meal, $0) }
            },
            {
                StoredBound.length(of: photo ?? "", 0...255, what: Messages.mark("a photo name"), in: words)
                    .map { words.tr("meal %@ has %@", meal, $0) }
            },
        ])
    }

    /// `meal` names the meal only when there is a problem to tell: quoting its name for every stored meal
    /// took a third of a `meal add`.
    private func totalProblem(meal: () -> String, in words: Messages) -> String? {
        // Both factors are within their bounds here (1–100 × 1–10,000), so the product cannot overflow.
        let total = quantity * calories
        guard total > MealInput.calorieRange.upperBound else { return nil }
        return words.tr(
            "meal %@ has %@× %@ kcal, %@ kcal in all, more than %@ (the most coach accepts)", meal(),
            words.number(quantity), words.number(calories), MealNumber.text(total, words),
            MealNumber.text(MealInput.calorieRange.upperBound, words))
    }
}
