import Core

extension DurationFormat {
    /// `clockTenths` as `words`' language writes it: `00:01:02.3`, `00:01:02,3` (a decimal comma in Russian).
    static func clockTenths(_ seconds: Double, in words: Messages) -> String {
        decimal(clockTenths(seconds), words)
    }

    /// `short` as `words`' language writes it: `01:40.3`, `01:40,3`.
    static func short(_ seconds: Double, tenths: Bool, in words: Messages) -> String {
        decimal(short(seconds, tenths: tenths), words)
    }

    /// `spoken` in `words`' language: `3 min 12 s`, `3 мин 12 с`.
    static func spoken(_ seconds: Double, in words: Messages) -> String {
        SpokenDuration.text(seconds, in: words)
    }

    private static func decimal(_ text: String, _ words: Messages) -> String {
        words.language == .ru ? text.replacing(".", with: ",") : text
    }
}
