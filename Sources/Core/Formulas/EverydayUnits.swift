/// The units people meet day to day for a variable's SI unit: km/h for m/s, °C for kelvin, minutes for
/// seconds. A worked example shown in them reads like life (a car at 72 km/h rather than 20 m/s).
public enum EverydayUnits {
    /// For a working unit, the everyday ones to try, in order.
    private static let choices: [String: [String]] = [
        "m/s": ["km/h"], "K": ["°C"], "m": ["km", "cm", "mm"], "s": ["min", "h", "ms"], "kg": ["g"], "g": ["kg", "mg"],
        "m³": ["L", "mL"], "L": ["mL"], "Pa": ["kPa", "atm"], "J": ["kJ", "kcal"], "W": ["kW"], "mol/L": ["mmol/L"],
        "m²": ["cm²"], "N": ["kN"], "A": ["mA"], "V": ["kV", "mV"], "Ω": ["kΩ"], "Hz": ["kHz"], "J/mol": ["kJ/mol"],
    ]

    /// The scales a length and an area share: a radius in cm gives an area in cm².
    private static let lengthScales = [("km", "km²"), ("cm", "cm²"), ("mm", "mm²")]

    /// The example's `values` in everyday units, as `quantity(_:of:)` gives each, except that lengths and areas
    /// together take one scale (km, cm or mm and its square) that writes each of them as 1 to 999, or stay in
    /// metres and square metres: `r = 5 cm → A ≈ 78.54 cm²`, never `r = 300 cm` beside `A ≈ 28.27 m²`.
    public static func quantities(_ values: [(value: Double, variable: FormulaVariable)]) -> [Quantity] {
        let sized = values.map { ($0.variable.domain.isAngle ? nil : $0.variable.workingUnit?.text) }
        let shared = sized.contains("m") && sized.contains("m²")
        guard shared else { return values.map { quantity($0.value, of: $0.variable) } }
        func inScale(_ scale: (String, String)?) -> [Quantity]? {
            var found: [Quantity] = []
            for ((value, variable), unit) in zip(values, sized) {
                let own = Quantity(Number(decimal: value), variable.answerUnit)
                guard unit == "m" || unit == "m²" else {
                    found.append(quantity(value, of: variable))
                    continue
                }
                guard let scale else {
                    found.append(own)
                    continue
                }
                guard let target = CompoundUnit.parse(unit == "m" ? scale.0 : scale.1),
                    let converted = try? own.converted(to: target),
                    (1..<1000).contains(abs(converted.magnitude.double))
                else { return nil }
                found.append(converted)
            }
            return found
        }
        return lengthScales.lazy.compactMap(inScale).first ?? inScale(nil)!
    }

    /// `value` of `variable` (in its working unit) in the first everyday unit that writes it as 1 to 999, else
    /// in its own unit. A change of temperature stays in kelvin; an angle is in degrees already.
    public static func quantity(_ value: Double, of variable: FormulaVariable) -> Quantity {
        let own = Quantity(Number(decimal: value), variable.answerUnit)
        guard !variable.domain.isAngle, !variable.isTemperatureChange, let unit = variable.workingUnit,
            let candidates = choices[unit.text]
        else { return own }
        for text in candidates {
            guard let target = CompoundUnit.parse(text), let converted = try? own.converted(to: target) else {
                continue
            }
            let size = abs(converted.magnitude.double)
            if text == "°C" || (1..<1000).contains(size) { return converted }
        }
        return own
    }
}
