import Core

/// Every duration coach shows, in one place: the stopwatch's clock, session lengths and totals.
public enum DurationFormat {
    /// `HH:MM:SS`, hours growing past 99 (`123:04:05`); fractions are dropped, never rounded up.
    public static func clock(_ seconds: Double) -> String {
        // The nudge keeps binary noise (5 s measured as 4.9999998) from showing as a second less.
        let whole = self.whole((max(0, seconds) + 1e-6).rounded(.down))
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        return pad(h) + ":" + pad(m) + ":" + pad(s)
    }

    /// `HH:MM:SS.t`, tenths of a second, for laps and the live display.
    public static func clockTenths(_ seconds: Double) -> String {
        // The nudge keeps binary noise (192.4 stored as 192.39999…) from showing as a tenth less.
        let tenths = whole((max(0, seconds) * 10 + 1e-6).rounded(.down))
        return clock(Double(tenths / 10)) + "." + String(tenths % 10)
    }

    /// `seconds` as whole seconds, NaN as 0 and anything beyond a million years as that: the stopwatch's
    /// banked time is read from a file, and `Int(_:)` traps on a Double it cannot hold.
    static func whole(_ seconds: Double) -> Int {
        seconds.isNaN ? 0 : Int(min(max(seconds, -3e13), 3e13))
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// `01:40`, or `01:40.3` with `tenths`: the clock without hours while there are none.
    public static func short(_ seconds: Double, tenths: Bool = false) -> String {
        let text = tenths ? clockTenths(seconds) : clock(seconds)
        return text.hasPrefix("00:") ? String(text.dropFirst(3)) : text
    }

    /// `1:05:20` or `5:20`: a total of time, rounded to the second.
    public static func total(_ seconds: Double) -> String {
        let whole = self.whole(seconds.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        return h > 0 ? "\(h):" + pad(m) + ":" + pad(s) : "\(m):" + pad(s)
    }

    /// `3 min 12 s`, `45 s`, `1 h 5 min`: a length of time in words, rounded to the second.
    public static func spoken(_ seconds: Double) -> String { SpokenDuration.text(seconds, in: .english) }
}
