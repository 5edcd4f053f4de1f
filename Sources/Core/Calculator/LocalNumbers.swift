extension Messages {
    /// `text` with every number in it (a run of digits with at most one `.` inside) written as this language
    /// writes numbers: `12500.5 km` → `12 500,5 km`, `1.5e+30` → `1,5e+30`, `1/3` as it is. English text comes
    /// back unchanged. For what a person reads; JSON and script output keep the plain form.
    public func numbers(in text: String) -> String {
        guard language != .en, text.contains(where: \.isASCIIDigit) else { return text }
        var out = ""
        var run = ""
        func flush() {
            guard !run.isEmpty else { return }
            // A trailing point is not part of the number (`3.` at the end of a sentence).
            let point = run.hasSuffix(".")
            out += number(point ? String(run.dropLast()) : run) + (point ? "." : "")
            run = ""
        }
        var inName = false  // digits inside a name (`v0`, `x12`, `s2`) are not a number
        for character in text {
            if character.isASCIIDigit, !inName {
                run.append(character)
            } else if character == ".", !run.isEmpty, !run.contains(".") {
                run.append(character)
            } else {
                flush()
                out.append(character)
                inName = character.isLetter || character == "_" || (inName && character.isASCIIDigit)
            }
        }
        flush()
        return out
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
