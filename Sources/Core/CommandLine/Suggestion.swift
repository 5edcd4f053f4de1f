/// "Did you mean" suggestions for mistyped names.
public enum Suggestion {
    /// The known name closest to `typed` by optimal string alignment distance (an adjacent swap
    /// counts as one edit), if it is close enough to be what the user meant.
    public static func closest(to typed: String, among names: [String]) -> String? {
        let typed = typed.lowercased()
        let limit = max(1, min(2, typed.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(typed, name.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (name, distance)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance between two strings, by characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
