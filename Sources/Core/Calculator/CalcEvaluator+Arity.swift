/// Calls with the wrong number of arguments, found before anything is evaluated.
extension CalcEvaluator {
    static func arityProblem(_ function: CalcFunctions.Function, _ name: String, _ count: Int)
        -> CalculationError.Reason?
    {
        guard !function.arity.contains(count) else { return nil }
        let (least, usage, got) = (function.arity.lowerBound, function.usage, String(count))
        if least != function.arity.upperBound {
            return .text(Messages.mark("%@ takes %@ or more arguments: %@; got %@"), [name, String(least), usage, got])
        }
        if least == 1 { return .text(Messages.mark("%@ takes 1 argument: %@; got %@"), [name, usage, got]) }
        return .text(Messages.mark("%@ takes %@ arguments: %@; got %@"), [name, String(least), usage, got])
    }

    /// The call with the wrong number of arguments that is reported first, and the step at which:
    /// a call is checked before its arguments are evaluated (`atan2(y)` says atan2 takes 2 arguments,
    /// even when `y` is unknown), which in postfix order is the first step of the call's operands.
    static func arityProblem(in steps: [CalcExpression.Step]) -> (
        at: Int, problem: CalculationError.Reason, span: Range<Int>
    )? {
        func isWrong(_ step: CalcExpression.Step) -> Bool {
            guard case let .call(name, count, _) = step, let function = CalcFunctions.table[name] else { return false }
            return !function.arity.contains(count)
        }
        guard steps.contains(where: isWrong) else { return nil }
        var starts: [Int] = []  // where the operands of each value on the stack begin
        var first: (at: Int, problem: CalculationError.Reason, span: Range<Int>)?
        for (index, step) in steps.enumerated() {
            let count = step.operandCount
            let start = count == 0 ? index : starts[starts.count - count]
            starts.removeLast(count)
            starts.append(start)
            // At equal starts the later call is the outer one, which is checked first.
            if case let .call(name, count, span) = step, let function = CalcFunctions.table[name],
                let problem = arityProblem(function, name, count), start <= first?.at ?? .max
            {
                first = (start, problem, span)
            }
        }
        return first
    }
}
