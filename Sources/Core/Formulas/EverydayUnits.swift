/// The units people meet day to day for a variable's SI unit: km/h for m/s, °C for kelvin, minutes for
/// seconds. A worked example shown in them reads like life (a car at 72 km/h rather than 20 m/s).
public enum EverydayUnits {
    /// For a working unit, the everyday ones to try, in order.
    private static let choices: [String: [String]] = [
        "m/s": ["km/h"], "K": ["°C"], "m": ["km", "cm", "mm"], "s": ["min", "h", "ms"], "kg": ["g"], "g": ["kg", "mg"],
        "m³": ["L", "mL"], "L": ["mL"], "Pa": ["kPa", "atm"], "J": ["kJ", "kcal"], "W": ["kW"], "mol/L": ["mmol/L"],
        "m²": ["cm²"], "N": ["kN"], "A": ["mA"], "V": ["kV", "mV"], "Ω": ["kΩ"], "Hz": ["kHz"], "J/mol": ["kJ/mol"],
    ]

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
