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
        "help breathe", "help meal add", "meal add --help", "help sights", "help formula solve",
    ]

    /// Mistakes a person makes, each answered with what was wrong and how to fix it.
    static let mistakes = [
        "brethe", "timer strat", "timer 5 parsecs", "meal add", "goal calories lots", "calc 5 km + 3 kg", "calc 1/0",
        "formula show nothing", "formula solve ohms-law I=2", "sights show nowhere", "checkin --mood 9",
        "track nothing 3", "remind add 25:00 checkin", "settings set colour blue", "meal delete 99",
        "breathe --cycles 0",
        "insights week --area nothing", "export --format xml", "restore /nonexistent/backup", "echo 'unclosed",
    ]

    /// Words Russian text keeps as they are: names of programs, formats and keys.
    static let kept: Set<String> = [
        "coach", "json", "csv", "html", "git", "tab", "enter", "esc", "ctrl", "utf", "lang", "gpx", "geojson", "wav",
        "ssh", "https", "http", "www", "xdg", "pdf", "svg", "saransk", "usage",
    ]

    /// The words of commands, subcommands and options, from the generated bash completion.
    static let commandWords: Set<String> = {
        let file = CoachProcess.packageRoot.appendingPathComponent("completions/coach.bash")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return Set(text.split { !$0.isASCII || !$0.isLetter }.map { $0.lowercased() })
    }()

    /// The English words of `line` outside quotes, option names, ids and numbers.
    static func englishWords(in line: Substring) -> [String] {
        var text = ""
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open || (open == "‘" && character == "’") || (open == "«" && character == "»") {
                    quote = nil
                }
            } else if "'\"`‘«".contains(character) {
                quote = character
            } else {
                text.append(character)
            }
        }
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "\u{202F}" || $0 == "\u{A0}" })
        return tokens.filter { token in
            !token.hasPrefix("-") && !token.contains(where: { $0.isNumber || "/._=:@#<>[]{}|\\~+*^$%".contains($0) })
                && !token.dropFirst().dropLast().contains("-")
        }.flatMap { token in
            token.split { !$0.isLetter }.map(String.init).filter { word in
                word.count >= 3 && word.allSatisfy(\.isASCII) && !kept.contains(word.lowercased())
                    && !commandWords.contains(word.lowercased())
            }
        }
    }

    static func untranslated(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !englishWords(in: $0).isEmpty }.map(String.init)
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

    /// The check itself: English outside quotes is found, Russian, commands in quotes, ids and numbers are not.
    @Test func theCheckFindsEnglish() {
        #expect(Self.englishWords(in: "Серии (день засчитывается, когда цель выполнена)") == [])
        #expect(Self.englishWords(in: "цели нет · 'goal breathing 10m'") == [])
        #expect(Self.englishWords(in: "  Калории   1 200 ккал из 2 000 · mordovia-arena · --mood") == [])
        #expect(Self.englishWords(in: "Ошибка: nothing was found here").contains("nothing"))
    }
}
