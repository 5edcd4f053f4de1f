/// The formulas bundled in the binary: mathematics, physics and chemistry, grouped by topic.
public enum FormulaCatalog {
    /// Every bundled formula, in catalog order (category, then topic as listed).
    public static let bundled: [Formula] = mathematics + physics + chemistry
}
