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
    /// powers), `` (none).
    static func product(_ factors: [(symbol: String, power: Int)]) -> String {
        if factors.count == 1, factors[0].power == 1 { return factors[0].symbol }
        let above = factors.filter { $0.power > 0 }
        let below = factors.filter { $0.power < 0 }
        guard !above.isEmpty else { return below.map { power($0.symbol, $0.power) }.joined(separator: "·") }
        let top = above.map { power($0.symbol, $0.power) }.joined(separator: "·")
        guard !below.isEmpty else { return top }
        let bottom = below.map { power($0.symbol, -$0.power) }.joined(separator: "·")
        return top + "/" + (below.count > 1 ? "(" + bottom + ")" : bottom)
    }
}
