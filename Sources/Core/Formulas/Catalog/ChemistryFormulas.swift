// The bundled chemistry formulas, grouped by topic. Every example satisfies its equation;
// the catalog test solves each variable back from the others.

extension FormulaCatalog {
    static let chemistry: [Formula] = [
        // MARK: Stoichiometry

        Formula(
            id: "moles-from-mass", name: "Amount of substance", category: .chemistry, topic: "Stoichiometry",
            equation: "n = m/M", display: "n = m / M",
            about: "Converts a mass to moles by dividing by the molar mass read off the periodic table.",
            variables: [
                .init("n", "amount of substance", "mol", domain: .positive),
                .init("m", "mass", "g", domain: .positive),
                .init("M", "molar mass", "g/mol", domain: .positive),
            ],
            example: ["n": 2, "m": 36.03, "M": 18.015]
        ),
        Formula(
            id: "particles-from-moles", name: "Number of particles", category: .chemistry, topic: "Stoichiometry",
            equation: "N = n*N_A", display: "N = n·N_A",
            about:
                "One mole holds Avogadro's number of particles, so multiply the moles by it to count atoms or molecules.",
            variables: [
                .init("N", "number of particles", "", domain: .positive),
                .init("n", "amount of substance", "mol", domain: .positive),
                .init("N_A", "Avogadro constant", "1/mol", constant: 6.02214076e23, domain: .positive),
            ],
            example: ["N": 1.204428152e24, "n": 2]
        ),
        Formula(
            id: "percent-yield", name: "Percent yield", category: .chemistry, topic: "Stoichiometry",
            equation: "Y = m_actual/m_theory*100", display: "yield = actual / theoretical × 100 %",
            about: "How much product a reaction really gave compared with the maximum the balanced equation predicts.",
            variables: [
                .init("Y", "percent yield", "%", domain: .nonNegative),
                .init("m_actual", "actual yield", "g", domain: .positive),
                .init("m_theory", "theoretical yield", "g", domain: .positive),
            ],
            example: ["Y": 90, "m_actual": 45, "m_theory": 50]
        ),
        Formula(
            id: "mass-percent", name: "Mass percent", category: .chemistry, topic: "Stoichiometry",
            equation: "w = m_part/m_total*100", display: "w = m_part / m_total × 100 %",
            about: "The share of a mixture or compound, by mass, made up of one component or element.",
            variables: [
                .init("w", "mass percent", "%", domain: .nonNegative),
                .init("m_part", "mass of the component", "g", domain: .positive),
                .init("m_total", "total mass", "g", domain: .positive),
            ],
            example: ["w": 25, "m_part": 10, "m_total": 40]
        ),

        // MARK: Gas laws

        Formula(
            id: "ideal-gas-law", name: "Ideal gas law", category: .chemistry, topic: "Gas laws",
            equation: "P*V = n*R*T", display: "P·V = n·R·T",
            about:
                "Ties pressure, volume, amount and temperature of a gas together; real gases follow it well at low pressure and high temperature.",
            variables: [
                .init("P", "pressure", "Pa", domain: .positive),
                .init("V", "volume", "m³", domain: .positive),
                .init("n", "amount of gas", "mol", domain: .positive),
                .init("R", "gas constant", "J/(mol·K)", constant: 8.314462618, domain: .positive),
                .init("T", "temperature", "K", domain: .positive),
            ],
            example: ["P": 101325, "V": 0.02241396954460104, "n": 1, "T": 273.15]
        ),
        Formula(
            id: "boyles-law", name: "Boyle's law", category: .chemistry, topic: "Gas laws",
            equation: "P1*V1 = P2*V2", display: "P₁·V₁ = P₂·V₂",
            about: "At constant temperature, squeezing a gas into half the volume doubles its pressure.",
            variables: [
                .init("P1", "initial pressure", "Pa", domain: .positive),
                .init("V1", "initial volume", "m³", domain: .positive),
                .init("P2", "final pressure", "Pa", domain: .positive),
                .init("V2", "final volume", "m³", domain: .positive),
            ],
            example: ["P1": 100000, "V1": 2, "P2": 50000, "V2": 4]
        ),
        Formula(
            id: "charles-law", name: "Charles's law", category: .chemistry, topic: "Gas laws",
            equation: "V1/T1 = V2/T2", display: "V₁ / T₁ = V₂ / T₂",
            about: "At constant pressure a gas expands in proportion to its absolute temperature, so use kelvin.",
            variables: [
                .init("V1", "initial volume", "m³", domain: .positive),
                .init("T1", "initial temperature", "K", domain: .positive),
                .init("V2", "final volume", "m³", domain: .positive),
                .init("T2", "final temperature", "K", domain: .positive),
            ],
            example: ["V1": 2, "T1": 300, "V2": 3, "T2": 450]
        ),
        Formula(
            id: "combined-gas-law", name: "Combined gas law", category: .chemistry, topic: "Gas laws",
            equation: "P1*V1/T1 = P2*V2/T2", display: "P₁·V₁ / T₁ = P₂·V₂ / T₂",
            about:
                "Follows a fixed amount of gas from one state to another when pressure, volume and temperature all change.",
            variables: [
                .init("P1", "initial pressure", "Pa", domain: .positive),
                .init("V1", "initial volume", "m³", domain: .positive),
                .init("T1", "initial temperature", "K", domain: .positive),
                .init("P2", "final pressure", "Pa", domain: .positive),
                .init("V2", "final volume", "m³", domain: .positive),
                .init("T2", "final temperature", "K", domain: .positive),
            ],
            example: ["P1": 100000, "V1": 2, "T1": 300, "P2": 200000, "V2": 1.5, "T2": 450]
        ),
        Formula(
            id: "grahams-law", name: "Graham's law of effusion", category: .chemistry, topic: "Gas laws",
            equation: "r1/r2 = sqrt(M2/M1)", display: "r₁ / r₂ = √(M₂ / M₁)",
            about:
                "Lighter gases escape through a small hole faster; the rates go as the inverse square root of the molar masses.",
            variables: [
                .init("r1", "effusion rate of gas 1", "mol/s", domain: .positive),
                .init("r2", "effusion rate of gas 2", "mol/s", domain: .positive),
                .init("M1", "molar mass of gas 1", "g/mol", domain: .positive),
                .init("M2", "molar mass of gas 2", "g/mol", domain: .positive),
            ],
            example: ["r1": 2, "r2": 1, "M1": 4, "M2": 16]
        ),

        // MARK: Solutions

        Formula(
            id: "molarity", name: "Molarity", category: .chemistry, topic: "Solutions",
            equation: "c = n/V", display: "c = n / V",
            about: "The concentration of a solution: moles of solute per litre of solution.",
            variables: [
                .init("c", "molar concentration", "mol/L", domain: .positive),
                .init("n", "amount of solute", "mol", domain: .positive),
                .init("V", "volume of solution", "L", domain: .positive),
            ],
            example: ["c": 2, "n": 0.5, "V": 0.25]
        ),
        Formula(
            id: "dilution", name: "Dilution", category: .chemistry, topic: "Solutions",
            equation: "c1*V1 = c2*V2", display: "c₁·V₁ = c₂·V₂",
            about:
                "Adding solvent leaves the amount of solute unchanged, so concentration times volume stays the same.",
            variables: [
                .init("c1", "initial concentration", "mol/L", domain: .positive),
                .init("V1", "initial volume", "L", domain: .positive),
                .init("c2", "final concentration", "mol/L", domain: .positive),
                .init("V2", "final volume", "L", domain: .positive),
            ],
            example: ["c1": 2, "V1": 0.05, "c2": 0.5, "V2": 0.2]
        ),
        Formula(
            id: "molality", name: "Molality", category: .chemistry, topic: "Solutions",
            equation: "b = n/m_solvent", display: "b = n / m_solvent",
            about: "Moles of solute per kilogram of solvent; unlike molarity it does not change with temperature.",
            variables: [
                .init("b", "molality", "mol/kg", domain: .positive),
                .init("n", "amount of solute", "mol", domain: .positive),
                .init("m_solvent", "mass of solvent", "kg", domain: .positive),
            ],
            example: ["b": 2, "n": 0.5, "m_solvent": 0.25]
        ),
        Formula(
            id: "freezing-point-depression", name: "Freezing point depression", category: .chemistry,
            topic: "Solutions",
            equation: "dT = i*Kf*b", display: "ΔT_f = i·K_f·b",
            about:
                "A dissolved substance lowers the freezing point of the solvent in proportion to the number of dissolved particles, which is why salt melts ice.",
            variables: [
                .init("dT", "freezing point drop", "K", domain: .nonNegative),
                .init("i", "van 't Hoff factor", "", domain: .positive),
                .init("Kf", "cryoscopic constant of the solvent", "K·kg/mol", domain: .positive, shown: "K_f"),
                .init("b", "molality", "mol/kg", domain: .positive),
            ],
            example: ["dT": 1.86, "i": 2, "Kf": 1.86, "b": 0.5]
        ),
        Formula(
            id: "osmotic-pressure", name: "Osmotic pressure", category: .chemistry, topic: "Solutions",
            equation: "P_osm = i*c*R*T", display: "Π = i·c·R·T",
            about:
                "The pressure needed to stop solvent flowing through a membrane into a solution; it behaves like the ideal gas law.",
            variables: [
                .init("P_osm", "osmotic pressure", "Pa", domain: .positive, shown: "Π"),
                .init("i", "van 't Hoff factor", "", domain: .positive),
                .init("c", "molar concentration", "mol/m³", domain: .positive),
                .init("R", "gas constant", "J/(mol·K)", constant: 8.314462618, domain: .positive),
                .init("T", "temperature", "K", domain: .positive),
            ],
            example: ["P_osm": 249433.87854, "i": 1, "c": 100, "T": 300]
        ),

        // MARK: Acids and bases

        Formula(
            id: "ph", name: "pH", category: .chemistry, topic: "Acids and bases",
            equation: "pH = -log(H)", display: "pH = −log[H⁺]",
            about: "Measures acidity on a logarithmic scale: each step down in pH means ten times more hydrogen ions.",
            variables: [
                .init("pH", "pH", ""),
                .init("H", "hydrogen ion concentration", "mol/L", domain: .positive, shown: "[H⁺]"),
            ],
            example: ["pH": 3, "H": 0.001]
        ),
        Formula(
            id: "poh", name: "pOH", category: .chemistry, topic: "Acids and bases",
            equation: "pOH = -log(OH)", display: "pOH = −log[OH⁻]",
            about: "The hydroxide counterpart of pH: low values mean a strongly basic solution.",
            variables: [
                .init("pOH", "pOH", ""),
                .init("OH", "hydroxide ion concentration", "mol/L", domain: .positive, shown: "[OH⁻]"),
            ],
            example: ["pOH": 4, "OH": 1e-4]
        ),
        Formula(
            id: "ph-poh-sum", name: "pH and pOH", category: .chemistry, topic: "Acids and bases",
            equation: "pH + pOH = 14", display: "pH + pOH = 14",
            about: "In water at 25 °C pH and pOH always add up to 14, so knowing one gives the other.",
            variables: [
                .init("pH", "pH", ""),
                .init("pOH", "pOH", ""),
            ],
            example: ["pH": 3, "pOH": 11]
        ),
        Formula(
            id: "pka", name: "pKa", category: .chemistry, topic: "Acids and bases",
            equation: "pKa = -log(Ka)", display: "pKₐ = −log Kₐ",
            about:
                "Expresses an acid's dissociation constant on a log scale; the lower the pKa, the stronger the acid.",
            variables: [
                .init("pKa", "pKa", "", shown: "pKₐ"),
                .init("Ka", "acid dissociation constant", "", domain: .positive, shown: "Kₐ"),
            ],
            example: ["pKa": 4.74472749489669, "Ka": 1.8e-5]
        ),
        Formula(
            id: "henderson-hasselbalch", name: "Henderson-Hasselbalch equation", category: .chemistry,
            topic: "Acids and bases",
            equation: "pH = pKa + log(c_base/c_acid)", display: "pH = pKₐ + log([A⁻] / [HA])",
            about:
                "The pH of a buffer from the acid's pKa and the ratio of conjugate base to acid; equal amounts give pH = pKa.",
            variables: [
                .init("pH", "pH", ""),
                .init("pKa", "pKa of the acid", "", shown: "pKₐ"),
                .init("c_base", "conjugate base concentration", "mol/L", domain: .positive),
                .init("c_acid", "acid concentration", "mol/L", domain: .positive),
            ],
            example: ["pH": 5.06102999566398, "pKa": 4.76, "c_base": 0.2, "c_acid": 0.1]
        ),

        // MARK: Kinetics

        Formula(
            id: "rate-law", name: "Rate law", category: .chemistry, topic: "Kinetics",
            equation: "rate = k*c^n", display: "rate = k·[A]ⁿ",
            about:
                "How the speed of a reaction depends on the concentration of a reactant; the order n is found by experiment.",
            variables: [
                .init("rate", "reaction rate", "mol/(L·s)", domain: .positive),
                .init("k", "rate constant", "(L/mol)^(n−1)/s", domain: .positive),
                .init("c", "reactant concentration", "mol/L", domain: .positive, shown: "[A]"),
                .init("n", "reaction order", ""),
            ],
            example: ["rate": 0.02, "k": 0.5, "c": 0.2, "n": 2]
        ),
        Formula(
            id: "first-order-integrated", name: "First-order decay", category: .chemistry, topic: "Kinetics",
            equation: "c = c0*exp(-k*t)", display: "[A] = [A]₀·e⁻ᵏᵗ",
            about:
                "In a first-order reaction the concentration falls exponentially, losing the same fraction in every equal time step.",
            variables: [
                .init("c", "concentration at time t", "mol/L", domain: .positive, shown: "[A]"),
                .init("c0", "initial concentration", "mol/L", domain: .positive, shown: "[A]₀"),
                .init("k", "rate constant", "1/s", domain: .positive),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["c": 0.606530659712633, "c0": 1, "k": 0.1, "t": 5]
        ),
        Formula(
            id: "first-order-half-life", name: "Half-life of a first-order reaction", category: .chemistry,
            topic: "Kinetics",
            equation: "t_half = ln(2)/k", display: "t½ = ln 2 / k",
            about:
                "The time for half of the reactant to be used up; for first-order reactions it does not depend on how much you start with.",
            variables: [
                .init("t_half", "half-life", "s", domain: .positive, shown: "t½"),
                .init("k", "rate constant", "1/s", domain: .positive),
            ],
            example: ["t_half": 6.93147180559945, "k": 0.1]
        ),
        Formula(
            id: "second-order-integrated", name: "Second-order reaction", category: .chemistry, topic: "Kinetics",
            equation: "1/c = 1/c0 + k*t", display: "1/[A] = 1/[A]₀ + k·t",
            about:
                "For a second-order reaction the reciprocal of the concentration grows in a straight line with time.",
            variables: [
                .init("c", "concentration at time t", "mol/L", domain: .positive, shown: "[A]"),
                .init("c0", "initial concentration", "mol/L", domain: .positive, shown: "[A]₀"),
                .init("k", "rate constant", "L/(mol·s)", domain: .positive),
                .init("t", "time", "s", domain: .positive),
            ],
            example: ["c": 0.333333333333333, "c0": 0.5, "k": 0.2, "t": 5]
        ),
        Formula(
            id: "arrhenius-equation", name: "Arrhenius equation", category: .chemistry, topic: "Kinetics",
            equation: "k = A*exp(-Ea/(R*T))", display: "k = A·e^(−Eₐ / RT)",
            about:
                "How a rate constant grows with temperature: reactions speed up because more collisions have the activation energy.",
            variables: [
                .init("k", "rate constant", "1/s", domain: .positive),
                .init("A", "pre-exponential factor", "1/s", domain: .positive),
                .init("Ea", "activation energy", "J/mol", domain: .positive, shown: "Eₐ"),
                .init("R", "gas constant", "J/(mol·K)", constant: 8.314462618, domain: .positive),
                .init("T", "temperature", "K", domain: .positive),
            ],
            example: ["k": 19696.84405092864, "A": 1e13, "Ea": 50000, "T": 300]
        ),

        // MARK: Thermochemistry and electrochemistry

        Formula(
            id: "hess-law", name: "Enthalpy of reaction", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "dH = Hf_products - Hf_reactants", display: "ΔH = ΣΔH_f(products) − ΣΔH_f(reactants)",
            about:
                "By Hess's law the heat of a reaction is the sum of the products' standard enthalpies of formation, each times its coefficient in the balanced equation, minus the same weighted sum for the reactants.",
            variables: [
                .init("dH", "enthalpy of reaction", "kJ/mol"),
                .init(
                    "Hf_products", "sum of the products' enthalpies of formation, each times its coefficient", "kJ/mol"),
                .init(
                    "Hf_reactants", "sum of the reactants' enthalpies of formation, each times its coefficient",
                    "kJ/mol"),
            ],
            example: ["dH": -890.3, "Hf_products": -965.1, "Hf_reactants": -74.8]
        ),
        Formula(
            id: "gibbs-free-energy", name: "Gibbs free energy", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "dG = dH - T*dS", display: "ΔG = ΔH − T·ΔS",
            about:
                "A reaction runs on its own when ΔG is negative; the temperature decides whether enthalpy or entropy wins.",
            variables: [
                .init("dG", "Gibbs energy change", "J/mol"),
                .init("dH", "enthalpy change", "J/mol"),
                .init("T", "temperature", "K", domain: .positive),
                .init("dS", "entropy change", "J/(mol·K)"),
            ],
            example: ["dG": -40400, "dH": -100000, "T": 298, "dS": -200]
        ),
        Formula(
            id: "gibbs-equilibrium", name: "Gibbs energy and equilibrium", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "dG0 = -R*T*ln(K)", display: "ΔG° = −R·T·ln K",
            about:
                "Links the standard Gibbs energy to the equilibrium constant: a negative ΔG° means products are favoured (K > 1).",
            variables: [
                .init("dG0", "standard Gibbs energy change", "J/mol", shown: "ΔG°"),
                .init("R", "gas constant", "J/(mol·K)", constant: 8.314462618, domain: .positive),
                .init("T", "temperature", "K", domain: .positive),
                .init("K", "equilibrium constant", "", domain: .positive),
            ],
            example: ["dG0": -5708.00950243006, "T": 298.15, "K": 10]
        ),
        Formula(
            id: "gibbs-cell-potential", name: "Gibbs energy of a cell", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "dG = -n*F*E", display: "ΔG = −n·F·E",
            about:
                "The electrical work a galvanic cell can do; a positive cell potential means the reaction runs on its own.",
            variables: [
                .init("dG", "Gibbs energy change", "J/mol"),
                .init("n", "electrons transferred", "", domain: .positive),
                .init("F", "Faraday constant", "C/mol", constant: 96485.33212, domain: .positive),
                .init("E", "cell potential", "V"),
            ],
            example: ["dG": -212267.730664, "n": 2, "E": 1.1]
        ),
        Formula(
            id: "nernst-equation", name: "Nernst equation", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "E = E0 - R*T/(n*F)*ln(Q)", display: "E = E° − (R·T / n·F)·ln Q",
            about:
                "The cell potential away from standard conditions; as the reaction proceeds and Q grows, the voltage drops.",
            variables: [
                .init("E", "cell potential", "V"),
                .init("E0", "standard cell potential", "V", shown: "E°"),
                .init("R", "gas constant", "J/(mol·K)", constant: 8.314462618, domain: .positive),
                .init("T", "temperature", "K", domain: .positive),
                .init("n", "electrons transferred", "", domain: .positive),
                .init("F", "Faraday constant", "C/mol", constant: 96485.33212, domain: .positive),
                .init("Q", "reaction quotient", "", domain: .positive),
            ],
            example: ["E": 1.07042032515714, "E0": 1.1, "T": 298.15, "n": 2, "Q": 10]
        ),
        Formula(
            id: "faraday-electrolysis", name: "Faraday's law of electrolysis", category: .chemistry,
            topic: "Thermochemistry and electrochemistry",
            equation: "m = I*t*M/(n*F)", display: "m = I·t·M / (n·F)",
            about:
                "The mass deposited or dissolved at an electrode grows with the charge passed and the molar mass, per electron transferred.",
            variables: [
                .init("m", "mass deposited", "g", domain: .positive),
                .init("I", "current", "A", domain: .positive),
                .init("t", "time", "s", domain: .positive),
                .init("M", "molar mass", "g/mol", domain: .positive),
                .init("n", "electrons per ion", "", domain: .positive),
                .init("F", "Faraday constant", "C/mol", constant: 96485.33212, domain: .positive),
            ],
            example: ["m": 2.37098836655795, "I": 2, "t": 3600, "M": 63.546, "n": 2]
        ),
    ]
}
