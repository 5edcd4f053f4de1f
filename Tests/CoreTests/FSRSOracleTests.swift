import Core
import Foundation
import LiveStorage
import Storage
import TestSupport
import Testing

/// coach's FSRS-6 schedule against PyPI's `fsrs` 6.x (scripts/ensure-deps.sh installs it): a seeded history of
/// reviews over many cards, graded on their due days, early, late and twice in a day, is stored as an SM-2
/// coach stored it, and the converted cards coach reads must be those `fsrs` computes from the same reviews.
struct FSRSOracleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What the oracle is given, and what it answers for each card.
    struct History: Codable {
        var retention: Double
        var cards: [String: [[String]]]
    }

    struct Memory: Codable {
        var stability: Double
        var difficulty: Double
        var due: String
    }

    /// Reviews of `cardCount` cards, each at a moment of its day in `calendar`, from 2025-01-01 on.
    static func draw(
        _ random: inout SeededRandom, cardCount: Int, calendar: LocalCalendar, fsrs: FSRS
    ) -> [FormulaReview] {
        let first = CalendarDay("2025-01-01")!
        var reviews: [FormulaReview] = []
        for number in 0..<cardCount {
            var card = Flashcard()
            var day = first.adding(days: Int.random(in: 0..<90, using: &random))
            for _ in 0..<Int.random(in: 10...50, using: &random) {
                let roll = Int.random(in: 0..<100, using: &random)
                let grade: RecallGrade = roll < 15 ? .again : roll < 30 ? .hard : roll < 85 ? .good : .easy
                let seconds = Int.random(in: 0..<86_400, using: &random)
                reviews.append(
                    FormulaReview(
                        id: "card-\(number)", date: calendar.date(on: day.civil, at: seconds), grade: grade))
                card = card.reviewed(grade, today: day, with: fsrs)
                let last = day
                // Mostly on the due day; now and then early, late, or again the same day.
                let due = CalendarDay(card.due)!
                switch Int.random(in: 0..<10, using: &random) {
                case 0: break
                case 1, 2: day = max(day, due.adding(days: -Int.random(in: 1...5, using: &random)))
                case 3, 4: day = due.adding(days: Int.random(in: 1...60, using: &random))
                default: day = due
                }
                // A card easy for years is reviewed early (as when studying ahead), so the history stays in this
                // millennium, where Python's dates reach.
                if day.ordinal - last.ordinal > 1000 {
                    day = last.adding(days: Int.random(in: 1...1000, using: &random))
                }
            }
        }
        return reviews
    }

    @Test(.timeLimit(.minutes(2)))
    func convertedHistoryMatchesPythonsFSRSForEveryCard() throws {
        let seed = TestSeed()
        print("FSRSOracleTests: \(seed)")
        var random = seed.random
        let moscow = LocalCalendar(timeZone: try #require(ZoneRules(identifier: "Europe/Moscow")))
        let retention = Double(Int.random(in: 80...97, using: &random)) / 100
        let fsrs = FSRS(desiredRetention: retention)
        let reviews = Self.draw(&random, cardCount: 80, calendar: moscow, fsrs: fsrs)
        #expect(reviews.count >= 2000, "\(seed)")

        // Stored as an SM-2 coach left them: every card with its ease, the reviews in their months.
        let store = MemoryStore()
        let journal = StudyJournal(store: store, calendar: moscow, fsrs: fsrs)
        let log = MonthLog<FormulaReview>(store: store)
        for (month, reviews) in Dictionary(grouping: reviews, by: { CalendarDay($0.date, in: moscow).logMonth }) {
            for review in reviews { try log.append(review, in: month) }
        }
        try store.update(FormulaProgress.self) { progress in
            progress.version = 1
            for id in Set(reviews.map(\.id)) {
                var old = Flashcard()
                (old.ease, old.interval, old.repetitions, old.due) = (2.5, 6, 2, "2025-06-01")
                progress.formulas[id, default: FormulaRecord()].card = old
            }
        }
        let converted = try journal.progress()

        let byCard = Dictionary(grouping: reviews, by: \.id).mapValues { reviews in
            reviews.sorted { $0.date < $1.date }.map { [CalendarDay($0.date, in: moscow).text, $0.grade.rawValue] }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fsrs-oracle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("history.json")
        try JSONEncoder().encode(History(retention: retention, cards: byCard)).write(to: input)
        let oracle = try Self.python([Self.root.appendingPathComponent("scripts/fsrs-oracle.py").path, input.path])
        let expected = try JSONDecoder().decode([String: Memory].self, from: oracle)
        #expect(expected.count == byCard.count, "\(seed)")

        var (matched, compared) = (0, 0)
        for (id, memory) in expected.sorted(by: { $0.key < $1.key }) {
            compared += 1
            let card = try #require(converted.formulas[id]?.card, "\(id), \(seed)")
            let close = { (ours: Double?, theirs: Double) in
                ours.map { abs($0 - theirs) <= 1e-6 * abs(theirs) } ?? false
            }
            let agrees =
                card.due == memory.due && close(card.stability, memory.stability)
                && close(card.difficulty, memory.difficulty)
            #expect(
                agrees,
                """
                \(id) after \(byCard[id]!.count) reviews, retention \(retention): coach due \(card.due), \
                S \(card.stability ?? .nan), D \(card.difficulty ?? .nan); fsrs due \(memory.due), \
                S \(memory.stability), D \(memory.difficulty). \(seed)
                """)
            if agrees { matched += 1 }
            #expect(card.ease == nil && card.interval == nil && card.repetitions == nil, "\(id), \(seed)")
        }
        print("FSRSOracleTests: \(matched) of \(compared) cards agree over \(reviews.count) reviews. \(seed)")
    }

    /// What `python3` (as the PATH finds it: the one ensure-deps.sh installed fsrs for) prints for `arguments`.
    static func python(_ arguments: [String]) throws -> Data {
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3"] + arguments
        let (out, err) = (Pipe(), Pipe())
        (python.standardOutput, python.standardError) = (out, err)
        try python.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        try #require(python.terminationStatus == 0, "python3 \(arguments.joined(separator: " ")): \(problem)")
        return data
    }
}
