import Storage

/// A day of the week a reminder rings on, stored by its short name (`mon`).
public enum Weekday: String, Codable, CaseIterable, Comparable, Sendable, FieldValue {
    case mon, tue, wed, thu, fri, sat, sun

    /// Monday to Friday.
    public static let workingDays: [Weekday] = [.mon, .tue, .wed, .thu, .fri]

    /// The weekday of `day`.
    public init(_ day: CalendarDay) { self = Self.allCases[day.weekdayFromMonday] }

    /// 0 for Monday to 6 for Sunday.
    public var fromMonday: Int { Self.allCases.firstIndex(of: self)! }

    /// `Mon`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public static func < (a: Self, b: Self) -> Bool { a.fromMonday < b.fromMonday }

    /// The days in `text`: `mon,wed,fri`, whole names (`monday`), ranges (`mon-fri`), `weekdays` or `weekends`.
    public static func days(_ text: String) throws(ReminderInputError) -> [Weekday] {
        var days = Set<Weekday>()
        for part in text.lowercased().split(separator: ",", omittingEmptySubsequences: false) {
            let word = String(part).trimmed(\.isSpace)
            switch word {
            case "weekdays": days.formUnion(workingDays)
            case "weekends", "weekend": days.formUnion([.sat, .sun])
            default:
                let ends = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
                guard (1...2).contains(ends.count), let first = named(ends[0]), let last = named(ends.last!) else {
                    throw .notADay(String(word), in: text)
                }
                var index = first.fromMonday
                while true {
                    days.insert(allCases[index])
                    if index == last.fromMonday { break }
                    index = (index + 1) % 7
                }
            }
        }
        return days.sorted()
    }

    /// `mon`, `monday`, `Mon.`: at least three letters of the name.
    private static func named(_ word: String) -> Weekday? {
        let letters = word.filter(\.isLetter)
        let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        guard letters.count >= 3, let index = names.firstIndex(where: { $0.hasPrefix(letters) }) else { return nil }
        return allCases[index]
    }

    /// `weekdays`, `weekends`, `Mon, Wed, Fri`, or `every day` (nil or all seven).
    public static func text(_ days: [Weekday]?) -> String { text(days, in: .english) }

    /// The same in the language of `words`: `по будням`, `по выходным`, `пн, ср, пт`, `каждый день`.
    public static func text(_ days: [Weekday]?, in words: Messages) -> String {
        guard let days, Set(days).count < 7 else { return words.tr("every day") }
        if days == workingDays { return words.tr("weekdays") }
        if days == [.sat, .sun] { return words.tr("weekends") }
        guard words.language != .en else { return days.map(\.title).joined(separator: ", ") }
        return days.compactMap { allCases.firstIndex(of: $0) }.map(words.shortWeekday).joined(separator: ", ")
    }
}
