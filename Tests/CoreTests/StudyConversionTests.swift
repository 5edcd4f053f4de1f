import Core
import Foundation
import Storage
import Testing

/// Progress an SM-2 coach wrote (version 1) is read converted to FSRS by replaying each card's reviews, and saved
/// converted by the first read or change (a file that cannot be written is converted each time it is read); the
/// reviews themselves are not touched.
struct StudyConversionTests {
    static let calendar = LocalCalendar(timeZone: .utc)

    static let sm2File = """
        {"formulas": {
          "ohms-law": {"card": {"due": "2026-11-09", "ease": 2.5, "interval": 6, "repetitions": 2},
                       "lastViewed": "2026-11-01T08:00:00.000Z"},
          "snells-law": {"card": {"due": "2026-11-25", "ease": 2.36, "interval": 6, "repetitions": 2}},
          "boyles-law": {"card": {"due": "someday", "ease": 2.5, "interval": 1, "repetitions": 1}},
          "circle-area": {"learned": "2026-10-01T08:00:00.000Z"}
        }, "version": 1}
        """

    /// A data directory as an SM-2 coach left it: ohms-law reviewed good on 1 and 3 November (its reviews in the
    /// log), snells-law whose reviews are not in the log, boyles-law with no day to go on.
    static func oldStore() throws -> MemoryStore {
        let store = MemoryStore()
        store.setContents(Data(sm2File.utf8), at: FormulaProgress.defaultPath)
        let log = MonthLog<FormulaReview>(store: store)
        for day in ["2026-11-01", "2026-11-03"] {
            let date = calendar.date(on: CalendarDay(day)!.civil, at: 20 * 3600)
            try log.append(FormulaReview(id: "ohms-law", date: date, grade: .good), in: CalendarDay(day)!.logMonth)
        }
        return store
    }

    @Test func anOldCardIsReadAsItsReviewsReplayedThroughFSRS() throws {
        let store = try Self.oldStore()
        let progress = try StudyJournal(store: store, calendar: Self.calendar).progress()
        let ohm = try #require(progress.formulas["ohms-law"]?.card)
        // fsrs 6.3.2: good, then good two days later.
        #expect(ohm.due == "2026-11-14" && ohm.lastReview == CalendarDay("2026-11-03"))
        #expect(abs(ohm.stability! - 10.964_3) < 1e-4 && abs(ohm.difficulty! - 2.111_2) < 1e-4)
        #expect(ohm.ease == nil && ohm.interval == nil && ohm.repetitions == nil)
        #expect(progress.formulas["ohms-law"]?.lastViewed != nil, "the rest of the record stays")
        #expect(progress.formulas["circle-area"]?.learned != nil && progress.formulas["circle-area"]?.card == nil)
        let saved = try store.load(FormulaProgress.self)
        #expect(saved.version == 2 && saved.formulas["ohms-law"]?.card == ohm, "the first read saves the conversion")
    }

    @Test func anOldCardWithoutReviewsKeepsItsDueDayAndTheIntervalAsItsMemory() throws {
        let progress = try StudyJournal(store: try Self.oldStore(), calendar: Self.calendar).progress()
        let snell = try #require(progress.formulas["snells-law"]?.card)
        #expect(snell.due == "2026-11-25" && snell.lastReview == CalendarDay("2026-11-19") && snell.stability == 6)
        #expect(abs(snell.difficulty! - 2.118_1) < 1e-4, "a first good's difficulty")
        #expect(progress.formulas["boyles-law"] != nil && progress.formulas["boyles-law"]?.card == nil)
    }

    /// Converted by a change without a read before it (`formula show`, `formula learn`), or by the first read.
    @Test(arguments: [false, true])
    func theFirstChangeOrReadSavesEveryCardConvertedAsVersionTwo(readFirst: Bool) throws {
        let store = try Self.oldStore()
        let journal = StudyJournal(store: store, calendar: Self.calendar)
        let read =
            readFirst
            ? try journal.progress()
            : try journal.changeProgress { progress in
                progress.formulas["circle-area"]?.lastViewed = Date(timeIntervalSince1970: 0)
                return progress
            }
        let text = String(decoding: store.contents(at: FormulaProgress.defaultPath)!, as: UTF8.self)
        #expect(!text.contains("ease") && !text.contains("repetitions") && text.contains("\"stability\""))
        let saved = try store.load(FormulaProgress.self)
        #expect(saved.version == 2)
        #expect(saved.formulas["ohms-law"]?.card == read.formulas["ohms-law"]?.card)
        #expect(saved.formulas["snells-law"]?.card == read.formulas["snells-law"]?.card)
        #expect(try journal.reviews().count == 2, "the log is kept as it was")
    }

    @Test func aReviewAfterConversionGoesOnFromTheReplayedMemory() throws {
        let store = try Self.oldStore()
        let journal = StudyJournal(store: store, calendar: Self.calendar)
        let day = CalendarDay("2026-11-14")!
        let card = try #require(try journal.progress().formulas["ohms-law"]?.card).reviewed(
            .good, today: day, with: journal.fsrs)
        try journal.record(
            FormulaReview(id: "ohms-law", date: Self.calendar.date(on: day.civil, at: 3600), grade: .good), card: card)
        let replayed = Flashcard.replaying(
            ["2026-11-01", "2026-11-03", "2026-11-14"].map { (CalendarDay($0)!, RecallGrade.good) },
            with: journal.fsrs)
        #expect(try store.load(FormulaProgress.self).formulas["ohms-law"]?.card == replayed)
        #expect(replayed?.due == "2026-12-30", "46 days, as fsrs gives a third good on its due day")
    }

    @Test func aConvertedFileReadsBackAsWritten() throws {
        var card = Flashcard(
            stability: 2.5, difficulty: 4.25, lastReview: CalendarDay("2026-11-20")!, due: "2026-11-23")
        var progress = FormulaProgress()
        progress.formulas["ohms-law", default: FormulaRecord()].card = card
        let data = try DocumentCoder.encode(progress)
        let text = String(decoding: data, as: UTF8.self)
        for field in [#""difficulty" : 4.25"#, #""due" : "2026-11-23""#, #""lastReview" : "2026-11-20""#] {
            #expect(text.contains(field), "\(text)")
        }
        let read = try DocumentCoder.decode(FormulaProgress.self, from: data, path: FormulaProgress.defaultPath)
        #expect(read.formulas["ohms-law"]?.card == card)
        card.ease = 2.5
        #expect(!card.needsConverting, "a card with a memory is FSRS's whatever else it holds")
    }
}
