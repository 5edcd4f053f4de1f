import PureC
import Storage

/// A side of an equation evaluated in Double together with a bound on its rounding error, so the
/// solver can tell a root from a place where the arithmetic has lost its digits: `(1 + r)^n − 1`
/// at r = 2e-16 cancels to one digit, and `exp(−1000)` underflows to a zero that means nothing.
struct RoundingBound {
    /// The value as Double arithmetic computes it.
    var value: Double
    /// How far the true value may lie from it; infinite when nothing is known.
    var error: Double

    /// The unit roundoff of Double.
    static let unit = Double.ulpOfOne / 2

    /// `expression` with `values` for its names, each known to within one rounding; nil where it is undefined.
    static func of(_ expression: CalcExpression, _ values: [String: Double]) -> RoundingBound? {
        var stack: [(bound: RoundingBound, isPercent: Bool)] = []
        for step in expression.steps {
            let operands = stack.suffix(step.operandCount)
            let bound: RoundingBound?
            if case let .name(name, _, _) = step {
                bound = (values[name] ?? CalcFunctions.constants[name]?().double).map {
                    RoundingBound(value: $0, error: unit * abs($0))
                }
            } else {
                bound = evaluate(step, Array(operands))
            }
            guard let bound else { return nil }
            stack.removeLast(step.operandCount)
            stack.append((bound, step.isPercent))
        }
        return stack.last?.bound
    }

    private static func evaluate(_ step: CalcExpression.Step, _ operands: [(bound: RoundingBound, isPercent: Bool)])
        -> RoundingBound?
    {
        let bounds = operands.map(\.bound)
        switch step {
        case let .number(rational, _):
            let value = rational.doubleValue
            let exact = rational.isInteger && abs(value) <= 0x1p53
            return RoundingBound(value: value, error: exact ? 0 : unit * abs(value))
        case .name, .unit:
            return nil  // looked up by the caller, which has the values; equations have no units
        case .negate:
            return RoundingBound(value: -bounds[0].value, error: bounds[0].error)
        case .group:
            return bounds[0]
        case let .postfix(op, _):
            switch op {
            case .percent: return apply(bounds) { $0[0] / 100 }
            case .degree: return apply(bounds) { $0[0] * .pi / 180 }
            case .factorial: return apply(bounds) { PureC.tgamma($0[0] + 1) }
            }
        case .percentOf:
            return apply(bounds) { $0[0] * $0[1] }
        case let .call(name, _, _):
            guard let function = CalcFunctions.table[name] else { return nil }
            return apply(bounds, vanishing: true) { arguments in
                let numbers = arguments.compactMap(Number.init(approximately:))
                guard numbers.count == arguments.count else { return nil }
                return try? function.body(numbers) { CalculationError($0, input: "", at: 0..<0) }.double
            }
        case let .binary(op, _):
            var right = bounds[1]
            if op == .add || op == .subtract, operands[1].isPercent {
                guard let share = apply([bounds[0], right], { $0[0] * $0[1] }) else { return nil }
                right = share
            }
            // A whole exponent within a rounding of itself is that whole number (n − 1 at n = 5): a negative base
            // keeps its even and odd powers instead of leaving the reals at the corners.
            if op == .power, right.value == right.value.rounded(), abs(right.value) <= 0x1p53,
                right.error <= 4 * unit * max(1, abs(right.value))
            {
                right.error = 0
            }
            let vanishing = op != .add && op != .subtract
            return apply([bounds[0], right], vanishing: vanishing) { x in binary(op, x[0], x[1]) }
        }
    }

    private static func binary(_ op: CalcExpression.Operator, _ a: Double, _ b: Double) -> Double? {
        switch op {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply, .juxtapose, .follows: return a * b
        case .convert: return nil
        case .divide: return b == 0 ? nil : a / b
        case .modulo: return b == 0 ? nil : a - b * (a / b).rounded(.down)
        case .power: return a < 0 && b != b.rounded() ? nil : PureC.pow(a, b)
        }
    }

    /// `body` at the operands, its error the widest swing over every corner of the operands' error
    /// boxes plus one rounding. A `vanishing` step whose zero result stays zero when its nonzero
    /// operands move by a millionth has underflowed (`exp(−1000)`): its error is unknown.
    private static func apply(_ operands: [RoundingBound], vanishing: Bool = false, _ body: ([Double]) -> Double?)
        -> RoundingBound?
    {
        guard let value = body(operands.map(\.value)), value.isFinite else { return nil }
        if vanishing, value == 0, operands.allSatisfy({ $0.value != 0 }),
            [1 - 1e-6, 1 + 1e-6].allSatisfy({ scale in body(operands.map { $0.value * scale }) == 0 })
        {
            return RoundingBound(value: value, error: .infinity)
        }
        var swing = 0.0
        for corner in 0..<(1 << operands.count) {
            let shifted = operands.indices.map {
                operands[$0].value + (corner >> $0 & 1 == 0 ? -1 : 1) * operands[$0].error
            }
            guard let moved = body(shifted), moved.isFinite else {
                return RoundingBound(value: value, error: .infinity)
            }
            swing = max(swing, abs(moved - value))
        }
        return RoundingBound(value: value, error: swing + unit * abs(value))
    }
}
