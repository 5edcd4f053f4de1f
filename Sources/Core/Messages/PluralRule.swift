/// Which of a language's plural forms a count takes, as the `Plural-Forms` header of its catalog says.
public enum PluralRule {
    /// The `plural=` expression of `po/ru.po`, which `scripts/po-to-swift.py` requires word for word,
    /// so the catalog and `russian(_:)` cannot disagree.
    public static let russianExpression =
        "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"

    /// Russian's three forms: 0 for 1, 21, 101 (день), 1 for 2–4, 22–24 (дня), 2 for 0, 5–20, 25–30 (дней).
    public static func russian(_ count: Int) -> Int {
        let n = count.magnitude
        if n % 10 == 1 && n % 100 != 11 { return 0 }
        if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return 1 }
        return 2
    }
}
