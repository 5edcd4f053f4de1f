import Core
import Testing

/// The calculator for a person who writes numbers and units in Russian: a decimal comma where it cannot be a
/// thousands separator, Russian unit symbols (ГОСТ 8.417) read and written, and errors in Russian.
struct RussianCalculatorTests {
    /// `input` evaluated as for a person who writes in Russian.
    static func evaluate(_ input: String) throws(CalculationError) -> Calculation {
        let memory = CalculatorMemory()
        memory.readsDecimalComma = true
        return try Calculator.evaluate(input, memory: memory)
    }

    /// In English a comma stays a thousands separator only, as before: `1,5` is refused.
    @Test func englishReadsNoDecimalComma() throws {
        #expect(throws: CalculationError.self) { try Calculator.evaluate("1,5 + 2", memory: CalculatorMemory()) }
        let grouped = try Calculator.evaluate("1,500 + 1", memory: CalculatorMemory())
        #expect(grouped.value.formatted().text == "1501" && grouped.groupingCommas.isEmpty)
    }

    static let russian = Messages(.ru)

    @Test(arguments: [
        ("1,5 + 2", "3.5", ["1,5"], [String]()), ("0,125", "0.125", ["0,125"], []), ("2,75 * 4", "11", ["2,75"], []),
        ("1,2345", "1.2345", ["1,2345"], []), ("-1,5", "-1.5", ["1,5"], []), ("1,5e3", "1500", ["1,5e3"], []),
        ("1,500", "1500", [], ["1,500"]), ("12,345.5", "12345.5", [], ["12,345.5"]), ("0,250", "0.25", ["0,250"], []),
        ("max(1,5)", "5", [], []), ("gcd(12,18)", "6", [], []), ("2(1,5)", "3", ["1,5"], []),
        ("1.5 + 2", "3.5", [], []),
        ("1,5 км + 500 м", "2 km", ["1,5"], []),
    ])
    func commasAreReadAsDecimalPointsWhereThatIsNotAmbiguous(
        input: String, result: String, decimal: [String], grouping: [String]
    ) throws {
        let calculation = try Self.evaluate(input)
        #expect(calculation.value.formatted().text == result)
        #expect(calculation.decimalCommas == decimal)
        #expect(calculation.groupingCommas == grouping)
    }

    @Test(arguments: [
        ("5 км + 300 м", "5.3 km"), ("2 кг -> г", "2000 g"), ("1 т -> кг", "1000 kg"), ("250 мг -> г", "0.25 g"),
        ("100 ккал -> кДж", "418.4 kJ"), ("1 кал -> Дж", "4.184 J"), ("90 км/ч -> м/с", "25 m/s"),
        ("2 ч 30 мин -> мин", "150 min"), ("90 с -> мин", "1.5 min"), ("1 сут -> ч", "24 h"),
        ("1,5 л -> мл", "1500 mL"),
        ("5 мкм -> нм", "5000 nm"), ("3 см -> мм", "30 mm"), ("220 В / 11 Ом -> А", "20 A"), ("2 А * 6 кОм", "12 kV"),
        ("3 кВт * 2 ч", "6 kWh"), ("1 кВт·ч -> кДж", "3600 kJ"), ("1 атм -> кПа", "101.325 kPa"),
        ("10 Н * 2 м", "20 J"),
        ("100 Вт -> кВт", "0.1 kW"), ("1 МПа -> атм", "9.86923266716013 atm"), ("50 Гц -> кГц", "0.05 kHz"),
        ("2 моль -> ммоль", "2000 mmol"), ("1 год -> сут", "365.25 day"),
    ])
    func russianUnitSymbolsAreRead(input: String, result: String) throws {
        #expect(try Self.evaluate(input).value.formatted().text == result)
    }

    /// Every Russian symbol is Cyrillic, so it never hides a Latin unit or a formula's variable.
    @Test func russianSymbolsAreCyrillicAndNameUnits() throws {
        let symbols = [
            "км", "м", "см", "мм", "мкм", "нм", "кг", "г", "мг", "т", "ккал", "кал", "Дж", "кДж", "МДж", "ч", "мин",
            "с",
            "мс", "сут", "л", "мл", "Вт", "кВт", "МВт", "В", "мВ", "кВ", "А", "мА", "Ом", "кОм", "Па", "кПа", "гПа",
            "МПа",
            "атм", "бар", "Н", "кН", "Гц", "кГц", "Кл", "Ф", "мкФ", "Гн", "Тл", "Вб", "См", "К", "моль", "кд", "эВ",
            "рад",
        ]
        let variables = Set(FormulaCatalog.bundled.flatMap { $0.variables.map(\.symbol) })
        for symbol in symbols {
            #expect(symbol.unicodeScalars.allSatisfy { !$0.isASCII })
            #expect(!variables.contains(symbol))
            #expect(UnitCatalog.factor(named: symbol) != nil, "\(symbol) is not read")
        }
        #expect(UnitCatalog.factor(named: "сек") != nil && UnitCatalog.factor(named: "кмм") == nil)
    }

    @Test(arguments: [
        ("m/s²", "м/с²"), ("kJ/(mol·K)", "кДж/(моль·К)"), ("kWh", "кВт·ч"), ("°C", "°C"), ("Δ°F", "Δ°F"), ("Ω", "Ом"),
        ("kΩ", "кОм"), ("µF", "мкФ"), ("mol/L", "моль/л"), ("N·m²/kg²", "Н·м²/кг²"), ("s⁻¹", "с⁻¹"), ("%", "%"),
        ("km/h", "км/ч"), ("min", "мин"), ("mmHg", "мм рт. ст."), ("psi", "psi"), ("Mg", "Мг"), ("cd", "кд"),
    ])
    func unitsAreWrittenInRussian(unit: String, russian: String) {
        #expect(Self.russian.unit(unit) == russian)
        #expect(Messages.english.unit(unit) == unit)
    }

    @Test(arguments: [
        ("12500.5 km", "12\u{202F}500,5 км"), ("1.5e+30", "1,5e+30"), ("1/3 m", "1/3 м"), ("-0.25", "-0,25"),
        ("30°", "30°"),
    ])
    func quantitiesAreWrittenInRussian(english: String, russian: String) {
        #expect(Self.russian.quantity(english) == russian)
        #expect(Self.russian.numbers(in: "v0 = 2.5, x12") == "v0 = 2,5, x12")
    }

    @Test(arguments: [
        ("5 km + 3 kg", "нельзя сложить 5 км (длина) и 3 кг (масса)\n  5 km + 3 kg\n  ^^^^^^^^^^^"),
        ("5 km - 3 s", "нельзя вычесть 3 с (время) из 5 км (длина)\n  5 km - 3 s\n  ^^^^^^^^^^"),
        ("5 km -> kg", "нельзя перевести 5 км (длина) в kg: это единица величины «масса»\n  5 km -> kg\n  ^^^^^^^^^^"),
        ("1/0", "деление на ноль\n  1/0\n    ^"),
        (
            "sqrt(-4)",
            "квадратный корень из отрицательного числа не имеет действительного значения\n  sqrt(-4)\n  ^^^^^^^^"
        ),
        ("atan2(1)", "atan2: аргументов нужно 2 (atan2(y, x)), а дано 1\n  atan2(1)\n  ^^^^^^^^"),
        ("sqr(2)", "неизвестная функция «sqr». Может быть, «sqrt»?\n  sqr(2)\n  ^^^"),
        (
            "foo + 1",
            "неизвестная переменная или единица «foo»; сначала задайте её, например 'foo = 3'\n  foo + 1\n  ^^^"
        ),
        ("2 +", "после «+» ожидалось число\n  2 +\n     ^"),
        ("(1 + 2", "непарная скобка: эта «(» не закрыта\n  (1 + 2\n  ^"),
        (
            "20 °C + 5 °C",
            "две температуры не складываются; прибавьте разность в кельвинах или Δ°C: '20 °C + 5 K'\n  20 °C + 5 °C\n  ^^^^^^^^^^^^"
        ),
        ("sin(5 m)", "sin: нужно число без единиц, а 5 м — это длина\n  sin(5 m)\n  ^^^^^^^^"),
    ])
    func errorsAreSaidInRussian(input: String, message: String) throws {
        do throws(CalculationError) {
            _ = try Self.evaluate(input)
            Issue.record("\(input) gave a result")
        } catch {
            #expect(error.message(in: Self.russian) == message)
            #expect(error.message == error.message(in: .english))
        }
    }

    @Test func longLinesCountTheirCharactersAsEachLanguageWritesNumbers() throws {
        let input = String(repeating: "1+", count: 5000) + "1"
        do throws(CalculationError) {
            _ = try Self.evaluate(input)
        } catch {
            #expect(error.problem.hasPrefix("the expression has 10,001 characters, more than the 10,000 one line"))
            #expect(
                error.problem(in: Self.russian).hasPrefix(
                    "знаков в выражении: 10\u{202F}001, а в строке допустимо не больше 10\u{202F}000"))
        }
    }
}
