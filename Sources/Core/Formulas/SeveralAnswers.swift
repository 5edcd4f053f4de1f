/// Why an equation gives more than one value for its unknown, said plainly beside the answers.
public enum SeveralAnswers: Equatable, Sendable {
    /// `x` and `−x` both fit: the unknown appears only squared (`E = ½·k·x²`).
    case negativeFitsToo
    /// Two angles that add up to 90° both fit (the low and the high launch of a projectile).
    case complementaryAngles
    /// Two angles that add up to 180° both fit (an angle and its supplement have one sine).
    case supplementaryAngles
    /// Some other shape of equation meets the same value more than once.
    case moreThanOne

    /// The reason behind `values` (the answers of `variable`, in the units people type), or nil for one.
    public init?(_ values: [Number], of variable: FormulaVariable) {
        guard values.count >= 2 else { return nil }
        let (a, b) = (values[0].double, values[1].double)
        func near(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(abs(x), abs(y), 1) }
        if variable.domain.isAngle, near(a + b, 90) {
            self = .complementaryAngles
        } else if variable.domain.isAngle, near(a + b, 180) {
            self = .supplementaryAngles
        } else if near(a, -b) {
            self = .negativeFitsToo
        } else {
            self = .moreThanOne
        }
    }

    /// The reason in a few words, naming the unknown as the card shows it.
    public func reason(_ symbol: String, in words: Messages = .english) -> String {
        switch self {
        case .negativeFitsToo: words.tr("%@ and −%@ give the same result", symbol, symbol)
        case .complementaryAngles: words.tr("two angles that add up to 90° give the same result")
        case .supplementaryAngles: words.tr("two angles that add up to 180° give the same result")
        case .moreThanOne: words.tr("the equation meets these values more than once")
        }
    }
}
