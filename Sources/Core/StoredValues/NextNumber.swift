/// The small numbers reminders and timers are removed by.
public enum NextNumber {
    /// One more than the largest of `taken` (1 for none); when the largest is `Int.max` (a file edited by
    /// hand), the smallest number free, since adding one would overflow.
    public static func after(_ taken: [Int]) -> Int {
        let largest = taken.max() ?? 0
        if largest < .max { return max(largest, 0) + 1 }
        let used = Set(taken)
        return (1...).first { !used.contains($0) }!
    }
}
