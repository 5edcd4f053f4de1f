import BigInt
import Core
import Testing

/// The units of kitchens, roads, scales and food labels: exact where their definitions are, roots of units
/// that are powers in disguise, targets kept as written, results split into a sum of units, glucose, kJ meals.
struct EverydayUnitTests {
    static func evaluate(_ input: String) throws -> Calculation {
        try Calculator.evaluate(input, memory: CalculatorMemory())
    }

    /// `text` (`473.176473`) as an exact rational.
    static func exactly(_ text: String) -> Rational {
        let parts = text.split(separator: ".")
        let whole = Rational(BigInt(String(parts[0]))!)
        guard parts.count == 2 else { return whole }
        return whole + Rational(BigInt(String(parts[1]))!, BigInt(10).power(parts[1].count))
    }

    @Test(arguments: [
        ("2 cup -> mL", "473.176473", "mL"), ("1 gal -> L", "3.785411784", "L"), ("1 qt -> mL", "946.352946", "mL"),
        ("1 pt -> mL", "473.176473", "mL"), ("1 floz -> mL", "29.5735295625", "mL"),
        ("1 tbsp -> mL", "14.78676478125", "mL"), ("1 tsp -> mL", "4.92892159375", "mL"),
        ("1 gal_imp -> L", "4.54609", "L"), ("1 pt_imp -> mL", "568.26125", "mL"),
        ("1 floz_imp -> mL", "28.4130625", "mL"), ("1 st -> kg", "6.35029318", "kg"), ("14 lb -> st", "1", "st"),
        ("1 t -> kg", "1000", "kg"), ("1 т -> kg", "1000", "kg"), ("1 nmi -> m", "1852", "m"),
        ("1 kn -> km/h", "1.852", "km/h"), ("1 acre -> m^2", "4046.8564224", "m²"), ("1 ha -> m^2", "10000", "m²"),
        ("1 lbf -> N", "4.4482216152605", "N"), ("760 Torr -> atm", "1", "atm"), ("1 BTU -> J", "1055.05585262", "J"),
        ("1 Cal -> kJ", "4.184", "kJ"), ("1 hp -> W", "745.69987158227022", "W"), ("5 in -> cm", "12.7", "cm"),
        ("5\" -> cm", "12.7", "cm"), ("12.7 cm -> in", "5", "in"), ("5 cm in mm", "50", "mm"),
        ("5 in + 1 cm", "5.3937007874016", "in"), ("1 mile -> yd", "1760", "yd"), ("5 J -> N·m", "5", "N·m"),
        ("1 kWh -> BTU", "3412.1416331279", "BTU"), ("sqrt(1 hectare)", "100", "m"),
        ("1/2 cup -> tbsp", "8", "tbsp"),
    ])
    func exactConversions(input: String, number: String, unit: String) throws {
        let value = try Self.evaluate(input).value
        #expect(value.unit.text == unit)
        if number.count <= 15 || value.magnitude.rational == nil {
            #expect(value.formatted(digits: 14).text == number + " " + unit)
        } else {
            #expect(value.magnitude.rational == Self.exactly(number))
        }
    }

    @Test func rootsOfPowersInDisguise() throws {
        let cube = try Self.evaluate("cbrt(200 mL)").value
        #expect(cube.formatted().text == "5.84803547642573 cm")
        #expect(try Self.evaluate("sqrt(4 L / 1 dm)").value.formatted().text == "0.2 m")
        #expect(throws: CalculationError.self) { try Self.evaluate("sqrt(1 s)") }
    }

    @Test func tightFractionBeforeAUnit() throws {
        let third = try Self.evaluate("1/3 m -> cm").value
        #expect(third.magnitude.rational == Rational(100, 3))
        #expect(third.unit.text == "cm")
        #expect(try Self.evaluate("1 / 3 m").value.unit.text == "m⁻¹")
    }

    @Test(arguments: [
        ("1.8 m -> ft + in", ["5 ft", "10.8661417322835 in"]), ("100 min -> h + min", ["1 h", "40 min"]),
        ("80 kg -> st + lb", ["12 st", "8.36980974790206 lb"]),
        ("-1.8 m -> ft + in", ["-5 ft", "-10.8661417322835 in"]),
        ("3725 s -> h + min + s", ["1 h", "2 min", "5 s"]),
    ])
    func splitIntoUnits(input: String, parts: [String]) throws {
        let calculation = try Self.evaluate(input)
        #expect(calculation.parts?.map { $0.formatted().text } == parts)
    }

    @Test func splitInchesStayExact() throws {
        let parts = try #require(try Self.evaluate("1.8 m -> ft + in").parts)
        #expect(parts[1].magnitude.rational == Rational(1380, 127))
    }

    @Test func glucose() throws {
        let mmol = try Self.evaluate("100 mg/dL -> mmol/L")
        #expect(mmol.readGlucose)
        #expect(mmol.value.magnitude.rational == Rational(250_000, 45039))
        #expect(mmol.value.unit.text == "mmol/L")
        let mg = try Self.evaluate("5.5 mmol/L -> mg/dL")
        #expect(mg.value.formatted().text == "99.0858 mg/dL")
        #expect(try Self.evaluate("5 g/L -> g/dL").readGlucose == false)
    }

    @Test(arguments: [("Apple 218 kJ", 52), ("Apple 218kJ", 52), ("Суп 1000 кДж", 239), ("Bar 1,046 kJ", 250)])
    func kilojouleMeals(text: String, calories: Int) throws {
        #expect(try MealInput.parse(text).calories == calories)
    }
}
