import BigInt

/// How much arithmetic on long numbers one line may ask for, so a pasted line cannot keep the shell
/// busy for minutes (4,000 sums over a 1,035-digit fraction took 13 s in a release build).
///
/// What is slow is reducing a fraction when both numbers in a GCD are long (BigInt's binary GCD
/// takes a step per bit): each such GCD costs the product of their digit counts; everything else
/// (products, powers, a GCD with a short number, adding a whole number) costs the digits it touches.
/// The budget allows one GCD of two 10,000-digit numbers, or a few hundred of 1,000-digit ones: under
/// half a second in a release build. Splitting the line into steps with variables gives each step a
/// budget of its own.
struct CalcWork {
    static let budgetPerLine = 100_000_000

    private(set) var spent = 0

    /// Adds the cost of `step`, which took `operands` to `result`; false once the line is over budget.
    mutating func charge(_ step: CalcExpression.Step, operands: ArraySlice<CalcEvaluator.Value>, result: Number) -> Bool
    {
        // Most steps work on numbers of a machine word or two, which cost nothing worth counting.
        guard operands.contains(where: { $0.quantity.magnitude.isLong }) || result.isLong else { return true }
        let exact = operands.compactMap(\.quantity.magnitude.rational)
        var cost =
            exact.reduce(0) { $0 + $1.numeratorDigits + $1.denominatorDigits } + (result.rational?.digitCount ?? 0)
        switch step {
        case .binary(.add, _), .binary(.subtract, _):
            if exact.count == 2 { cost += Self.sumCost(exact[0], exact[1]) }
        case .binary(.multiply, _), .binary(.divide, _), .binary(.juxtapose, _), .percentOf:
            if exact.count == 2 { cost += Self.productCost(exact[0], exact[1]) }
        case .binary(.modulo, _):
            if exact.count == 2 { cost += 2 * Self.productCost(exact[0], exact[1]) + Self.sumCost(exact[0], exact[1]) }
        case .call:
            // gcd, lcm and the like pair each argument with the next.
            for (a, b) in zip(exact, exact.dropFirst()) { cost += Self.gcdCost(a.digitCount, b.digitCount) }
        default:
            break
        }
        spent += cost
        return spent <= Self.budgetPerLine
    }

    /// A GCD of two long numbers is quadratic; with a short one, one division makes it short too.
    private static func gcdCost(_ a: Int, _ b: Int) -> Int { a > 19 && b > 19 ? a * b : 0 }

    /// `a/b ± c/d`: no GCD with a whole number, a GCD with the shared denominator, or one of the
    /// cross products with the product of the denominators (see Rational.+).
    private static func sumCost(_ x: Rational, _ y: Rational) -> Int {
        if x.isInteger || y.isInteger { return 0 }
        if x.denominator == y.denominator {
            return gcdCost(max(x.numeratorDigits, y.numeratorDigits), x.denominatorDigits)
        }
        return gcdCost(
            max(x.numeratorDigits + y.denominatorDigits, y.numeratorDigits + x.denominatorDigits),
            x.denominatorDigits + y.denominatorDigits)
    }

    /// `a/b × c/d` cancels a with d and c with b (see Rational.*); division pairs them the other way.
    private static func productCost(_ x: Rational, _ y: Rational) -> Int {
        max(
            gcdCost(x.numeratorDigits, y.denominatorDigits) + gcdCost(y.numeratorDigits, x.denominatorDigits),
            gcdCost(x.numeratorDigits, y.numeratorDigits) + gcdCost(x.denominatorDigits, y.denominatorDigits))
    }
}

extension Number {
    /// Whether it is an exact value longer than a machine word.
    fileprivate var isLong: Bool {
        guard let rational, rational.words == nil else { return false }
        return rational.numerator.magnitude.bitWidth > 64 || rational.denominator.magnitude.bitWidth > 64
    }
}

extension Rational {
    fileprivate var numeratorDigits: Int { Int(Double(numerator.magnitude.bitWidth) * 0.30103) + 1 }
    fileprivate var denominatorDigits: Int { Int(Double(denominator.magnitude.bitWidth) * 0.30103) + 1 }
}
