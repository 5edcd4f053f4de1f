import BigInt

/// One word read as calories: `52`, `1,200`, `52kcal`, `52.5`, `-52`, and kilojoules as labels in Europe and
/// Russia print them first (`218kJ`, `218 кДж`), in whole kilocalories of 4.184 kJ (the thermochemical calorie,
/// NIST SP 811 B.8), rounded to the nearest.
enum CalorieNumber: Equatable {
    /// A whole number; nil when too large to read.
    case whole(Int?)
    case decimal
    case negative

    static let units = ["kcal", "ккал", "cal", "кал"]
    /// Kilojoules, lowercased.
    static let kilojoules = ["kj", "кдж"]

    static func isUnit(_ word: Substring) -> Bool {
        units.contains(word.lowercased()) || kilojoules.contains(word.lowercased())
    }

    /// Nil when `word` is not a number at all.
    init?(_ word: Substring) {
        var body = word.lowercased()[...]
        if let unit = Self.kilojoules.first(where: { body.hasSuffix($0) }) {
            let number = body.dropLast(unit.count).filter { $0 != " " }
            guard let read = CalorieNumber(number[...]) else { return nil }
            self = read.fromKilojoules(String(number))
            return
        }
        if let unit = Self.units.first(where: { body.hasSuffix($0) && body.count > $0.count }) {
            body = body.dropLast(unit.count)
        }
        var negative = false
        if let sign = body.first, "+-−".contains(sign) {
            negative = sign != "+"
            body = body.dropFirst()
        }
        let parts = body.split(separator: ",", omittingEmptySubsequences: false)
        let thousands =
            parts.count > 1 && (1...3).contains(parts[0].count)
            && parts.dropFirst().allSatisfy { $0.count == 3 } && parts.allSatisfy(MealInput.isDigits)
        if MealInput.isDigits(body) || thousands {
            self = negative ? .negative : .whole(Int(body.filter { $0 != "," }))
            return
        }
        let fraction = body.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
        guard fraction.count == 2, fraction.allSatisfy(MealInput.isDigits) else { return nil }
        self = negative ? .negative : .decimal
    }

    /// The kilojoules read as this number (`218`, `1,046`, `218.5`, `218,5`), in whole kilocalories.
    private func fromKilojoules(_ number: String) -> CalorieNumber {
        // 1 kcal = 4.184 kJ, so kcal = kJ × 125/523.
        func kilocalories(_ kilojoules: Rational) -> CalorieNumber {
            .whole(Int(exactly: (kilojoules * Rational(125) / Rational(523)).rounded))
        }
        switch self {
        case .negative: return .negative
        case let .whole(value): return value.map { kilocalories(Rational($0)) } ?? .whole(nil)
        case .decimal:
            let parts = number.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
            guard let whole = BigInt(parts[0].isEmpty ? "0" : String(parts[0])), let fraction = BigInt(String(parts[1]))
            else { return .whole(nil) }
            return kilocalories(Rational(whole) + Rational(fraction, BigInt(10).power(parts[1].count)))
        }
    }
}
