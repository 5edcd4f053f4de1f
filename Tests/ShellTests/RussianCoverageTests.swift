import Foundation
import Testing

/// In Russian nothing coach prints is left in English: the main screens, help pages and common mistakes are read
/// for English words outside quotes (commands, options and examples stay English, as git's do in Russian). A word
/// found is a message missing from po/ru.po, or one printed without going through the catalog.
@Suite(.serialized)
struct RussianCoverageTests {
    /// A day with goals, a check-in, meals, a tracker and a reminder, typed in Russian where a person types words.
    static let day = [
        "settings set language ru", "goal calories 2000", "goal breathing 10m", "goal study 5", "goal checkin on",
        "checkin --mood 4 --energy 3 --note 'выспалась' --tag прогулка", "meal add 'Гречневая каша' 320",
        "meal add Яблоко 52", "track add вода --goal 8 --unit стаканов", "track вода 3", "track add растяжка",
        "remind add 08:00 checkin", "sights visit mordovia-arena",
    ]

    /// Screens and answers, each on the day above.
    static let screens = [
        "today", "goal", "help", "streaks", "insights week", "insights month", "insights year", "insights mood",
        "insights time", "insights calendar", "sights list", "sights show mordovia-arena", "sights near mordovia-arena",
        "sights search музей", "sights categories", "sights profile", "formula list", "formula show ohms-law",
        "formula solve ohms-law I=2 R=3", "formula search энергия", "meal list", "meal history", "meal foods",
        "breathe list", "breathe stats", "track list", "track show вода", "remind list", "checkin list", "settings",
        "relax stats", "timer list", "stopwatch", "calc 2+2", "calc 60 km/h -> m/s",
        "help breathe", "help meal add", "meal add --help", "sights --help", "help formula solve", "status",
        "help relax", "help sound", "formula stats", "formula progress", "sights map", "relax --help", "sound --help",
    ]

    /// Mistakes a person makes, each answered with what was wrong and how to fix it.
    static let mistakes = [
        "brethe", "timer strat", "timer 5 parsecs", "meal add", "goal calories lots", "calc 5 km + 3 kg", "calc 1/0",
        "formula show nothing", "formula solve ohms-law I=2", "sights show nowhere", "checkin --mood 9",
        "track nothing 3", "remind add 25:00 checkin", "settings set colour blue", "meal delete 99",
        "breathe --cycles 0",
        "insights week --area nothing", "export --format xml", "restore /nonexistent/backup", "echo 'unclosed",
        "checkin --mood 4 --note 'Go\u{1B}[2J'", "meal add 'Ap\u{7}ple' 52", "remind add 09:00 'breathe\u{1B}'",
        "sights note mordovia-arena 'a\u{1B}b'", "breathe --cycles 2 --minutes 3", "insights calendar --area breathing",
        "insights week --date 2099-01-01", "source /nonexistent/script", "remind uninstall",
    ]

    /// Words Russian text keeps as they are: names of programs, formats and keys.
    static let kept: Set<String> = [
        "coach", "json", "csv", "html", "git", "tab", "enter", "esc", "ctrl", "utf", "lang", "geojson",
    ]

    /// `text` without what is quoted ('…', "…", `…`, «…»): commands, examples and names stay English there.
    static func unquoted(_ text: String) -> String {
        let closing: [Character: Character] = ["'": "'", "\"": "\"", "`": "`", "«": "»", "‘": "’", "“": "”"]
        var kept = ""
        var open: Character?
        for character in text {
            if let quote = open {
                if character == quote { open = nil }
            } else if let close = closing[character] {
                open = close
            } else {
                kept.append(character)
            }
        }
        return kept
    }

    /// Whether a word is English: Latin letters only (an apostrophe or hyphen inside), brackets and punctuation aside.
    static func isEnglish(_ word: Substring) -> Bool {
        let letters = word.trimmingCharacters(in: CharacterSet(charactersIn: "()[],.;:!?…"))
        guard let first = letters.first, first.isASCII, first.isLetter, !kept.contains(letters.lowercased()) else {
            return false
        }
        return letters.allSatisfy { ($0.isASCII && $0.isLetter) || $0 == "'" || $0 == "-" }
    }

    /// The lines of `output` holding three English words in a row outside quotes: a sentence left in English. A list
    /// of identifiers (`technique, bell, sound`), a command in a usage line or a single name does not count.
    static func untranslated(_ output: String) -> [String] {
        unquoted(output).split(separator: "\n").filter { line in
            var run = 0
            for word in line.split(separator: " ") {
                run = isEnglish(word) ? run + 1 : 0
                if run >= 3 { return true }
                if word.hasSuffix(",") || word.hasSuffix(";") || word.hasSuffix(":") { run = 0 }
            }
            return false
        }.map(String.init)
    }

    @Test func screensHelpAndMistakesAreAllInRussian() throws {
        let coach = CoachProcess()
        for line in Self.day {
            let result = try coach.run(input: line + "\n")
            #expect(result.status == 0, "\(line): \(result.err)")
        }
        for line in Self.screens + Self.mistakes {
            let result = try coach.run(input: line + "\n", environment: ["COLUMNS": ""])
            let left = Self.untranslated(result.out + result.err)
            #expect(left == [], "\(line)")
        }
    }

    /// The check itself: an English sentence outside quotes is found; Russian, commands in quotes, lists of
    /// identifiers and usage lines are not.
    @Test func theCheckFindsEnglish() {
        #expect(Self.untranslated("Серии (день засчитывается, когда цель выполнена)") == [])
        #expect(Self.untranslated("цели нет · 'goal breathing 10m'\nНастройки: technique, bell, sound, color") == [])
        #expect(Self.untranslated("Использование: coach meal add [<food> ...] [--date <date>]") == [])
        #expect(
            Self.untranslated("Ошибка: строка 1: 'x' is not a time; use HH:MM") == [
                "Ошибка: строка 1:  is not a time; use HH:MM"
            ])
        #expect(Self.untranslated("пример: 'remind add 11:00 breathe\n  \"stand up\"' или нет") == [])
    }
}
