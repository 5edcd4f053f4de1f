import BigInt

extension Rational {
    /// The exact `n`th root when there is one (`sqrt(16/9) = 4/3`), else nil.
    public func root(_ n: Int) -> Rational? {
        guard digitCount <= 2_000 else { return nil }  // Newton's method on huge numbers is slow; Double will do
        if isNegative {
            guard n % 2 == 1, let positive = (-self).root(n) else { return nil }
            return -positive
        }
        guard let top = Self.exactRoot(numerator.magnitude, n), let bottom = Self.exactRoot(denominator.magnitude, n)
        else {
            return nil
        }
        return Rational(BigInt(top), BigInt(bottom))
    }

    private static func exactRoot(_ value: BigUInt, _ n: Int) -> BigUInt? {
        if value < 2 { return value }
        if n == 2 {
            let root = value.squareRoot()
            return root * root == value ? root : nil
        }
        // Newton's method from above converges to floor(value^(1/n)).
        var guess = BigUInt(1) << ((value.bitWidth + n - 1) / n)
        while true {
            let next = ((BigUInt(n - 1)) * guess + value / guess.power(n - 1)) / BigUInt(n)
            if next >= guess { break }
            guess = next
        }
        return guess.power(n) == value ? guess : nil
    }
}
