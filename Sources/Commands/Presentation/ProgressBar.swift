/// A bar of `width` cells: `█` for the part done, `░` (or `empty`) for the rest.
public enum ProgressBar {
    /// `██████░░░░` for `fraction` (0…1, clamped) of `width`; `rounding` decides a partly done cell.
    public static func cells(
        _ fraction: Double, width: Int, rounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
        empty: Character = "░"
    ) -> String {
        let done = min(width, max(0, Int((fraction * Double(width)).rounded(rounding))))
        return String(repeating: "█", count: done) + String(repeating: empty, count: width - done)
    }

    /// The cells a chart's bar may take (`meal history`, `insights`).
    public static let chartWidth = 30

    /// A chart's scale: its largest value, or its goal with a fifth to spare so the goal line always has a cell.
    public static func chartTop(_ values: [Double], goal: Double?, least: Double = 0) -> Double {
        max(values.max() ?? 0, (goal ?? 0) * 1.2, least, 1e-9)
    }

    /// One row of a chart on a scale up to `top`: the bar for `value` and the goal line `│` in the goal's cell, after a
    /// shorter bar or through a longer one. The bar and the blank after it come apart, so the bar can be coloured.
    public static func chartRow(_ value: Double, goal: Double?, top: Double) -> (bar: String, blank: String) {
        let width = chartWidth
        let done = min(width, max(0, Int((value / top * Double(width)).rounded())))
        var cells = [Character](repeating: "█", count: done) + [Character](repeating: " ", count: width - done)
        if let goal, case let column = Int((goal / top * Double(width)).rounded()), (0..<width).contains(column) {
            cells[column] = "│"
        }
        return (String(cells.prefix(done)), String(cells.dropFirst(done)))
    }
}
