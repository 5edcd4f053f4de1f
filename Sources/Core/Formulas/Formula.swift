import Storage

/// A subject of the study catalog.
public enum FormulaCategory: String, Codable, CaseIterable, Sendable, Comparable, FieldValue {
    case mathematics, physics, chemistry

    /// `Mathematics`.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One symbol of a formula: what it stands for and its SI unit.
public struct FormulaVariable: Codable, Equatable, Sendable, FieldValue {
    /// The name in the calculator equation: `v`, `v0`, `lambda`.
    public var symbol: String
    /// What it stands for, in plain words: `speed`.
    public var meaning: String
    /// The SI unit, as people write it (`m/s`, `J`, `mol/L`); empty for a pure number.
    public var unit: String
    /// The fixed value of a physical constant (`R`, `g`); solving uses it unless one is given.
    public var constant: Double?
    /// The values it can take; solving offers no other. Angles are typed and shown in degrees.
    public var domain: FormulaDomain
    /// The symbol as the card writes it (`T_h` for `Th`); nil when it follows from the symbol (`θ₁`).
    public var shown: String?

    public init(
        _ symbol: String, _ meaning: String, _ unit: String = "", constant: Double? = nil,
        domain: FormulaDomain = .any, shown: String? = nil
    ) {
        self.symbol = symbol
        self.meaning = meaning
        self.unit = unit
        self.constant = constant
        self.domain = domain
        self.shown = shown
    }

    /// The symbol as the card and the display write it: `θ₁`, `dₒ`, `T_h`.
    public var shownSymbol: String { shown ?? VariableSpelling.shown(symbol) }

    /// The unit people type and read: degrees for an angle.
    public var shownUnit: String { domain.isAngle ? "°" : unit }

    private enum CodingKeys: String, CodingKey { case symbol, meaning, unit, constant, domain, shown }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        symbol = try container.decode(String.self, forKey: .symbol)
        meaning = try container.decode(String.self, forKey: .meaning)
        unit = try container.decode(String.self, forKey: .unit)
        constant = try container.decodeIfPresent(Double.self, forKey: .constant)
        // Formulas saved before domains existed take any value.
        domain = try container.decodeIfPresent(FormulaDomain.self, forKey: .domain) ?? .any
        shown = try container.decodeIfPresent(String.self, forKey: .shown)
    }
}

/// A formula of the catalog, bundled or the user's own.
public struct Formula: JSONRecord, FieldValue, Identifiable {
    /// A stable id (`kinetic-energy`); progress is keyed by it, so it never changes.
    public var id = ""
    public var name = ""
    public var category = FormulaCategory.physics
    /// The topic within the category: `Geometry`, `Kinematics`, `Gas laws`.
    public var topic = ""
    /// The equation in calculator syntax, with exactly one `=`: `E = 1/2*m*v^2`.
    public var equation = ""
    /// The equation as a person writes it: `E = ½·m·v²`.
    public var display = ""
    /// What the formula says and when to use it.
    public var about = ""
    public var variables: [FormulaVariable] = []
    /// A worked example: a value for every variable that is not a constant. Solving for any one of
    /// them from the others must give its value back; the catalog test checks exactly that.
    public var example: [String: Double] = [:]
    /// An identity holds for every value (`sin²x + cos²x = 1`), so there is nothing to solve;
    /// its example is a point where both sides are checked to agree.
    public var isIdentity = false
    /// Whether the user added it (only those can be edited or removed).
    public var isUserFormula = false
    /// Fields a later coach wrote, kept as they were.
    public var unknownFields = UnknownFields()

    public init() {}

    public mutating func fields(_ fields: inout some RecordFields) throws {
        try fields.field("id", &id)
        try fields.field("name", &name)
        try fields.field("category", &category)
        try fields.field("topic", &topic)
        try fields.field("equation", &equation)
        try fields.field("display", &display)
        try fields.field("about", &about)
        try fields.field("variables", &variables)
        try fields.field("example", &example)
        try fields.field("isIdentity", &isIdentity)
        try fields.field("isUserFormula", &isUserFormula)
    }

    public init(
        id: String, name: String, category: FormulaCategory, topic: String, equation: String, display: String,
        about: String, variables: [FormulaVariable], example: [String: Double], isIdentity: Bool = false,
        isUserFormula: Bool = false
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.topic = topic
        self.equation = equation
        self.display = display
        self.about = about
        self.variables = variables
        self.example = example
        self.isIdentity = isIdentity
        self.isUserFormula = isUserFormula
    }

    /// The variable named `symbol`.
    public func variable(_ symbol: String) -> FormulaVariable? {
        variables.first { $0.symbol == symbol }
    }
}
