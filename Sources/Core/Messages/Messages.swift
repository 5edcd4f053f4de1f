import Storage

/// The words coach prints, in one language: `tr("Today")` and `trn("%d day", "%d days", n)`.
/// The English text in the sources is the message id (gettext's msgid), so English output is the
/// source text itself; other languages look it up in their catalog (`po/ru.po`, embedded in the
/// binary as `RussianCatalog`) and fall back to English for a message not translated yet.
public struct Messages: Sendable, Equatable {
    public var language: MessageLanguage
    /// The translations of `language` by their English text; none for English.
    let catalog: [String: Translation]

    public init(_ language: MessageLanguage) {
        self.init(language, catalog: language == .ru ? RussianCatalog.entries : [:])
    }

    /// Messages in `language` from a catalog of their own (tests of the plural forms).
    public init(_ language: MessageLanguage, catalog: [String: Translation]) {
        self.language = language
        self.catalog = catalog
    }

    /// How many messages this language has translated (0 for English).
    public var translatedCount: Int { catalog.count }

    /// `english` as it is: marks a message shown later through `tr(_:)` with a value (`words.tr(area.title)`), as
    /// gettext's `N_()` does, so `scripts/extract-messages.py` puts it in the catalog.
    public static func mark(_ english: String) -> String { english }

    /// English, the text of the sources.
    public static let english = Messages(.en)

    /// `english` in this language, with each `%@` replaced by the next of `values` (`%1$@`, `%2$@` name
    /// one, for a translation that puts them in another order). Give it a literal:
    /// `scripts/extract-messages.py` finds the ids there.
    public func tr(_ english: String, _ values: String...) -> String {
        var text = english
        if case let .single(translated)? = catalog[english] { text = translated }
        return values.isEmpty ? text : Self.fill(text, with: values)
    }

    /// The form of `singular`/`plural` that `count` takes, with `%d` replaced by `count` as this
    /// language writes numbers (`%d day`, `%d days`: `1 day`, `21 день`, `22 дня`, `12 500 дней`).
    public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
        let form: String
        if language == .ru, case let .plural(forms)? = catalog[singular], forms.count == 3 {
            form = forms[PluralRule.russian(count)]
        } else {
            form = count == 1 ? singular : plural
        }
        return form.replacingEvery("%d", with: number(count))
    }

    /// `text` with each `%@` replaced by the next of `values` and `%1$@`, `%2$@`, … by the one they name,
    /// in one pass, so a value that holds `%@` stays as it is.
    static func fill(_ text: String, with values: [String]) -> String {
        var filled = ""
        var rest = Substring(text)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            filled += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if after.hasPrefix("@"), next < values.count {
                filled += values[next]
                next += 1
                rest = after.dropFirst()
            } else if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix("$@"), let index = Int(digits),
                (1...values.count).contains(index)
            {
                filled += values[index - 1]
                rest = after.dropFirst(digits.count + 2)
            } else {
                filled += "%"
                rest = after
            }
        }
        return filled + rest
    }

    /// `count` as this language writes it in text.
    public func number(_ count: Int) -> String { number(String(count)) }

    /// `plain`, a number as coach writes it in English (`12500.5`), as this language writes it in text.
    public func number(_ plain: String) -> String { language == .ru ? RussianNumber.text(plain) : plain }
}

/// One message of a catalog: a translation, or the plural forms of one in the catalog's order.
public enum Translation: Sendable, Equatable {
    case single(String)
    case plural([String])
}
