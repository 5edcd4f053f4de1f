/// Parses countdown lengths as people type them: `90s`, `5m`, `1h30m`, `1.5h`, `2:30`, `1:00:00`, and in
/// Russian: `5 мин`, `1 ч 30 мин`, `90 сек`, `1,5 часа`, `2 минуты`.
public enum TimerDuration {
    /// The longest countdown accepted.
    public static let longest: Duration = .seconds(99 * 3600)

    /// Why a duration was refused.
    public enum ParseError: UserFacingError, Equatable {
        case empty
        case notADuration(String)
        case missingUnit(String)
        case outOfRange(String)

        public var message: String { message(in: .english) }

        public func message(in words: Messages) -> String {
            switch self {
            case .empty:
                words.tr("give the timer a length, e.g. 'timer 5m', 'timer 90s' or 'timer 1h30m'")
            case let .notADuration(text):
                words.tr("'%@' is not a duration; use forms like 90s, 5m, 1h30m or 2:30", text)
            case let .missingUnit(text):
                words.tr("'%@' needs a unit: '%@m' for minutes or '%@s' for seconds", text, text, text)
            case let .outOfRange(text):
                words.tr("'%@' is out of range; a timer runs from 1 second to 99 hours", text)
            }
        }
    }

    /// The duration `text` names.
    public static func parse(_ text: String) throws(ParseError) -> Duration {
        let trimmed = text.filter { !$0.isWhitespace }.lowercased()
        guard !trimmed.isEmpty else { throw .empty }
        let seconds: Double
        if trimmed.contains(":") {
            seconds = try clockForm(trimmed, original: text)
        } else if trimmed.allSatisfy({ isDigit($0) || $0 == "." || $0 == "," }) {
            throw .missingUnit(text)
        } else {
            seconds = try unitForm(trimmed, original: text)
        }
        guard seconds >= 1, seconds <= Double(longest.components.seconds) else { throw .outOfRange(text) }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// `M:SS` or `H:MM:SS`.
    private static func clockForm(_ text: String, original: String) throws(ParseError) -> Double {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        // Double, not Int: a first part too long for a machine word is out of range, not unreadable.
        let values = parts.compactMap { part in part.allSatisfy(isDigit) ? Double(part) : nil }
        guard (2...3).contains(parts.count), values.count == parts.count,
            parts.dropFirst().allSatisfy({ $0.count == 2 }), values.dropFirst().allSatisfy({ $0 < 60 })
        else { throw .notADuration(original) }
        return values.reduce(0) { $0 * 60 + $1 }
    }

    /// Only ASCII digits are read: `Character.isNumber` also holds for `٣`, `½` and `Ⅻ`, which `Int` and
    /// `Double` cannot convert.
    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isWholeNumber
    }

    /// A run of number-unit pairs: `1h30m`, `2m30s`, `1.5h`.
    private static func unitForm(_ text: String, original: String) throws(ParseError) -> Double {
        var total = 0.0
        var rest = Substring(text)
        var usedUnits = Set<Double>()
        while !rest.isEmpty {
            // `1,5ч`: a decimal comma, as Russian writes it.
            let number = rest.prefix { isDigit($0) || $0 == "." || $0 == "," }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            // `5мин.`, `1ч.`: an abbreviation's full stop, as Russian writes `мин.` and `сек.`.
            if !unit.isEmpty, rest.first == "." { rest = rest.dropFirst() }
            let value = Double(number.replacing(",", with: "."))
            guard let value, let scale = units[String(unit)], usedUnits.insert(scale).inserted else {
                throw .notADuration(original)
            }
            total += value * scale
        }
        return total
    }

    /// The units a length is typed in, in English and in Russian (every case a number takes:
    /// `1 час`, `2 часа`, `5 часов`, `1 минуту`, `30 секунд`).
    static let units: [String: Double] = [
        "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
        "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
        "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
        "ч": 3600, "час": 3600, "часа": 3600, "часов": 3600,
        "м": 60, "мин": 60, "минута": 60, "минуты": 60, "минут": 60, "минуту": 60,
        "с": 1, "сек": 1, "секунда": 1, "секунды": 1, "секунд": 1, "секунду": 1,
    ]

    /// Compact form for messages: `5m`, `1h30m`, `90s` is shown as `1m30s`.
    public static func describe(_ duration: Duration) -> String {
        let total = Int(duration.components.seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        var text = ""
        if h > 0 { text += "\(h)h" }
        if m > 0 { text += "\(m)m" }
        if s > 0 || text.isEmpty { text += "\(s)s" }
        return text
    }

    /// `describe` in `words`' language: `5m` and `1h30m` in English, `5 мин` and `1 ч 30 мин` in Russian.
    public static func describe(_ duration: Duration, in words: Messages) -> String {
        guard words.language != .en else { return describe(duration) }
        let total = Int(duration.components.seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        var parts: [String] = []
        if h > 0 { parts.append(words.tr("%@h", words.number(h))) }
        if m > 0 { parts.append(words.tr("%@m", words.number(m))) }
        if s > 0 || parts.isEmpty { parts.append(words.tr("%@s", words.number(s))) }
        return parts.joined(separator: " ")
    }
}
