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
        var text = text
        // On the bytes: `%`, `$`, `@` and the digits are ASCII, never part of another character's bytes.
        let filled = text.withUTF8 { bytes -> String? in
            guard bytes.contains(0x25) else { return nil }
            var filled: [UInt8] = []
            filled.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
            var (start, index, next) = (0, 0, 0)
            while index < bytes.count {
                guard bytes[index] == 0x25 else {
                    index += 1
                    continue
                }
                filled.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                var digitsEnd = index + 1
                while digitsEnd < bytes.count, (0x30...0x39).contains(bytes[digitsEnd]) { digitsEnd += 1 }
                if index + 1 < bytes.count, bytes[index + 1] == 0x40, next < values.count {
                    filled.append(contentsOf: values[next].utf8)
                    next += 1
                    index += 2
                } else if digitsEnd > index + 1, digitsEnd + 1 < bytes.count, bytes[digitsEnd] == 0x24,
                    bytes[digitsEnd + 1] == 0x40,
                    let number = Int(
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[index + 1..<digitsEnd]), as: UTF8.self)),
                    number >= 1, number <= values.count
                {
                    filled.append(contentsOf: values[number - 1].utf8)
                    index = digitsEnd + 2
                } else {
                    filled.append(0x25)
                    index += 1
                }
                start = index
            }
            filled.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
            return String(decoding: filled, as: UTF8.self)
        }
        return filled ?? text
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
