import Core
import Foundation
import Storage
import Testing

struct DailyGoalsTests {
    @Test(arguments: [
        ("10m", 10), ("10", 10), ("10 min", 10), ("1h", 60), ("1h30m", 90), ("2 hours", 120), ("180", 180), ("1", 1),
    ])
    func breathingGoalsReadMinutesAndHours(text: String, minutes: Int) throws {
        #expect(try BreathingGoal.parse(text).minutes == minutes)
    }

    @Test(arguments: [
        (
            "0",
            "a breathing goal of 0 minutes a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'"
        ),
        ("181m", "a breathing goal of 181m a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'"),
        ("4h", "a breathing goal of 4h a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'"),
        (
            "99999999999999999999999",
            "a breathing goal of 99999999999999999999999 minutes a day is out of range; choose 1 to 180 minutes, e.g. 'goal breathing 10m'"
        ),
        ("lots", "'lots' is not a goal; give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'"),
        ("10.5", "'10.5' is not a goal; give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'"),
        ("١٠", "'١٠' is not a goal; give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'"),
        ("1h30", "'1h30' is not a goal; give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'"),
        ("", "give daily breathing minutes from 1 to 180, e.g. 'goal breathing 10m'"),
    ])
    func breathingGoalsOutsideTheRangeNameIt(text: String, message: String) {
        #expect(throws: GoalInputError.self) { try BreathingGoal.parse(text) }
        do { _ = try BreathingGoal.parse(text) } catch { #expect(error.message == message) }
    }

    @Test(arguments: [
        ("10", 10 as Int?, nil as String?), ("500 cards", 500, nil), ("1 card", 1, nil),
        ("501", nil, "a study goal of 501 cards a day is out of range; choose 1 to 500 cards, e.g. 'goal study 10'"),
        ("0", nil, "a study goal of 0 cards a day is out of range; choose 1 to 500 cards, e.g. 'goal study 10'"),
        ("-3", nil, "'-3' is not a goal; give the cards to review a day, from 1 to 500, e.g. 'goal study 10'"),
    ])
    func studyGoalsAreCardsADay(text: String, cards: Int?, message: String?) {
        do {
            #expect(try StudyGoal.parse(text).cards == cards)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func aVersionOneGoalsFileReadsWithTheCheckInOn() throws {
        let store = MemoryStore()
        store.setContents(Data(#"{"calories": 1800, "version": 1}"#.utf8), at: "goals.json")
        let goals = try GoalBook(store: store).all()
        #expect(goals.calories?.calories == 1800)
        #expect(goals.breathing == nil && goals.study == nil && goals.checksIn)
        let areas: [any Area] = [CheckInArea(), BreathingArea(), CaloriesArea(), StudyArea()]
        #expect(areas.filter { $0.goal(in: goals) != nil }.map(\.id) == ["checkin", "calories"])
    }

    @Test func whatIsStillToDoNamesTheCommandThatMeetsIt() throws {
        let goals = Goals(
            calories: try CalorieGoal(calories: 2000), breathing: try BreathingGoal(minutes: 10),
            study: try StudyGoal(cards: 10))
        let areas: [any Area] = [CheckInArea(), BreathingArea(), CaloriesArea(), StudyArea()]
        func open(_ values: [String: Double]) -> [StillToDo] {
            areas.compactMap { AreaSpan(area: $0, goal: $0.goal(in: goals), values: [:]).stillToDo(values[$0.id]) }
        }
        #expect(
            open(["breathing": (4 * 60 + 59) / 60, "study": 9]) == [
                StillToDo(area: "checkin", task: "check in: mood, energy and a note", command: "checkin"),
                StillToDo(area: "breathing", task: "breathe 6 more minutes", command: "breathe --minutes 6"),
                StillToDo(area: "calories", task: "log what you eat", command: "meal add Oatmeal 150"),
                StillToDo(area: "study", task: "review 1 more card", command: "formula quiz --count 1"),
            ])
        // Over the calorie goal: nothing more to do today.
        #expect(open(["checkin": 4, "breathing": 10, "study": 10, "calories": 2400]).isEmpty)
        #expect(!CaloriesArea().goal(in: goals)!.isMet(by: 2400))
    }

    @Test(arguments: [("4", 4), ("good", 4), (" Great ", 5), ("1", 1)])
    func moodIsANumberOrItsWord(text: String, value: Int) throws {
        #expect(try CheckInScale.mood.parse(text) == value)
    }

    @Test(arguments: [
        (
            CheckInScale.mood, "6",
            "'6' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good"
        ),
        (
            .energy, "high",
            "'high' is not an energy level; give 1 to 5 (1 drained · 2 low · 3 steady · 4 lively · 5 full), e.g. --energy 3 or --energy steady"
        ),
        (
            .mood, "٤",
            "'٤' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good"
        ),
    ])
    func aMoodOffTheScaleNamesTheScale(scale: CheckInScale, text: String, message: String) {
        do { _ = try scale.parse(text) } catch { #expect(error.message == message) }
    }
}
