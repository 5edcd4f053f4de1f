import Core
import Foundation
import Storage
import Testing

/// FSRS-6 by whole days: the schedules below are those PyPI's `fsrs` 6.3.2 gives with
/// `Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)`, each review on its due day.
struct FlashcardTests {
    let today = CalendarDay("2026-11-21")!

    /// Reviews a new card with each grade in turn, one review on each due day.
    func schedule(_ grades: [RecallGrade], retention: Double = 0.9) -> [(days: Int, due: String, s: Double, d: Double)]
    {
        let fsrs = FSRS(desiredRetention: retention)
        var card = Flashcard()
        var day = today
        return grades.map { grade in
            card = card.reviewed(grade, today: day, with: fsrs)
            let due = CalendarDay(card.due)!
            defer { day = due }
            let round = { (x: Double?) in ((x ?? .nan) * 10_000).rounded() / 10_000 }
            return (due.ordinal - day.ordinal, card.due, round(card.stability), round(card.difficulty))
        }
    }

    @Test func goodRecallsGrowByTheMemorysStability() {
        let steps = schedule([.good, .good, .good, .good])
        #expect(steps.map(\.days) == [2, 11, 46, 163])
        #expect(steps.map(\.due) == ["2026-11-23", "2026-12-04", "2027-01-19", "2027-07-01"])
        #expect(steps.map(\.s) == [2.3065, 10.9643, 46.2802, 162.8622])
        #expect(steps.map(\.d) == [2.1181, 2.1112, 2.1043, 2.0975])
    }

    @Test func easyGrowsFastestAndHardSlowest() {
        #expect(schedule([.easy, .easy, .easy]).map(\.days) == [8, 66, 397])
        #expect(schedule([.easy, .easy, .easy]).map(\.d) == [1, 1, 1])
        #expect(schedule([.hard, .hard, .hard]).map(\.days) == [1, 3, 7])
        #expect(schedule([.hard, .hard, .hard]).map(\.d) == [5.1122, 6.7405, 7.8214])
    }

    @Test func againShrinksTheMemoryAndRaisesTheDifficulty() {
        let steps = schedule([.good, .good, .again, .good])
        #expect(steps.map(\.days) == [2, 11, 2, 5])
        #expect(steps.map(\.s) == [2.3065, 10.9643, 1.5383, 4.8763])
        #expect(steps.map(\.d) == [2.1181, 2.1112, 7.3922, 7.3801])
        #expect(schedule([.again, .again, .again]).map(\.days) == [1, 1, 1])
        #expect(schedule([.again, .again, .again]).map(\.d) == [6.4133, 8.8063, 9.5929])
    }

    @Test func theDesiredRetentionSetsHowLongACardWaits() {
        #expect(schedule([.good, .good, .good, .good], retention: 0.8).map(\.days) == [8, 75, 521, 2762])
        #expect(schedule([.good, .good, .good, .good], retention: 0.97).map(\.days) == [1, 2, 4, 7])
        #expect(FSRS(desiredRetention: 0.5).desiredRetention == 0.8)
        #expect(FSRS(desiredRetention: .nan).desiredRetention == 0.9)
    }

    @Test func predictedRecallIsNinetyPercentAfterTheStabilityInDays() throws {
        let card = Flashcard(stability: 10, difficulty: 5, lastReview: today, due: "2026-12-01")
        let fsrs = FSRS()
        #expect(card.recall(on: today, with: fsrs) == 1)
        #expect(abs(try #require(card.recall(on: today.adding(days: 10), with: fsrs)) - 0.9) < 1e-12)
        #expect(abs(try #require(card.recall(on: today.adding(days: 30), with: fsrs)) - 0.809_39) < 1e-5)
        #expect(Flashcard().recall(on: today, with: fsrs) == nil)
    }

    /// A hand-edited card (no memory, a memory out of bounds) is not scheduled from; it is started again.
    @Test(arguments: [
        Flashcard(stability: -1, difficulty: 5, lastReview: CalendarDay("2026-11-01")!, due: "2026-11-11"),
        Flashcard(stability: .infinity, difficulty: 5, lastReview: CalendarDay("2026-11-01")!, due: "2026-11-11"),
        Flashcard(stability: 3, difficulty: .nan, lastReview: CalendarDay("2026-11-01")!, due: "2026-11-11"),
        Flashcard(),
    ])
    func aCardWithoutAMemoryItCanUseStartsAsNew(card: Flashcard) {
        #expect(card.needsConverting)
        let fsrs = FSRS()
        #expect(card.reviewed(.good, today: today, with: fsrs) == Flashcard().reviewed(.good, today: today, with: fsrs))
    }

    @Test func aDifficultyOutOfRangeIsHeldToOneToTen() {
        let fsrs = FSRS()
        let wild = Flashcard(stability: 5, difficulty: 1e9, lastReview: today, due: "2026-11-26")
        let tame = Flashcard(stability: 5, difficulty: 10, lastReview: today, due: "2026-11-26")
        let later = today.adding(days: 5)
        #expect(wild.reviewed(.hard, today: later, with: fsrs) == tame.reviewed(.hard, today: later, with: fsrs))
    }
}
