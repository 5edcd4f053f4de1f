extension FormulaVariable {
    /// The unit the equation reads this variable in (`m/s²`, `g/mol`, `rad` for an angle); `.none` for a
    /// pure number; nil when the unit depends on other values (`(L/mol)^(n−1)/s`).
    public var workingUnit: CompoundUnit? { CompoundUnit.parse(unit) }

    /// The unit of the values solving answers: degrees for an angle, else the working unit.
    public var answerUnit: CompoundUnit {
        domain.isAngle ? CompoundUnit.parse("°")! : workingUnit ?? .none
    }

    /// Whether it is a change of temperature (ΔT), for which 5 °C means five degrees, not 278.15 K.
    var isTemperatureChange: Bool {
        // On scalars: a card reads this for every variable it shows, and comparing characters costs more than the rest.
        shownSymbol.unicodeScalars.first == "Δ" && workingUnit?.dimension == CompoundUnit.parse("K")?.dimension
    }

    /// A value given for it as it is meant: a temperature on a scale given for a change of temperature is
    /// that many degrees of difference.
    func reading(_ given: Quantity) -> Quantity {
        guard isTemperatureChange, let scale = given.unit.temperatureScale else { return given }
        return Quantity(given.magnitude, CompoundUnit.parse("Δ" + scale.symbol)!)
    }

    /// An answer of solving (in `answerUnit`) in the unit `asked` (`--to mJ`); the answer as it is without one.
    public func answer(_ value: Number, in asked: String?) throws(FormulaSolveError) -> Quantity {
        let answer = Quantity(value, answerUnit)
        guard let asked else { return answer }
        guard let target = CompoundUnit.parse(asked) else {
            throw .wrongAnswerUnit(
                symbol: symbol, unit: answerUnit.text, kind: answerUnit.dimension.described, asked: asked,
                askedKind: nil)
        }
        do {
            return try answer.converted(to: target)
        } catch {
            throw .wrongAnswerUnit(
                symbol: symbol, unit: answerUnit.text, kind: answerUnit.dimension.described, asked: asked,
                askedKind: target.dimension.described)
        }
    }
}
