/// The units people cook, drive, weigh and heat with outside the SI, each defined exactly in SI units by
/// NIST Special Publication 811 (2008), Appendix B.8, or the standard named beside it; US customary volumes,
/// imperial ones written with `_imp` (`gal_imp`, `pt_imp`).
extension UnitCatalog {
    static let customaryUnits: [PhysicalUnit] = {
        let si = Dictionary(uniqueKeysWithValues: siUnits.map { ($0.symbol, $0) })
        let (metre, gram, second, hour, joule, litre) = (si["m"]!, si["g"]!, si["s"]!, si["h"]!, si["J"]!, si["L"]!)
        let calorie = si["cal"]!
        let nist = "NIST SP 811 B.8"
        // NIST Handbook 44 (2023), Appendix C: the customary kitchen measures, and the acre in international feet
        // (the US survey foot was retired at the end of 2022).
        let handbook = "NIST HB 44 App. C"
        // Length: the international inch, foot, yard and mile of 1959, and the nautical mile.
        let inch = PhysicalUnit("in", .of("0.0254", metre), source: nist, names: ["inch", "\""])
        let foot = PhysicalUnit("ft", .of("12", inch), source: nist, names: ["foot", "feet"])
        let yard = PhysicalUnit("yd", .of("3", foot), source: nist, names: ["yard"])
        let mile = PhysicalUnit("mile", .of("5280", foot), source: nist, names: ["mi"])
        let nauticalMile = PhysicalUnit(
            "nmi", .of("1852", metre), source: nist, names: ["nautical_mile", "nauticalmile"])
        // Mass: the avoirdupois pound of 1959, its ounce, and the stone of the UK Weights and Measures Act 1985.
        let pound = PhysicalUnit("lb", .of("0.45359237", gram, prefix: "k"), source: nist, names: ["pound", "lbs"])
        let ounce = PhysicalUnit("oz", .of(1, 16, pound), source: nist, names: ["ounce"])
        let stone = PhysicalUnit("st", .of("14", pound), source: "UK WMA 1985 Sch. 1", names: ["stone"])
        // Force, pressure, power: the pound under standard gravity (9.80665 m/s², CGPM 1901).
        let gravity = UnitDefinition.of("9.80665", metre) / .of("1", second, 2)
        let poundForce = PhysicalUnit(
            "lbf", .of("1", pound) * gravity, source: nist, names: ["pound_force", "poundforce"])
        // Volume: the US liquid gallon of 231 cubic inches and its parts; the imperial gallon of 4.54609 L.
        let gallon = PhysicalUnit("gal", .of("231", inch, 3), source: nist, names: ["gallon"])
        let fluidOunce = PhysicalUnit(
            "floz", .of(1, 128, gallon), source: nist, names: ["fluid_ounce", "fl_oz", "fluidounce"])
        let tablespoon = PhysicalUnit("tbsp", .of(1, 2, fluidOunce), source: handbook, names: ["tablespoon"])
        let imperialGallon = PhysicalUnit("gal_imp", .of("4.54609", litre), source: nist, names: ["imperial_gallon"])
        return [
            inch, foot, yard, mile, nauticalMile,
            PhysicalUnit("acre", .of("43560", foot, 2), source: handbook, names: ["acre"]),
            pound, ounce, stone,
            gallon, PhysicalUnit("qt", .of(1, 4, gallon), source: nist, names: ["quart"]),
            PhysicalUnit("pt", .of(1, 8, gallon), source: nist, names: ["pint"]),
            PhysicalUnit("cup", .of("8", fluidOunce), source: handbook, names: ["cup"]), fluidOunce, tablespoon,
            PhysicalUnit("tsp", .of(1, 3, tablespoon), source: handbook, names: ["teaspoon"]),
            imperialGallon, PhysicalUnit("qt_imp", .of(1, 4, imperialGallon), source: nist, names: ["imperial_quart"]),
            PhysicalUnit("pt_imp", .of(1, 8, imperialGallon), source: nist, names: ["imperial_pint"]),
            PhysicalUnit(
                "floz_imp", .of(1, 160, imperialGallon), source: nist, names: ["imperial_fluid_ounce"]),
            // Speed.
            PhysicalUnit("mph", .of("1", mile) / .of("1", hour), source: nist),
            PhysicalUnit("kn", .of("1", nauticalMile) / .of("1", hour), source: nist, names: ["knot"]),
            // Force, pressure, energy and power.
            poundForce, PhysicalUnit("psi", .of("1", poundForce) / .of("1", inch, 2), source: nist),
            // The food calorie is the kilocalorie (of 4.184 J, as food labels count it).
            PhysicalUnit("Cal", .of("1", calorie, prefix: "k"), source: nist, names: ["Calorie"]),
            // The International Table British thermal unit, exactly 1055.05585262 J.
            PhysicalUnit("BTU", .of("1055.05585262", joule), source: nist, names: ["Btu", "btu"]),
            PhysicalUnit(
                "hp", .of("550", foot) * .of("1", poundForce) / .of("1", second), source: nist, names: ["horsepower"]),
        ]
    }()
}
