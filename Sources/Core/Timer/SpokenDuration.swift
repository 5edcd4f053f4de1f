/// A length of time in words, in a language: `3 min 12 s`, `1 h 5 min`, `45 s`; `3 мин 12 с`, `1 ч 5 мин`.
public enum SpokenDuration {
    /// `seconds`, rounded to the second, in `words`' language (English: as `DurationFormat.spoken` writes it).
    public static func text(_ seconds: Double, in words: Messages) -> String {
        let clamped = seconds.isNaN ? 0 : min(max(0, seconds), 3e13)
        let whole = Int(clamped.rounded())
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        if h > 0 { return m > 0 ? hours(h, words) + " " + minutes(m, words) : hours(h, words) }
        if m > 0 { return s > 0 ? minutes(m, words) + " " + secondsText(s, words) : minutes(m, words) }
        return secondsText(s, words)
    }

    /// `5 h`, `5 ч`.
    public static func hours(_ count: Int, _ words: Messages) -> String { words.tr("%@ h", words.number(count)) }
    /// `5 min`, `5 мин`.
    public static func minutes(_ count: Int, _ words: Messages) -> String { words.tr("%@ min", words.number(count)) }
    /// `5 s`, `5 с`.
    public static func secondsText(_ count: Int, _ words: Messages) -> String {
        words.tr("%@ s", words.number(count))
    }
}
