/// Whether a value found for an unknown really solves the equation: put back in, the two sides must
/// agree to a residual nobody could see, at a point where the arithmetic still pins the value down.
enum RootCheck {
    /// The sides must agree to 1 part in 10⁹ of their size: beyond the ten digits coach shows.
    static let residualTolerance = 1e-9
    /// The sides' rounding may move the root by at most 1 part in 10⁶, or the "root" is noise:
    /// `(1 + r)^n − 1` at r = 2e-16 keeps one digit, 0/0 none, and where the sides hardly change
    /// with the unknown (compounding 10⁷ times a year) every value fits as well as any other.
    static let roundingTolerance = 1e-6

    enum Verdict: Equatable {
        /// A root; `conditioning` is how far rounding may move it, against its size (smaller is better known).
        case root(conditioning: Double)
        /// The sides agree there, but so they would nearby: rounding hides where the root is.
        case blurred
        case notARoot
    }

    /// Checks `x` for `symbol` with `given` for the other names. `difference` is left − right, used
    /// to see how fast it moves near `x`.
    static func verdict(
        _ equation: FormulaEquation, _ symbol: String, _ x: Double, given: [String: Double],
        difference: (Double) -> Double?
    ) -> Verdict {
        var values = given
        values[symbol] = x
        guard let left = RoundingBound.of(equation.left, values), let right = RoundingBound.of(equation.right, values)
        else { return .notARoot }
        let residual = abs(left.value - right.value)
        let rounding = left.error + right.error
        // How much left − right changes when x moves by its own size (or by 1 at zero).
        let scale = x == 0 ? 1 : abs(x)
        var movement = 0.0
        if let above = difference(x + scale * 1e-6), let below = difference(x - scale * 1e-6) {
            movement = abs(above - below) / 2e-6
        }
        guard movement.isFinite else { return .notARoot }
        let size = max(abs(left.value), abs(right.value), movement)
        guard residual <= residualTolerance * size else { return .notARoot }
        // Only an exact zero with no rounding in it needs no movement to be pinned down.
        if residual == 0, rounding == 0 { return .root(conditioning: 0) }
        return rounding <= roundingTolerance * movement ? .root(conditioning: rounding / movement) : .blurred
    }
}
