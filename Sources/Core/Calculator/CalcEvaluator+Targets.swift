/// A conversion's target: a unit kept as written (`5 J -> N·m` answers in N·m), a sum of units the result
/// is split into (`1.8 m -> ft + in`), and mg/dL and mmol/L converted as glucose's.
extension CalcEvaluator {
    /// The step `op` on `operands` where it builds or uses a target, with what the result is as a target;
    /// nil for any other step.
    mutating func targetStep(
        _ op: CalcExpression.Operator, _ operands: ArraySlice<Value>, at span: Range<Int>
    ) throws(CalculationError) -> (Quantity, (isTarget: Bool, parts: [CompoundUnit]?))? {
        let (left, right) = (operands[operands.startIndex], operands[operands.startIndex + 1])
        switch op {
        case .multiply, .juxtapose, .divide, .power:
            // The target's units as written: N·m stays N·m, not J.
            guard left.isTarget, right.isTarget || op == .power else { return nil }
            let naming = namesProducts
            namesProducts = false
            defer { namesProducts = naming }
            let value = try combine(op, left.quantity, right.quantity, at: span, divisorSpan: right.span)
            return (value, (true, nil))
        case .add where (left.isTarget || left.parts != nil) && right.isTarget:
            return (right.quantity, (false, (left.parts ?? [left.quantity.unit]) + [right.quantity.unit]))
        case .convert:
            if let parts = right.parts {
                let split = try checkedUnits(at: span) { () throws(UnitProblem) in try left.quantity.split(into: parts)
                }
                self.parts = split
                let total = try checkedUnits(at: span) { () throws(UnitProblem) in
                    try left.quantity.converted(to: parts[parts.count - 1])
                }
                return (total, (false, nil))
            }
            guard right.quantity.magnitude == Number(1), left.quantity.dimension != right.quantity.dimension,
                let glucose = left.quantity.asGlucose(right.quantity.unit)
            else { return nil }
            readGlucose = true
            return (glucose, (false, nil))
        default:
            return nil
        }
    }

    /// Runs a step on quantities, putting the caret under it when the units refuse.
    func checkedUnits<Result>(at span: Range<Int>, _ body: () throws(UnitProblem) -> Result)
        throws(CalculationError) -> Result
    {
        do { return try body() } catch { throw fail(error, at: span) }
    }
}
