import Foundation
import Testing

/// Four coaches adding, editing and deleting meals at once in one data directory (one day each,
/// so each script's meal numbers are its own), then one undo: the log ends exactly as a model
/// that applies every script's lines in order says, and the undo reverts one script's last change.
struct ConcurrentMealsTests {
    struct Meal: Equatable, CustomStringConvertible {
        var name: String
        var calories: Int
        var description: String { "\(name) \(calories)" }
    }

    /// Script `writer`'s lines and the day they leave: meals by time, as `meal list` numbers them.
    static func script(writer: Int) -> (lines: [String], day: [Meal], lastChange: (before: Meal?, after: Meal?)) {
        let date = "2026-03-0\(writer + 1)"
        var day: [Meal] = []
        var lines: [String] = []
        var last: (before: Meal?, after: Meal?) = (nil, nil)
        for step in 1...24 {
            let meal = Meal(name: "W\(writer)-\(step)", calories: 10 * step)
            lines.append(
                "meal add \(meal.name) \(meal.calories) --date \(date) --time 08:\(step < 10 ? "0" : "")\(step) --duplicate add"
            )
            day.append(meal)
            last = (nil, meal)
            if step % 4 == 0 {
                lines.append("meal edit 1 --date \(date) --calories \(900 + step)")
                let before = day[0]
                day[0].calories = 900 + step
                last = (before, day[0])
            }
            if step % 6 == 0 {
                lines.append("meal delete 2 --date \(date) --yes")
                last = (day.remove(at: 1), nil)
            }
        }
        return (lines, day, last)
    }

    func listed(_ coach: CoachProcess, writer: Int) throws -> [Meal] {
        let result = try coach.run(["meal", "list", "2026-03-0\(writer + 1)", "--json"])
        let listing = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        return (listing?["meals"] as? [[String: Any]] ?? []).map {
            Meal(name: $0["name"] as! String, calories: $0["calories"] as! Int)
        }
    }

    @Test func fourWritersAtOnceEndAsTheModelSays() throws {
        let coach = CoachProcess()
        let writers = (0..<4).map { writer in
            coach.start([], input: Self.script(writer: writer).lines.joined(separator: "\n") + "\n", tag: "w\(writer)")
        }
        for writer in writers { writer.waitUntilExit() }
        for writer in 0..<4 {
            #expect(writers[writer].terminationStatus == 0, "\(coach.read("errw\(writer)"))")
            #expect(try listed(coach, writer: writer) == Self.script(writer: writer).day)
        }
        let undo = try coach.run(["meal", "undo"])
        #expect(undo.status == 0)
        let undone = try (0..<4).filter { try listed(coach, writer: $0) != Self.script(writer: $0).day }
        #expect(undone.count == 1, "one script's last change is undone: \(undo.out)")
        if let writer = undone.first {
            let (_, day, last) = Self.script(writer: writer)
            var expected = day
            if let after = last.after { expected.removeAll { $0.name == after.name } }
            if let before = last.before { expected.append(before) }
            #expect(
                try listed(coach, writer: writer).sorted { $0.name < $1.name } == expected.sorted { $0.name < $1.name })
        }
    }
}
