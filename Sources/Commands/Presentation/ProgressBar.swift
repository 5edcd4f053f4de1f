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
}
