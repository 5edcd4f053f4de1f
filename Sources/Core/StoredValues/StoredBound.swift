import Storage

/// Words for a stored value held against the bounds typed input has, so every warning reads the same:
/// `9223372036854775807 kcal, more than 10,000 (the most coach accepts)`.
enum StoredBound {
    /// `value unit, more than …` or `…, less than …`; nil when `value` is within `range`. `unit` is one of
    /// `kcal`, `items`, `cycles`, `shown`, `interactions`, `ms` or none.
    static func words(_ value: Int, _ range: ClosedRange<Int>, unit: String, in words: Messages = .english) -> String? {
        guard !range.contains(value) else { return nil }
        let shown = amount(value, unit, words)
        if value > range.upperBound {
            return words.tr(
                "%@, more than %@ (the most coach accepts)", shown, MealNumber.text(range.upperBound, words))
        }
        return words.tr("%@, less than %@ (the least coach accepts)", shown, MealNumber.text(range.lowerBound, words))
    }

    /// The same for a Double (`unit` `s`, `°` or none); NaN and the infinities are never within bounds.
    static func words(_ value: Double, _ range: ClosedRange<Double>, unit: String, in words: Messages = .english)
        -> String?
    {
        guard value.isNaN || !range.contains(value) else { return nil }
        let number = words.number(NumberFormat.plain(value))
        let shown = unit == "s" ? words.tr("%@ s", number) : number + unit
        if value.isNaN { return words.tr("%@, which is not a number", shown) }
        let plain = { (bound: Double) in words.number(NumberFormat.plain(bound)) }
        if value > range.upperBound {
            return words.tr("%@, more than %@ (the most coach accepts)", shown, plain(range.upperBound))
        }
        return words.tr("%@, less than %@ (the least coach accepts)", shown, plain(range.lowerBound))
    }

    /// `9223372036854775807 kcal`, `500 cycles`: a stored count with its unit.
    private static func amount(_ value: Int, _ unit: String, _ words: Messages) -> String {
        switch unit {
        case "kcal": words.tr("%@ kcal", words.number(value))
        case "ms": words.tr("%@ ms", words.number(value))
        case "items": words.trn("%d item", "%d items", value)
        case "cycles": words.trn("%d cycle", "%d cycles", value)
        case "shown": words.trn("%d shown", "%d shown", value)
        case "interactions": words.trn("%d interaction", "%d interactions", value)
        default: words.number(value)
        }
    }

    /// `a name longer than 100 characters (the most coach accepts)`, `what` a message (`Messages.mark("a name")`);
    /// nil when its length is within `range`.
    static func length(of text: String, _ range: ClosedRange<Int>, what: String, in words: Messages = .english)
        -> String?
    {
        // A character is a byte or more: text of no more bytes than the bound is within it, uncounted.
        let bytes = text.utf8.count
        if bytes <= range.upperBound, range.lowerBound == 0 || (range.lowerBound == 1 && bytes > 0) { return nil }
        // Printable ASCII is a character a byte: a name of such bytes is counted by them (a month of meals is checked
        // on every `meal add`, and counting characters costs a walk of grapheme breaks).
        if range.contains(bytes), text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return nil }
        // Counting stops past the bound: a stored string of a gigabyte is not walked to the end.
        let count = text.prefix(range.upperBound + 1).count
        guard !range.contains(count) else { return nil }
        if count > range.upperBound {
            return words.tr(
                "%@ longer than %@ characters (the most coach accepts)", words.tr(what),
                MealNumber.text(range.upperBound, words))
        }
        return words.tr(
            "%@ of %@, fewer than %@ (the least coach accepts)", words.tr(what),
            words.trn("%d character", "%d characters", count), words.number(range.lowerBound))
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
    static func fixTheFile(_ words: Messages) -> String { words.tr("Fix or remove it in the file") }
}

extension OutOfBounds {
    /// A problem said in every language coach speaks: `said` gives the problem and its fix in one, nil when there is
    /// none. Made only for a record out of bounds, so each language's words are found once, when it is found.
    static func said(file: String = "", _ said: (Messages) -> (problem: String, fix: String)?) -> OutOfBounds? {
        guard let english = said(.english) else { return nil }
        var translations: [String: Said] = [:]
        for language in MessageLanguage.allCases where language != .en {
            if let other = said(Messages(language)) {
                translations[language.rawValue] = Said(problem: other.problem, fix: other.fix)
            }
        }
        return OutOfBounds(file: file, problem: english.problem, fix: english.fix, translations: translations)
    }
}
