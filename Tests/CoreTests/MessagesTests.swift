import Core
import Testing

/// The message lookup: Russian's three plural forms, numbers in Russian text, the locale variables.
struct MessagesTests {
    /// Counts from 0 to 125 that take the singular form in Russian (1 день, 21 день, but 11 дней).
    static let one: Set<Int> = [1, 21, 31, 41, 51, 61, 71, 81, 91, 101, 121]
    /// Those that take the form of two to four (2 дня, 22 дня, but 12 дней).
    static let few: Set<Int> = [
        2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 43, 44, 52, 53, 54, 62, 63, 64, 72, 73, 74, 82, 83, 84, 92, 93, 94,
        102, 103, 104, 122, 123, 124,
    ]

    static let russian = Messages(
        .ru,
        catalog: [
            "%d day": .plural(["%d день", "%d дня", "%d дней"]),
            "%d set": .plural(["%d приём", "%d приёма", "%d приёмов"]),
            "Still to do": .single("Осталось сделать"),
            "%@ of %@": .single("%2$@: %1$@"),
        ])

    @Test(arguments: 0...125)
    func russianPluralForms(count: Int) {
        let (day, set) =
            Self.one.contains(count)
            ? ("день", "приём") : Self.few.contains(count) ? ("дня", "приёма") : ("дней", "приёмов")
        #expect(Self.russian.trn("%d day", "%d days", count) == "\(count) \(day)")
        #expect(Self.russian.trn("%d set", "%d sets", count) == "\(count) \(set)")
        #expect(Messages.english.trn("%d day", "%d days", count) == (count == 1 ? "1 day" : "\(count) days"))
        #expect(Messages(.ru).trn("%d day", "%d days", count) == "\(count) \(day)", "po/ru.po's own forms")
    }

    @Test(arguments: [(1_001, "1001 день"), (12_500, "12\u{202F}500 дней"), (1_000_022, "1\u{202F}000\u{202F}022 дня")])
    func russianCountsAreGrouped(count: Int, text: String) {
        #expect(Self.russian.trn("%d day", "%d days", count) == text)
        #expect(Messages.english.trn("%d day", "%d days", count) == "\(count) days")
    }

    @Test func untranslatedMessagesStayEnglish() {
        #expect(Self.russian.tr("Still to do") == "Осталось сделать")
        #expect(Self.russian.tr("Not in the catalog") == "Not in the catalog")
        #expect(Self.russian.trn("%d week", "%d weeks", 5) == "5 weeks")
        #expect(Messages.english.tr("Still to do") == "Still to do")
    }

    @Test(arguments: [
        ("%@ of %@", ["3", "5"], "3 of 5", "5: 3"),
        ("Goal met: %@", ["%@ 100%"], "Goal met: %@ 100%", "Goal met: %@ 100%"),
        ("100% done", [], "100% done", "100% done"),
        ("%@ and %@", ["a"], "a and %@", "a and %@"),
    ])
    func valuesFillTheirPlaces(english: String, values: [String], inEnglish: String, inRussian: String) {
        let fill = { (messages: Messages) in
            switch values.count {
            case 0: messages.tr(english)
            case 1: messages.tr(english, values[0])
            default: messages.tr(english, values[0], values[1])
            }
        }
        #expect(fill(.english) == inEnglish)
        #expect(fill(Self.russian) == inRussian)
    }

    @Test(arguments: [
        ("0", "0"), ("1500", "1500"), ("12500", "12\u{202F}500"), ("1.5", "1,5"), ("-12500.75", "-12\u{202F}500,75"),
        ("1234567", "1\u{202F}234\u{202F}567"), ("100000", "100\u{202F}000"), ("3.14159", "3,14159"),
        ("inf", "inf"), ("", ""), ("1.2.3", "1.2.3"), ("12 kcal", "12 kcal"),
    ])
    func russianNumbers(plain: String, russian: String) {
        #expect(RussianNumber.text(plain) == russian)
        #expect(Self.russian.number(plain) == russian)
        #expect(Messages.english.number(plain) == plain)
    }

    @Test(arguments: [
        ([:], MessageLanguage.en),
        (["LANG": "ru_RU.UTF-8"], .ru),
        (["LANG": "ru"], .ru),
        (["LANG": "ru_UA.KOI8-U"], .ru),
        (["LANG": "ru_RU@latin"], .ru),
        (["LANG": "C"], .en),
        (["LANG": "POSIX"], .en),
        (["LANG": "C.UTF-8"], .en),
        (["LANG": "en_GB.UTF-8"], .en),
        (["LANG": "de_DE.UTF-8"], .en),
        (["LANG": "rus"], .en),
        (["LANG": "ru_RU.UTF-8", "LC_ALL": "C"], .en),
        (["LANG": "C", "LC_MESSAGES": "ru_RU.UTF-8"], .ru),
        (["LANG": "C", "LC_MESSAGES": "ru_RU.UTF-8", "LC_ALL": "en_US.UTF-8"], .en),
        (["LANG": "ru_RU.UTF-8", "LC_ALL": "", "LC_MESSAGES": ""], .ru),
        (["LC_ALL": "ru_RU.UTF-8"], .ru),
    ])
    func localeVariables(environment: [String: String], language: MessageLanguage) {
        #expect(MessageLanguage.fromLocale(environment) == language)
    }

    @Test func theLanguageSettingWinsOverTheLocale() {
        #expect(LanguageChoice.auto.language(locale: .ru) == .ru)
        #expect(LanguageChoice.auto.language(locale: .en) == .en)
        #expect(LanguageChoice.en.language(locale: .ru) == .en)
        #expect(LanguageChoice.ru.language(locale: .en) == .ru)
        #expect(Settings().languageChoice == .auto)
    }

    @Test func englishHasNoCatalog() {
        #expect(Messages.english.translatedCount == 0)
    }
}
