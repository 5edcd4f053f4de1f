/// The ways a variable may be typed: its symbol (`theta1`), the symbol the card shows (`θ₁`),
/// and the mixes between (`θ1`, `theta_1`, `T_h` for `Th`, `dₒ` for `d_o`).
public enum VariableSpelling {
    /// Greek letters by the names people type for them.
    static let greek: [(name: String, letter: Character)] = [
        ("alpha", "α"), ("beta", "β"), ("gamma", "γ"), ("delta", "δ"), ("epsilon", "ε"), ("zeta", "ζ"), ("eta", "η"),
        ("theta", "θ"), ("iota", "ι"), ("kappa", "κ"), ("lambda", "λ"), ("mu", "μ"), ("nu", "ν"), ("xi", "ξ"),
        ("omicron", "ο"), ("pi", "π"), ("rho", "ρ"), ("sigma", "σ"), ("tau", "τ"), ("upsilon", "υ"), ("phi", "φ"),
        ("chi", "χ"), ("psi", "ψ"), ("omega", "ω"),
        ("Gamma", "Γ"), ("Delta", "Δ"), ("Theta", "Θ"), ("Lambda", "Λ"), ("Pi", "Π"), ("Sigma", "Σ"), ("Phi", "Φ"),
        ("Omega", "Ω"),
    ]

    /// Subscript and superscript characters and the plain ones they stand for.
    static let scripts: [Character: String] = {
        var table: [Character: String] = ["½": "half", "°": "0", "µ": "mu", "ς": "sigma"]
        for (index, digit) in "₀₁₂₃₄₅₆₇₈₉".enumerated() { table[digit] = String(index) }
        for (letter, plain) in zip("ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ", "aehijklmnoprstuvx") { table[letter] = String(plain) }
        return table
    }()

    /// The spelling every way of typing a variable reduces to: Greek letters as names, sub- and
    /// superscripts as plain characters, without underscores or spaces. `θ₁`, `theta_1` → `theta1`.
    public static func key(_ typed: String) -> String {
        var key = ""
        for character in typed {
            if character == "_" || character == " " { continue }
            if let name = greek.first(where: { $0.letter == character })?.name {
                key += name
            } else if let plain = scripts[character] {
                key += plain
            } else {
                key.append(character)
            }
        }
        return key
    }

    /// How the card writes a symbol when the catalogue gives no other: Greek names as letters and
    /// a trailing number or single-letter index as a subscript, d before a capital as Δ.
    /// `theta1` → `θ₁`, `d_o` → `dₒ`, `v0` → `v₀`, `dT` → `ΔT`.
    public static func shown(_ symbol: String) -> String {
        var stem = Substring(symbol)
        var index = ""
        if let last = stem.lastIndex(where: { !$0.isNumber }), last != stem.index(before: stem.endIndex) {
            index = String(stem[stem.index(after: last)...])
            stem = stem[...last]
        } else if stem.count >= 3, stem.dropLast().last == "_", let letter = stem.last, subscriptLetter(letter) != nil {
            index = String(letter)
            stem = stem.dropLast(2)
        }
        var shown = greek.first(where: { $0.name == stem }).map { String($0.letter) } ?? String(stem)
        // `dT`, `dH`: a change, written with Δ.
        if stem.count >= 2, stem.first == "d", stem.dropFirst().first!.isUppercase { shown = "Δ" + stem.dropFirst() }
        for character in index {
            guard let script = character.isNumber ? subscriptDigit(character) : subscriptLetter(character) else {
                return symbol
            }
            shown.append(script)
        }
        return shown
    }

    private static func subscriptDigit(_ digit: Character) -> Character? {
        digit.wholeNumberValue.map { Array("₀₁₂₃₄₅₆₇₈₉")[$0] }
    }

    private static func subscriptLetter(_ letter: Character) -> Character? {
        scripts.first { $0.value == String(letter) && $0.key != "°" && !"₀₁₂₃₄₅₆₇₈₉".contains($0.key) }?.key
    }
}

extension Formula {
    /// The variable typed as `name` in any spelling the card shows or `key` accepts: the symbol
    /// itself first, then the one variable whose symbol or shown symbol reduces to the same key.
    public func variable(typed name: String) -> FormulaVariable? {
        if let exact = variable(name) { return exact }
        let wanted = VariableSpelling.key(name)
        let matches = variables.filter {
            VariableSpelling.key($0.symbol) == wanted || VariableSpelling.key($0.shownSymbol) == wanted
        }
        return matches.count == 1 ? matches[0] : nil
    }
}
