import Core
import Foundation
import Testing

/// Three machines with one bare repository between them add, edit and delete meals and change the
/// calorie goal on a seeded random schedule of more than 1,000 operations, syncing now and then.
/// Before each batch, a machine's own listing must be what it has seen; at the end every machine's
/// export is the same and equals a model that applied every operation, the later one winning.
@Suite(.serialized)
struct SyncConvergenceTests {
    struct Meal: Equatable, CustomStringConvertible {
        var date: String, calories: Int
        var description: String { "\(date) \(calories)" }
    }

    /// One operation: a meal (or the goal, as "goal") set to a value, or deleted (nil).
    struct Change {
        var seq: Int, machine: Int, meal: String, value: Meal?
        var pushed: Int?
    }

    static let days = [
        "2026-09-03", "2026-09-17", "2026-10-01", "2026-10-15", "2026-10-30", "2026-11-05", "2026-11-19",
    ]

    struct Model {
        var changes: [Change] = []
        var lastSync = [0, 0, 0]

        /// What `machine` has seen: its own changes and those pushed before its last sync; the latest wins.
        func view(_ machine: Int?) -> [String: Meal] {
            var latest: [String: Change] = [:]
            for change in changes
            where machine == nil || change.machine == machine
                || (change.pushed.map { $0 <= lastSync[machine!] } ?? false)
            {
                if let seen = latest[change.meal], seen.seq > change.seq { continue }
                latest[change.meal] = change
            }
            return latest.compactMapValues(\.value)
        }

        mutating func synced(_ machine: Int, at step: Int) {
            for index in changes.indices where changes[index].machine == machine && changes[index].pushed == nil {
                changes[index].pushed = step
            }
            lastSync[machine] = step
        }
    }

    struct Listed: Decodable {
        var meals: [Entry]
        struct Entry: Decodable {
            var name: String
            var number: Int?
            var calories: Int
            var date: String?
        }
    }

    @Test(arguments: [false, true]) func threeMachinesAgreeWithTheModelAfterAThousandOperations(sealed: Bool) throws {
        let names = ["a", "b", "c"]
        let replicas = try SyncReplicas(names, sealed: sealed)
        // On an encrypted remote a third as many: each sync there also seals and opens, and the plain run has shown
        // the model at full length.
        let wanted = sealed ? 300 : 1_000
        let first = try replicas.start("a")
        #expect(first.status == 0, "\(first.err)")
        for name in ["b", "c"] {
            let cloned = try replicas.join(name)
            #expect(cloned.status == 0, "\(cloned.err)")
        }
        var random = SeededRandom(seed: 19)
        var model = Model()
        var operations = 0
        var seq = 0
        var step = 0
        var made = 0
        var lastAdded: [Int: (name: String, date: String)] = [:]
        while operations < wanted {
            step += 1
            let machine = Int.random(in: 0..<3, using: &random)
            if Double.random(in: 0..<1, using: &random) < 0.3 {
                let synced = try replicas.run(names[machine], ["sync"])
                try #require(synced.status == 0, "step \(step): \(synced.err)")
                model.synced(machine, at: step)
                continue
            }
            var lines: [String] = []
            let view = model.view(machine).filter { $0.key != "goal" }
            let days = Set(view.values.map(\.date)).sorted()
            if Double.random(in: 0..<1, using: &random) < 0.1 {
                // One meal added on its own, timed now (finer than the file keeps), then synced: the
                // machine's last command is an add, which another machine's edit or delete must outlast.
                let added = try addAndSync(
                    machine, names: names, replicas, &model, &seq, &made, at: step, using: &random)
                lastAdded[machine] = added
                operations += 1
                continue
            }
            let others = lastAdded.filter { $0.key != machine }.values.filter { view[$0.name] != nil }.map(\.date)
            let target =
                Bool.random(using: &random) ? others.randomElement(using: &random) : days.randomElement(using: &random)
            if let day = target, Bool.random(using: &random) {
                let listed = try replicas.run(names[machine], ["meal", "list", day, "--json"])
                try #require(listed.status == 0, "step \(step): \(listed.err)")
                let meals = try JSONDecoder().decode(Listed.self, from: Data(listed.out.utf8)).meals
                let seen = Dictionary(
                    uniqueKeysWithValues: meals.map { ($0.name, Meal(date: day, calories: $0.calories)) })
                try #require(
                    seen == view.filter { $0.value.date == day }, "step \(step): machine \(names[machine]) on \(day)")
                var deletes: [Int] = []
                for meal in meals.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)) {
                    seq += 1
                    if Bool.random(using: &random) {
                        let calories = Int.random(in: 1...900, using: &random)
                        lines.append("meal edit \(meal.number!) --date \(day) --calories \(calories)")
                        // Set to what the machine shows, a record is not changed: no machine hears of it.
                        guard view[meal.name]?.calories != calories else { continue }
                        model.changes.append(
                            Change(
                                seq: seq, machine: machine, meal: meal.name, value: Meal(date: day, calories: calories))
                        )
                    } else {
                        deletes.append(meal.number!)
                        model.changes.append(Change(seq: seq, machine: machine, meal: meal.name, value: nil))
                    }
                }
                lines += deletes.sorted(by: >).map { "meal delete \($0) --date \(day) --yes" }
            }
            for _ in 0..<Int.random(in: 2...7, using: &random) {
                made += 1
                seq += 1
                let name = Self.dish(made)
                let meal = Meal(
                    date: Self.days.randomElement(using: &random)!, calories: Int.random(in: 1...900, using: &random))
                lines.append("meal add \(name) \(meal.calories) --date \(meal.date) --duplicate add")
                model.changes.append(Change(seq: seq, machine: machine, meal: name, value: meal))
            }
            if Int.random(in: 0..<8, using: &random) == 0 {
                seq += 1
                let calories = 1_200 + 50 * Int.random(in: 0...40, using: &random)
                lines.append("goal calories \(calories)")
                if model.view(machine)["goal"]?.calories != calories {
                    model.changes.append(
                        Change(seq: seq, machine: machine, meal: "goal", value: Meal(date: "", calories: calories)))
                }
            }
            let batch = try replicas.run(names[machine], [], input: lines.joined(separator: "\n") + "\n")
            try #require(batch.status == 0, "step \(step): \(batch.err)")
            operations += lines.count
        }
        for name in names + ["a", "b"] {
            let synced = try replicas.run(name, ["sync"])
            #expect(synced.status == 0, "\(synced.err)")
        }
        var exports: [String] = []
        for name in names {
            exports.append(
                try replicas.run(name, ["export", "--format", "json", "--area", "meals", "--output", "-"]).out)
            exports.append(try replicas.run(name, ["goal", "--json"]).out.components(separatedBy: "\"today\"")[0])
        }
        #expect(exports[0] == exports[2] && exports[2] == exports[4])
        #expect(exports[1] == exports[3] && exports[3] == exports[5])
        let final = model.view(nil)
        let exported = try JSONDecoder().decode(Listed.self, from: Data(exports[0].utf8)).meals
        let meals = Dictionary(
            uniqueKeysWithValues: exported.map { ($0.name, Meal(date: $0.date!, calories: $0.calories)) })
        #expect(meals == final.filter { $0.key != "goal" })
        if let goal = final["goal"] {
            // On a failure, which machine set which goal when, as the model and as each machine's log have it.
            let typed = model.changes.filter { $0.meal == "goal" }.map {
                "\($0.seq)@\(names[$0.machine]):\($0.value!.calories)"
            }
            let logged = names.map { name in
                (try? String(
                    contentsOf: replicas.data(name).appendingPathComponent(".sync/repo/ops/\(name)/goals.json.jsonl"),
                    encoding: .utf8)) ?? ""
            }
            #expect(
                exports[1].contains("\"calories\" : \(goal.calories)"),
                "typed: \(typed.joined(separator: " "))\nlogged:\n\(logged.joined())")
        }
        #expect(operations >= wanted && meals.count > wanted / 10)
    }

    /// `DishB`, `DishBA`, …: the name of the `made`th meal, letters only.
    static func dish(_ made: Int) -> String {
        "Dish"
            + String(
                String(made, radix: 26).map {
                    Character(UnicodeScalar(UInt8(Int($0.asciiValue!) + ($0.isNumber ? 49 : 10))))
                })
    }

    /// `meal add` alone (no time given: now), then `sync`, on `machine`; the meal added.
    func addAndSync(
        _ machine: Int, names: [String], _ replicas: SyncReplicas, _ model: inout Model, _ seq: inout Int,
        _ made: inout Int,
        at step: Int, using random: inout SeededRandom
    ) throws -> (name: String, date: String) {
        made += 1
        seq += 1
        let name = Self.dish(made)
        let meal = Meal(
            date: Self.days.randomElement(using: &random)!, calories: Int.random(in: 1...900, using: &random))
        let added = try replicas.run(
            names[machine], ["meal", "add", name, "\(meal.calories)", "--date", meal.date, "--duplicate", "add"])
        try #require(added.status == 0, "step \(step): \(added.err)")
        model.changes.append(Change(seq: seq, machine: machine, meal: name, value: meal))
        let synced = try replicas.run(names[machine], ["sync"])
        try #require(synced.status == 0, "step \(step): \(synced.err)")
        model.synced(machine, at: step)
        return (name, meal.date)
    }
}
