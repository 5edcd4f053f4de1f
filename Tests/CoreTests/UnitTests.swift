import BigInt
import Core
import Testing

/// Quantities with units in the calculator: exact where the definitions are, dimensions checked, a product
/// named when it is a named unit exactly, temperatures on scales kept apart from amounts.
struct UnitTests {
    static func result(_ input: String, memory: CalculatorMemory = CalculatorMemory()) throws -> (
        text: String, exact: Bool
    ) {
        try Calculator.evaluate(input, memory: memory).value.formatted()
    }

    static func message(_ input: String) -> String? {
        do {
            _ = try Calculator.evaluate(input, memory: CalculatorMemory())
            return nil
        } catch {
            return error.problem
        }
    }

    @Test(arguments: [
        ("5 km + 300 m", "5.3 km"), ("60 km/h -> m/s", "16.6666666666667 m/s"),
        ("60 km/h to m/s", "16.6666666666667 m/s"),
        ("60 km/h in m/s", "16.6666666666667 m/s"), ("60 km/h → m/s", "16.6666666666667 m/s"), ("2 mA * 6 kΩ", "12 V"),
        ("2 mA * 6 kohm", "12 V"), ("1 mile -> km", "1.609344 km"), ("100 °F -> °C", "37.7777777777778 °C"),
        ("sqrt(16 m^2)", "4 m"),
        ("sin(30°)", "0.5"), ("250 g * 52 kcal/100g", "130 kcal"), ("5m", "5 m"), ("3 kW * 2 h", "6 kWh"),
        ("2 mA * 6 Ω", "12 mV"),
        ("1 kg * 9.81 m/s^2", "9.81 N"), ("1 N * 1 km", "1 kJ"), ("60 km/h * 30 min", "30 km"),
        ("2 m * 3 cm", "0.06 m²"),
        ("5 km / 300 m", "16.6666666666667"), ("4 m² / 2 m", "2 m"), ("2 / 1 s", "2 s⁻¹"), ("1 inch -> cm", "2.54 cm"),
        ("1 lb -> g", "453.59237 g"), ("1 ft -> m", "0.3048 m"), ("1 cal -> J", "4.184 J"),
        ("1 atm -> Pa", "101325 Pa"),
        ("1 kWh -> MJ", "3.6 MJ"), ("1 day -> h", "24 h"), ("1 week -> day", "7 day"), ("1 h 30 min -> min", "90 min"),
        ("5 ft 3 inch -> cm", "160.02 cm"), ("30° + 15°", "45°"), ("0.25 -> %", "25%"),
        ("90° -> rad", "1.5707963267949 rad"),
        ("20 °C + 5 K", "25 °C"), ("20 °C + 5 Δ°C", "25 °C"), ("20 °C - 5 °C", "15 Δ°C"), ("300 K - 20 °C", "6.85 K"),
        ("-40 °C -> °F", "-40 °F"), ("0 K -> °C", "-273.15 °C"), ("25 ℃ -> K", "298.15 K"), ("5 °C/min", "5 Δ°C/min"),
        ("min(2 m, 30 cm)", "0.3 m"), ("max(1 h, 50 min)", "1 h"), ("5 m mod 2 m", "1 m"), ("round(2.6 kg)", "3 kg"),
        ("(3 m)^2", "9 m²"), ("1 kilometre + 1 metres", "1.001 km"), ("200 m + 10%", "220 m"),
        ("1 µF -> nF", "1000 nF"),
        ("1 uF -> pF", "1000000 pF"), ("1 Qm -> Rm", "1000 Rm"), ("1 mol/L -> mmol/mL", "1 mmol/mL"),
        ("72 mph -> km/h", "115.872768 km/h"),
        ("m/s²", "1 m/s²"), ("8.314 J/(mol K) * 298 K", "2477.572 J/mol"), ("1 kg*m/s^2 -> N", "1 N"),
        ("2 hours + 30 minutes", "2.5 h"),
    ])
    func unitResults(input: String, shown: String) throws {
        #expect(try Self.result(input).text == shown)
    }

    @Test func exactStaysExact() throws {
        #expect(try Self.result("1 mile -> km").exact)
        #expect(try Self.result("1 psi -> Pa").exact == false)  // 6894.757293168…, exact but not a terminating decimal
        #expect(try Calculator.evaluate("1 psi -> Pa", memory: CalculatorMemory()).value.magnitude.rational != nil)
        #expect(
            try Calculator.evaluate("100 °F -> °C", memory: CalculatorMemory()).value.magnitude.rational
                == Rational(340, 9))
        #expect(try Self.result("1 rad -> °").exact == false)
    }

    @Test(arguments: [
        ("5 km + 3 kg", "cannot add 5 km (a length) and 3 kg (a mass)"),
        ("5 km - 3 s", "cannot subtract 3 s (a time) from 5 km (a length)"),
        ("5 km -> s", "cannot convert 5 km (a length) to s, which measures a time"),
        ("20 °C + 5 °C", "two temperatures do not add; add a difference in K or Δ°C: '20 °C + 5 K'"),
        ("2 * 20 °C", "20 °C is on a scale, not an amount; convert it first: (20 °C -> K)"),
        ("sqrt(5 m)", "units take whole powers only, and this gives m^(1/2)"),
        ("ln(5 m)", "ln takes a plain number, and 5 m is a length"),
        ("2^(3 m)", "an exponent takes a plain number, and 3 m is a length"),
        ("(5 km)!", "factorial takes a plain number, and 5 km is a length"),
        ("1 m^21", "too complex a unit (m^21): at most 8 units, powers within ±20"),
        ("5 kmh", "unknown variable or unit 'kmh'. Did you mean 'kWh'?"),
        ("5 m -> blah", "'blah' is not a unit coach knows; 'help calc' lists the units"),
        ("5 m -> 100 g", "convert to a unit alone, as in '5 km -> m'; '100 g' is a quantity"),
        (
            "2 h 30",
            "a number after a unit adds a quantity of the same kind, as in '1 h 30 min'; write an operator between 2 h and 30"
        ),
        ("(30 m)°", "° follows a plain number, as in 30°; 30 m has a unit"),
        ("5 m / 0 s", "division by zero"),
    ])
    func refusals(input: String, message: String) {
        #expect(Self.message(input) == message)
    }

    /// A variable named like a unit hides the unit; the unit's full name, or a conversion, still reads it.
    @Test func aVariableWinsOverAUnit() throws {
        let memory = CalculatorMemory()
        _ = try Calculator.evaluate("m = 3", memory: memory)
        #expect(try Self.result("5 m", memory: memory).text == "15")
        #expect(try Self.result("5 metre", memory: memory).text == "5 m")
        #expect(try Self.result("5 km -> m", memory: memory).text == "5000 m")
        _ = try Calculator.evaluate("d = 5 km", memory: memory)
        _ = try Calculator.evaluate("t = 30 min", memory: memory)
        #expect(try Self.result("d / t -> km/h", memory: memory).text == "10 km/h")
        #expect(try Self.result("ans * 2", memory: memory).text == "20 km/h")
    }

    @Test(arguments: [
        ("m/s²", "m/s²", "acceleration"), ("J/(mol·K)", "J/(mol·K)", "molar heat capacity"),
        ("kΩ", "kΩ", "electric resistance"),
        ("%", "%", "plain number"), ("years", "year", "time"), ("1/s", "s⁻¹", "frequency"),
        ("kg·m/s", "kg·m/s", "momentum"),
        ("N·m²/kg²", "N·m²/kg²", "a quantity in m³/(kg·s²)"), ("mol/(L·s)", "mol/(L·s)", "a quantity in mol/(m³·s)"),
        // Written units stay as written, though a product of them is a named unit (A·kΩ is kV).
        ("A·kΩ/m", "A·kΩ/m", "a quantity in kg·m/(s³·A)"), ("N·m", "N·m", "energy"),
    ])
    func unitsAsTheCatalogWritesThem(text: String, shown: String, kind: String) throws {
        let unit = try #require(CompoundUnit.parse(text))
        #expect(unit.text == shown)
        #expect(unit.dimension.name == kind)
    }

    @Test(arguments: ["2 m", "(L/mol)^(n−1)/s", "sqrt(m)", "m + s", "x"])
    func notUnits(text: String) {
        #expect(CompoundUnit.parse(text) == nil)
    }
}
