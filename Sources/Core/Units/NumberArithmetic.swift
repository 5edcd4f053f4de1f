/// The four operations on calculator values, exact while both are, for converting between units.
/// The evaluator bounds what a person's input can grow to; unit scales are small fixed numbers.
extension Number {
    func times(_ other: Number) -> Number {
        if let x = rational, let y = other.rational { return .exact(x * y) }
        return .approximate(real * other.real)
    }

    /// `self / other`; `other` is never zero (unit scales are not).
    func over(_ other: Number) -> Number {
        if let x = rational, let y = other.rational, !y.isZero { return .exact(x / y) }
        return (real / other.real).map(Number.approximate) ?? .approximate(real)
    }

    func plus(_ other: Number) -> Number {
        if let x = rational, let y = other.rational { return .exact(x + y) }
        return .approximate(real + other.real)
    }

    func minus(_ other: Number) -> Number { plus(other.negated) }

    var negated: Number { rational.map { .exact(-$0) } ?? .approximate(-real) }

    /// To a whole power within ±20, as unit scales are raised.
    func power(_ exponent: Int) -> Number {
        if exponent == 1 { return self }
        if exponent == -1 { return Number(1).over(self) }
        if let x = rational, !(x.isZero && exponent < 0) { return .exact(x.power(exponent)) }
        return real.power(exponent).map(Number.approximate) ?? self
    }
}
