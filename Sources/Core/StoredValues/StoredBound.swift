import Storage

/// Words for a stored value held against the bounds typed input has, so every warning reads the same:
/// `9223372036854775807 kcal, more than 10,000 (the most coach accepts)`.
enum StoredBound {
    /// `value unit, more than …` or `…, less than …`; nil when `value` is within `range`.
    static func words(_ value: Int, _ range: ClosedRange<Int>, unit: String) -> String? {
        guard !range.contains(value) else { return nil }
        let shown = unit.isEmpty ? String(value) : "\(value) \(unit)"
        if value > range.upperBound {
            return "\(shown), more than \(MealNumber.grouped(range.upperBound)) (the most coach accepts)"
        }
        return "\(shown), less than \(MealNumber.grouped(range.lowerBound)) (the least coach accepts)"
    }

    /// The same for a Double; NaN and the infinities are never within bounds.
    static func words(_ value: Double, _ range: ClosedRange<Double>, unit: String) -> String? {
        guard value.isNaN || !range.contains(value) else { return nil }
        let shown = NumberFormat.plain(value) + (unit.isEmpty || unit == "°" ? unit : " " + unit)
        if value.isNaN { return "\(shown), which is not a number" }
        if value > range.upperBound {
            return "\(shown), more than \(NumberFormat.plain(range.upperBound)) (the most coach accepts)"
        }
        return "\(shown), less than \(NumberFormat.plain(range.lowerBound)) (the least coach accepts)"
    }

    /// `a name of 250 characters, more than 100 (the most coach accepts)`; nil when its length is within `range`.
    static func length(of text: String, _ range: ClosedRange<Int>, what: String) -> String? {
        // A character is a byte or more: text of no more bytes than the bound is within it, uncounted.
        let bytes = text.utf8.count
        if bytes <= range.upperBound, range.lowerBound == 0 || (range.lowerBound == 1 && bytes > 0) { return nil }
        // Counting stops past the bound: a stored string of a gigabyte is not walked to the end.
        let count = text.prefix(range.upperBound + 1).count
        guard !range.contains(count) else { return nil }
        if count > range.upperBound {
            return "\(what) longer than \(MealNumber.grouped(range.upperBound)) characters (the most coach accepts)"
        }
        let characters = count == 1 ? "1 character" : "\(count) characters"
        return "\(what) of \(characters), fewer than \(range.lowerBound) (the least coach accepts)"
    }

    /// Up to 40 characters of `text` for quoting in a warning, `…` marking the cut, on one line.
    static func quoted(_ text: String) -> String {
        let line = String(text.prefix(41).map { $0.isNewline ? " " : $0 })
        return "'" + (line.count > 40 ? line.prefix(39) + "…" : line) + "'"
    }

    /// The first problem `checks` find, running each only when the ones before found none.
    static func first(_ checks: [() -> String?]) -> String? {
        for check in checks { if let problem = check() { return problem } }
        return nil
    }

    /// The fix for a record no command can change: where it is, in the file.
    static let fixTheFile = "Fix or remove it in the file"
}
