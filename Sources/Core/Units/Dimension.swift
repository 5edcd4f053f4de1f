/// What kind of quantity a value is: the powers of the seven SI base quantities (length, mass, time,
/// electric current, temperature, amount of substance, luminous intensity). `m/s` is length¹·time⁻¹;
/// a plain number has every power zero. Angles count as plain numbers, as SI (and pint) count them.
public struct Dimension: Hashable, Sendable {
    /// The powers, lane by lane in the order above; the eighth lane stays zero. Every unit coach knows
    /// has powers within ±4, and a compound unit holds a few factors of power within ±20, so a lane
    /// never comes near Int16's range (see `CompoundUnit.powerLimit`).
    var powers: SIMD8<Int16>

    /// A plain number: no unit at all.
    public static let none = Dimension(powers: .zero)

    static let length = base(0), mass = base(1), time = base(2), current = base(3)
    static let temperature = base(4), amount = base(5), luminosity = base(6)

    private static func base(_ lane: Int) -> Dimension {
        var powers = SIMD8<Int16>.zero
        powers[lane] = 1
        return Dimension(powers: powers)
    }

    /// Whether it is a plain number.
    public var isNone: Bool { powers == .zero }

    /// The dimension of a product.
    static func * (a: Dimension, b: Dimension) -> Dimension { Dimension(powers: a.powers &+ b.powers) }

    /// The dimension of a quotient.
    static func / (a: Dimension, b: Dimension) -> Dimension { Dimension(powers: a.powers &- b.powers) }

    /// The dimension raised to a whole power.
    func power(_ exponent: Int) -> Dimension {
        Dimension(powers: powers &* SIMD8(repeating: Int16(truncatingIfNeeded: exponent)))
    }

    /// The dimension of a root, when every power divides evenly: the square root of area is length.
    func root(_ index: Int) -> Dimension? {
        var result = SIMD8<Int16>.zero
        for lane in 0..<7 {
            guard powers[lane] % Int16(index) == 0 else { return nil }
            result[lane] = powers[lane] / Int16(index)
        }
        return Dimension(powers: result)
    }

    /// The dimension written in SI base units: `kg·m/s²`; empty for a plain number.
    public var baseUnits: String {
        let symbols = ["m", "kg", "s", "A", "K", "mol", "cd"]
        let order = [1, 0, 2, 3, 4, 5, 6]  // kg·m²/s², as physicists write it
        var factors: [(symbol: String, power: Int)] = []
        for lane in order where powers[lane] != 0 { factors.append((symbols[lane], Int(powers[lane]))) }
        return UnitText.product(factors)
    }

    /// What a person calls it: `length`, `speed`, `energy`; otherwise its base units, `a quantity in kg/(m·s)`.
    public var name: String {
        if let known = Self.names[self] { return known }
        return "a quantity in " + baseUnits
    }

    /// The name in the language of `words`: `длина`; `величина в kg/(m·s)` for one without a name.
    public func name(in words: Messages) -> String {
        Self.names[self].map { words.translate($0, []) } ?? words.tr("a quantity in %@", baseUnits)
    }

    /// A kind as `described` writes it in English (`a length`), in the language of `words` (`длина`).
    public static func kind(_ described: String, in words: Messages) -> String {
        guard words.language != .en else { return described }
        if described.hasPrefix("a quantity in ") {
            return words.tr("a quantity in %@", String(described.dropFirst("a quantity in ".count)))
        }
        let name = described.hasPrefix("an ") ? described.dropFirst(3) : described.dropFirst(2)
        return words.translate(String(name), [])
    }

    /// `a length`, `an energy`, `a plain number`: the name with its article, for messages.
    public var described: String {
        let name = name
        if name.hasPrefix("a ") { return name }
        return (["a", "e", "i", "o", "u"].contains(name.prefix(1)) ? "an " : "a ") + name
    }

    private static let names: [Dimension: String] = {
        let (L, M, T, I, Θ, N) = (length, mass, time, current, temperature, amount)
        let energy = M * L.power(2) / T.power(2)
        let pairs: [(Dimension, String)] = [
            (none, Messages.mark("plain number")), (L, Messages.mark("length")), (M, Messages.mark("mass")),
            (T, Messages.mark("time")), (I, Messages.mark("electric current")),
            (Θ, Messages.mark("temperature")),
            (N, Messages.mark("amount of substance")), (luminosity, Messages.mark("luminous intensity")),
            (L.power(2), Messages.mark("area")), (L.power(3), Messages.mark("volume")), (L / T, Messages.mark("speed")),
            (L / T.power(2), Messages.mark("acceleration")),
            (M * L / T.power(2), Messages.mark("force")), (energy, Messages.mark("energy")),
            (energy / T, Messages.mark("power")), (M / L / T.power(2), Messages.mark("pressure")),
            (T.power(-1), Messages.mark("frequency")), (I * T, Messages.mark("electric charge")),
            (energy / T / I, Messages.mark("voltage")),
            (energy / T / I.power(2), Messages.mark("electric resistance")),
            (I.power(2) * T.power(4) / M / L.power(2), Messages.mark("capacitance")),
            (energy / I.power(2), Messages.mark("inductance")),
            (M / T.power(2) / I, Messages.mark("magnetic flux density")),
            (energy / I, Messages.mark("magnetic flux")),
            (I.power(2) * T.power(3) / M / L.power(2), Messages.mark("electric conductance")),
            (M / L.power(3), Messages.mark("density")),
            (N / L.power(3), Messages.mark("concentration")), (M / N, Messages.mark("molar mass")),
            (energy / N, Messages.mark("molar energy")),
            (M * L / T, Messages.mark("momentum")),
            (energy * T, Messages.mark("action")), (energy / M / Θ, Messages.mark("specific heat capacity")),
            (energy / Θ, Messages.mark("heat capacity")),
            (energy / N / Θ, Messages.mark("molar heat capacity")), (N / T, Messages.mark("amount per time")),
            (L.power(3) / T, Messages.mark("volume flow")),
            (M / T, Messages.mark("mass flow")), (energy / M, Messages.mark("energy per mass")),
            (N / M, Messages.mark("molality")),
        ]
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }()
}
