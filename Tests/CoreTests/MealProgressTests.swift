import Core
import Testing

struct MealProgressTests {
    @Test(arguments: [
        (0, DayProgress.Band.green, 0, 2000, 0),
        (1780, .green, 89, 220, 0),
        (1799, .green, 89, 201, 0),
        (1800, .yellow, 90, 200, 0),
        (1999, .yellow, 99, 1, 0),
        (2000, .yellow, 100, 0, 0),
        (2001, .red, 100, 0, 1),
        (2020, .red, 101, 0, 20),
        (4500, .red, 225, 0, 2500),
    ])
    func bandsAt89And90And100And101Percent(eaten: Int, band: DayProgress.Band, percent: Int, remaining: Int, over: Int)
        throws
    {
        let progress = DayProgress(eaten: eaten, goal: try CalorieGoal(calories: 2000))
        #expect(progress.band == band)
        #expect(progress.percent == percent)
        #expect(progress.remaining == remaining)
        #expect(progress.over == over)
        #expect(progress.fraction == Double(eaten) / 2000)
        #expect(progress.goal == 2000)
    }

    @Test func theBandIsDecidedOnExactCaloriesNotTheRoundedPercent() throws {
        // 449 of 500 is 89.8 %: still green, shown as 89 %.
        let progress = DayProgress(eaten: 449, goal: try CalorieGoal(calories: 500))
        #expect(progress.band == .green)
        #expect(progress.percent == 89)
        #expect(DayProgress(eaten: 450, goal: try CalorieGoal(calories: 500)).band == .yellow)
    }
}
