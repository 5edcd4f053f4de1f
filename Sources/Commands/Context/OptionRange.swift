import ArgumentParser
import Core
import Synchronization

/// The range checks of `validate()`. A value out of range is a usage mistake, like an unknown option: the line stops
/// before it runs, says what was wrong with the command's usage line, and exits 64.
enum OptionRange {
    /// `--days takes 1 to 90; 500 is out of range, e.g. 'breathe stats --days 14'`.
    static func check(_ value: Int?, _ range: ClosedRange<Int>, _ option: String, example: String) throws {
        try check(value, range, option, example: example, shown: MealNumber.grouped)
    }

    /// The same for a number with a fraction (`--minutes 0.5`).
    static func check(_ value: Double?, _ range: ClosedRange<Double>, _ option: String, example: String) throws {
        try check(value, range, option, example: example, shown: NumberFormat.plain)
    }

    /// A length that must be more than nothing: `--minutes takes more than 0 and at most 60; 0 is out of range, …`.
    static func check(positive value: Double?, atMost limit: Double, _ option: String, example: String) throws {
        guard let value, !(value > 0 && value <= limit) else { return }
        let (most, shown) = (NumberFormat.plain(limit), value.isFinite ? NumberFormat.plain(value) : String(value))
        throw ValidationError(
            "\(option) takes more than 0 and at most \(most); \(shown) is out of range, e.g. '\(example)'")
    }

    /// Runs a Core check of an option's value, its refusal a usage mistake too.
    static func checked<Value>(_ check: () throws -> Value) throws {
        do { _ = try check() } catch let error as UserFacingError { throw refusal(error) }
    }

    /// A Core error as a usage mistake. ArgumentParser hands a `validate()` refusal back as English text, so
    /// the error's own words in the other languages are kept by that text for the parse error to show.
    static func refusal(_ error: UserFacingError) -> ValidationError {
        let other = MessageLanguage.allCases.filter { $0 != .en }.map { ($0, error.message(in: Messages($0))) }
        said.withLock { said in
            if said.count >= 64 { said.removeAll() }  // a script of many mistakes keeps only the recent ones
            said[error.message] = Dictionary(uniqueKeysWithValues: other)
        }
        return ValidationError(error.message)
    }

    /// The refusal whose English is `message` as `refusal(_:)` kept it in `words`' language, if it did.
    static func said(_ message: String, in words: Messages) -> String? {
        said.withLock { $0[message]?[words.language] }
    }

    private static let said = Mutex<[String: [MessageLanguage: String]]>([:])

    private static func check<Value: Comparable>(
        _ value: Value?, _ range: ClosedRange<Value>, _ option: String, example: String, shown: (Value) -> String
    ) throws {
        guard let value, !range.contains(value) else { return }
        let (least, most, given) = (shown(range.lowerBound), shown(range.upperBound), shown(value))
        throw ValidationError("\(option) takes \(least) to \(most); \(given) is out of range, e.g. '\(example)'")
    }
}
