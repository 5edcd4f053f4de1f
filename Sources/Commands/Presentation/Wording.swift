// Wording shared by every command: counts with their nouns.

extension Int {
    /// `1 day`, `3 days`: the count with its noun, made plural with `s` unless `plural` says otherwise.
    public func counted(_ noun: String, plural: String? = nil) -> String {
        "\(self) " + (self == 1 ? noun : plural ?? noun + "s")
    }
}

extension String {
    /// `Calorie` for `calorie`: the first letter in capitals, for the start of a sentence.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
