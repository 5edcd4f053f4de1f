/// How units are written: powers as superscripts, factors joined by `·`, the negative powers after
/// a `/`, as in `kg·m²/s²` and `J/(mol·K)`.
enum UnitText {
    /// `m`, `m²`, `s⁻¹`.
    static func power(_ symbol: String, _ power: Int) -> String {
        power == 1 ? symbol : symbol + superscript(power)
    }

    /// `²`, `⁻¹`, `¹²`.
    static func superscript(_ number: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return (number < 0 ? "⁻" : "") + String(String(number.magnitude).map { digits[Int($0.asciiValue! - 48)] })
    }

    /// Factors in the order given, the positive powers first: `kg·m²/s²`, `J/(mol·K)`, `s⁻¹` (only negative
    /// powers), `` (none). Written in one pass, as every result with a unit is.
    static func product(_ factors: [(symbol: String, power: Int)]) -> String {
        if factors.count == 1, factors[0].power == 1 { return factors[0].symbol }
        let below = factors.count { $0.power < 0 }
        let above = factors.count - below
        var text = ""
        func write(negative: Bool, flipped: Bool) {
            var first = true
            for factor in factors where (factor.power < 0) == negative {
                if !first { text += "·" }
                first = false
                text += power(factor.symbol, flipped ? -factor.power : factor.power)
            }
        }
        write(negative: above == 0, flipped: false)
        guard above > 0, below > 0 else { return text }
        text += below > 1 ? "/(" : "/"
        write(negative: true, flipped: true)
        if below > 1 { text += ")" }
        return text
    }
}
