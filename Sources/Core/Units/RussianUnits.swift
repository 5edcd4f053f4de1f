/// Units as Russian writes them (ГОСТ 8.417): `км`, `кг`, `Дж`, `кВт·ч`, `м/с²`. The calculator reads them
/// beside the international symbols, and Russian screens show units with them. Every Russian name is
/// Cyrillic, so it never hides a Latin unit or a formula's variable (all of them Latin or Greek).
public enum RussianUnits {
    /// The Russian symbol of each unit that has one, by its international symbol.
    static let symbols: [String: String] = [
        "m": "м", "g": "г", "s": "с", "A": "А", "K": "К", "mol": "моль", "cd": "кд", "N": "Н", "J": "Дж",
        "W": "Вт", "Pa": "Па", "Hz": "Гц", "C": "Кл", "V": "В", "Ω": "Ом", "F": "Ф", "H": "Гн", "T": "Тл",
        "Wb": "Вб", "S": "См", "L": "л", "min": "мин", "h": "ч", "day": "сут", "week": "нед", "month": "мес",
        "year": "год", "cal": "кал", "eV": "эВ", "Wh": "Вт·ч", "bar": "бар", "atm": "атм", "rad": "рад",
        "mmHg": "мм рт. ст.", "rpm": "об/мин", "mile": "миля", "ft": "фут", "in": "дюйм", "yd": "ярд",
        "lb": "фунт", "oz": "унция", "t": "т", "ha": "га", "acre": "акр", "st": "стоун", "gal": "гал",
        "qt": "кварта", "pt": "пинта", "cup": "чашка", "tbsp": "ст. л.", "tsp": "ч. л.", "kn": "уз",
        "nmi": "мор. миля", "Torr": "торр", "BTU": "БТЕ",
    ]

    /// The prefixes in Russian, by their international symbol.
    /// The prefixes in use, pico to tera; the rarer ones keep their international symbols.
    static let prefixes: [String: String] = [
        "T": "Т", "G": "Г", "M": "М", "k": "к", "h": "г", "da": "да", "d": "д", "c": "с", "m": "м", "µ": "мк",
        "u": "мк", "n": "н", "p": "п",
    ]

    /// Names typed in Russian that are not a Russian symbol with a prefix: the words people write.
    static let otherNames: [String: String] = ["ккал": "kcal", "кВтч": "kWh", "сек": "s", "час": "h"]

    /// The international name of a unit typed in Russian (`км` → `km`, `кВт` → `kW`, `т` → `t`); nil for a
    /// name that is not one. Only symbols that are one word are read (`мм рт. ст.` is typed `mmHg`).
    static func international(_ name: String) -> String? {
        guard name.unicodeScalars.contains(where: { $0.value >= 0x400 && $0.value < 0x500 }) else { return nil }
        if let other = otherNames[name] { return other }
        if let symbol = bySymbol[name] { return symbol }
        for (russian, prefix) in byPrefix where name.hasPrefix(russian) {
            if let symbol = bySymbol[String(name.dropFirst(russian.count))], UnitCatalog.takesPrefixes(symbol) {
                return prefix + symbol
            }
        }
        return nil
    }

    /// `unit`, a unit as coach writes it (`m/s²`, `kJ/(mol·K)`, `kWh`), with Russian symbols (`м/с²`,
    /// `кДж/(моль·К)`, `кВт·ч`); a symbol without a Russian one stays as it is (`°C`, `%`, `psi`).
    public static func text(_ unit: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            out += word.isEmpty ? "" : russian(word)
            word = ""
        }
        for character in unit {
            // `°C` and `Δ°F` are one symbol, which stays as it is.
            if character.isLetter || "µΩ°Δ".contains(character) {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return out
    }

    /// One symbol in Russian, prefix and all: `km` → `км`, `kWh` → `кВт·ч`.
    private static func russian(_ symbol: String) -> String {
        if let russian = symbols[symbol] { return russian }
        for (prefix, russianPrefix) in prefixes.sorted(by: { $0.key.count > $1.key.count })
        where symbol.hasPrefix(prefix) {
            let rest = String(symbol.dropFirst(prefix.count))
            if let russian = symbols[rest], UnitCatalog.takesPrefixes(rest) { return russianPrefix + russian }
        }
        return symbol
    }

    /// The international symbols by their Russian ones (the one-word ones).
    private static let bySymbol: [String: String] = {
        var table: [String: String] = [:]
        for (symbol, russian) in symbols where !russian.contains(" ") && !russian.contains("/") {
            table[russian] = symbol
        }
        return table
    }()

    /// The international prefixes by their Russian ones, the longer first (`мк` before `м`).
    private static let byPrefix: [(String, String)] = {
        var table: [String: String] = [:]
        for (prefix, russian) in prefixes where prefix != "u" { table[russian] = prefix }
        return table.sorted { $0.key.count != $1.key.count ? $0.key.count > $1.key.count : $0.key < $1.key }
    }()
}

extension Messages {
    /// `unit` (`m/s²`) as this language writes units: `м/с²` in Russian.
    public func unit(_ unit: String) -> String { language == .ru ? RussianUnits.text(unit) : unit }

    /// `number` (as coach writes it in English: `5.3`) with `unit`, as this language writes them: `5.3 km`, `5,3 км`.
    public func written(_ number: String, _ unit: CompoundUnit) -> String {
        guard !unit.isNone else { return numbers(in: number) }
        return numbers(in: number) + (unit.isWrittenClose ? "" : " ") + self.unit(unit.text)
    }

    /// A quantity as coach writes it in English (`12500.5 km`, `5 m/s`), with this language's numbers and units.
    public func quantity(_ text: String) -> String {
        guard language == .ru else { return text }
        guard let space = text.firstIndex(of: " ") else { return numbers(in: text) }
        return numbers(in: String(text[..<space])) + " " + unit(String(text[text.index(after: space)...]))
    }
}
