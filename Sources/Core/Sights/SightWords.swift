/// The words that let a search cross scripts: Russian written in Latin letters (`Ушаков` → `ushakov`),
/// and a small English–Russian vocabulary of the words sights are named with (`собор` ↔ `cathedral`).
public enum SightWords {
    /// `text` lower-cased, Cyrillic transliterated (ш → sh, щ → shch, ю → yu, ь dropped…), then folded.
    public static func latin(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
        for scalar in text.lowercased().unicodeScalars {
            if let latin = cyrillic[scalar] { out += latin } else { out.unicodeScalars.append(scalar) }
        }
        return SearchText.fold(out)
    }

    /// Whether `text` has a Cyrillic letter, so that its Latin spelling is worth indexing or trying.
    static func hasCyrillic<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) }
    }

    /// The vocabulary words for every folded word of `folded` that starts with one of a group's
    /// stems, leaving out words `folded` already has (`соборная` → `cathedral собор`, `park` → `парк`).
    static func keywords(forFolded folded: String) -> [String] {
        let words = folded.utf8.split(separator: 0x20)
        var found: [String] = []
        for group in vocabularyBytes {
            let matches = words.contains { word in
                group.stems.contains { stem in
                    stem.wholeWord ? word.elementsEqual(stem.bytes) : word.starts(with: stem.bytes)
                }
            }
            if matches { found += group.words.filter { word in !words.contains { $0.elementsEqual(word.utf8) } } }
        }
        return found
    }

    /// The vocabulary with its stems as UTF-8, each marked whether it must match a whole word.
    private static let vocabularyBytes: [(stems: [(bytes: [UInt8], wholeWord: Bool)], words: [String])] = vocabulary.map
    { group in
        (group.stems.map { (Array($0.utf8), $0.unicodeScalars.count < 4) }, group.words)
    }

    /// The queries to try for `text`: as typed; in Latin letters when it has Cyrillic; and with
    /// category names in the plural (`музеи`, `theatres`) read as the category (`museum`).
    static func queries(_ text: String) -> [SightQuery] {
        let words = SearchText.words(text)
        guard !words.isEmpty else { return [] }
        var variants = [words.joined(separator: " ")]
        if hasCyrillic(text) { variants.append(latin(text)) }
        let categorised = words.map { categoryNames[$0] ?? $0 }
        if categorised != words { variants.append(categorised.joined(separator: " ")) }
        return variants.map(SightQuery.init)
    }

    /// Category names people search with, folded, and the category each means.
    private static let categoryNames: [String: String] = {
        var names: [String: String] = [:]
        for category in SightCategory.allCases {
            for name in [category.title, category.titleRU] + category.plurals {
                let words = SearchText.words(name)
                if words.count == 1, words[0] != category.rawValue { names[words[0]] = category.rawValue }
            }
        }
        return names
    }()

    /// Word groups: folded stems that a name word may start with, and the words added for it.
    /// Stems under four letters must match a whole word (`дом` is not `домик`).
    private static let vocabulary: [(stems: [String], words: [String])] = [
        (["cathedral", "собор"], ["cathedral", "собор"]),
        (["church", "церков", "церкв", "храм"], ["church", "церковь", "храм"]),
        (["chapel", "часовн"], ["chapel", "часовня"]),
        (["monastery", "монастыр"], ["monastery", "монастырь"]),
        (["museum", "музе"], ["museum", "музеи"]),
        (["gallery", "галере"], ["gallery", "галерея"]),
        (["theatre", "theater", "театр"], ["theatre", "theater", "театр"]),
        (["opera", "опер"], ["opera", "опера"]),
        (["ballet", "балет"], ["ballet", "балет"]),
        (["drama", "драм"], ["drama", "драма"]),
        (["puppet", "кукол", "кукл"], ["puppet", "куклы"]),
        (["music", "музык"], ["music", "музыка"]),
        (["park", "парк"], ["park", "парк"]),
        (["monument", "памятник"], ["monument", "памятник"]),
        (["memorial", "мемориал"], ["memorial", "мемориал"]),
        (["square", "площад"], ["square", "площадь"]),
        (["fountain", "фонтан"], ["fountain", "фонтан"]),
        (["alley", "алле"], ["alley", "аллея"]),
        (["station", "вокзал"], ["station", "вокзал"]),
        (["airport", "аэропорт"], ["airport", "аэропорт"]),
        (["stadium", "стадион"], ["stadium", "стадион"]),
        (["arena", "арен"], ["arena", "арена"]),
        (["palace", "дворец", "дворц"], ["palace", "дворец"]),
        (["library", "библиотек"], ["library", "библиотека"]),
        (["university", "университет"], ["university", "университет"]),
        (["house", "дом"], ["house", "дом"]),
        (["bridge", "мост"], ["bridge", "мост"]),
        (["embankment", "набережн"], ["embankment", "набережная"]),
        (["street", "улиц"], ["street", "улица"]),
        (["ice", "ледов", "лед"], ["ice", "лед"]),
    ]

    /// A practical Russian-to-Latin scheme, close to how Russian names are spelt on signs and maps.
    private static let cyrillic: [Unicode.Scalar: String] = {
        let pairs: [(Character, String)] = [
            ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("е", "e"), ("ё", "e"),
            ("ж", "zh"), ("з", "z"), ("и", "i"), ("й", "y"), ("к", "k"), ("л", "l"), ("м", "m"),
            ("н", "n"), ("о", "o"), ("п", "p"), ("р", "r"), ("с", "s"), ("т", "t"), ("у", "u"),
            ("ф", "f"), ("х", "kh"), ("ц", "ts"), ("ч", "ch"), ("ш", "sh"), ("щ", "shch"), ("ъ", ""),
            ("ы", "y"), ("ь", ""), ("э", "e"), ("ю", "yu"), ("я", "ya"), ("і", "i"), ("ї", "yi"), ("є", "ye"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letter, latin) in pairs { table[letter.unicodeScalars.first!] = latin }
        return table
    }()
}

/// One way of reading a search, with what each word needs of a place's signature: the bytes
/// of a word are all in a place's search fields when it matches exactly or as a prefix, and all
/// but those of one letter when it matches with a typo (words of four letters or more).
struct SightQuery {
    let query: SearchQuery
    let words: [(low: UInt64, high: UInt64, missable: Int)]

    init(_ text: String) {
        query = SearchQuery(text, typosFromWeight: SightIndex.typosFromWeight)
        words = SearchText.words(text).map { word in
            let mask = SightIndex.signature(word.utf8)
            let letterBytes = word.unicodeScalars.map { String($0).utf8.count }.max() ?? 1
            return (mask.low, mask.high, word.unicodeScalars.count < 4 ? 0 : letterBytes)
        }
    }

    /// Whether a place with this signature could match every word; false rules it out.
    static func mayMatch(
        signature: (low: UInt64, high: UInt64), words: UnsafeBufferPointer<(low: UInt64, high: UInt64, missable: Int)>
    ) -> Bool {
        for word in words {
            let missing = (word.low & ~signature.low).nonzeroBitCount + (word.high & ~signature.high).nonzeroBitCount
            if missing > word.missable { return false }
        }
        return true
    }
}
