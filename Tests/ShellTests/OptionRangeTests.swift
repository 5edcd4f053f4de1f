import Foundation
import Testing

/// Every option and argument that takes a number, a day, a clock time or a length, given a value it does not take, stops
/// the line before it runs, as a wrong option does: exit 64, what was wrong, and the command's usage line.
struct OptionRangeTests {
    /// (the option as `--experimental-dump-help` names it, a line giving it a wrong value, the message after `Error: `).
    static let table: [(String, [String], String)] = [
        (
            "today --date", ["today", "--date", "2026-02-30"],
            "the value '2026-02-30' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "insights week --date", ["insights", "week", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; insights end on today or an earlier day"
        ),
        (
            "insights month --date", ["insights", "month", "--date", "2026-02-30"],
            "the value '2026-02-30' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "insights year --date", ["insights", "year", "--date", "next week"],
            "the value 'next week' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "checkin now --mood", ["checkin", "--mood", "7"],
            "'7' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good"
        ),
        (
            "checkin now --energy", ["checkin", "--mood", "4", "--energy", "0"],
            "'0' is not an energy level; give 1 to 5 (1 drained · 2 low · 3 steady · 4 lively · 5 full), e.g. --energy 3 or --energy steady"
        ),
        (
            "checkin now --date", ["checkin", "--mood", "4", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; check in for today or an earlier day"
        ),
        (
            "checkin now --cycles", ["checkin", "--cycles", "0"],
            "--cycles takes 1 to 100; 0 is out of range, e.g. 'checkin --cycles 3'"
        ),
        (
            "checkin list --days", ["checkin", "list", "--days", "0"],
            "--days takes 1 to 3,660; 0 is out of range, e.g. 'checkin list --days 30'"
        ),
        (
            "checkin edit --mood", ["checkin", "edit", "--mood", "6"],
            "'6' is not a mood; give 1 to 5 (1 awful · 2 bad · 3 okay · 4 good · 5 great), e.g. --mood 4 or --mood good"
        ),
        (
            "checkin edit --energy", ["checkin", "edit", "--energy", "9"],
            "'9' is not an energy level; give 1 to 5 (1 drained · 2 low · 3 steady · 4 lively · 5 full), e.g. --energy 3 or --energy steady"
        ),
        (
            "checkin edit --date", ["checkin", "edit", "--mood", "3", "--date", "2026-13-01"],
            "the value '2026-13-01' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "checkin delete --date", ["checkin", "delete", "--date", "soon"],
            "the value 'soon' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "checkin rest --date", ["checkin", "rest", "--date", "someday"],
            "the value 'someday' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "track log --set", ["track", "water", "--set", "lots"],
            "'lots' is not an amount; give a number, e.g. 'track water 2' or 'track weight 72.5'"
        ),
        (
            "track log --date", ["track", "water", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; log for today or an earlier day"
        ),
        (
            "track log --time", ["track", "water", "--time", "24:00"],
            "the value '24:00' is invalid for '--time <time>': use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30"
        ),
        (
            "track add --goal", ["track", "add", "juice", "--goal", "many"],
            "'many' is not a goal; give a number, e.g. 'goal juice 8'"
        ),
        (
            "track add --at-most", ["track", "add", "weight", "--measure", "--at-most", "heavy"],
            "'heavy' is not a goal; give a number, e.g. 'goal weight 8'"
        ),
        (
            "track add --at-least", ["track", "add", "steps", "--measure", "--at-least", "0"],
            "a steps goal of 0 is out of range; choose more than 0 and at most 1,000,000"
        ),
        (
            "track add --per-week", ["track", "add", "yoga", "--per-week", "7"],
            "--per-week 7 is out of range; choose 1 to 6 days a week (every day is the default)"
        ),
        (
            "track show --days", ["track", "show", "water", "--days", "61"],
            "--days takes 1 to 60; 61 is out of range, e.g. 'track show water --days 30'"
        ),
        (
            "track edit --goal", ["track", "edit", "water", "--goal", "0"],
            "a water goal of 0 is out of range; choose more than 0 and at most 1,000,000"
        ),
        (
            "track edit --at-most", ["track", "edit", "water", "--at-most", "x"],
            "'x' is not a goal; give a number, e.g. 'goal water 8'"
        ),
        (
            "track edit --at-least", ["track", "edit", "water", "--at-least", "x"],
            "'x' is not a goal; give a number, e.g. 'goal water 8'"
        ),
        (
            "track edit --per-week", ["track", "edit", "water", "--per-week", "0"],
            "--per-week 0 is out of range; choose 1 to 6 days a week (every day is the default)"
        ),
        (
            "insights time --days", ["insights", "time", "--days", "3661"],
            "--days takes 1 to 3,660; 3,661 is out of range, e.g. 'insights time --days 30'"
        ),
        (
            "insights mood --days", ["insights", "mood", "--days", "0"],
            "--days takes 1 to 3,660; 0 is out of range, e.g. 'insights mood --days 30'"
        ),
        (
            "remind pause LENGTH", ["remind", "pause", "8d"],
            "'8d' is not a length; pause for minutes or hours, up to 7 days, e.g. 'remind pause 1h' or 'remind pause 30m'"
        ),
        (
            "breathe start --inhale", ["breathe", "--inhale", "1"],
            "the inhale must be 2 s to 12 s; 1 s is out of range"
        ),
        (
            "breathe start --hold", ["breathe", "--hold", "10.5"],
            "the hold must be 0 s to 10 s; 10.5 s is out of range"
        ),
        (
            "breathe start --exhale", ["breathe", "--exhale", "4.3"],
            "the exhale goes in steps of 0.5 s (like 4 or 4.5); 4.3 is not one"
        ),
        ("breathe start --rest", ["breathe", "--rest", "11"], "the rest must be 0 s to 10 s; 11 s is out of range"),
        (
            "breathe start --cycles", ["breathe", "--cycles", "101"],
            "--cycles takes 1 to 100; 101 is out of range, e.g. 'breathe --cycles 10'"
        ),
        (
            "breathe start --minutes", ["breathe", "--minutes", "61"],
            "--minutes takes more than 0 and at most 60; 61 is out of range, e.g. 'breathe --minutes 5'"
        ),
        (
            "breathe start --volume", ["breathe", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. '--volume 40'"
        ),
        (
            "breathe save --inhale", ["breathe", "save", "slow", "--inhale", "13"],
            "the inhale must be 2 s to 12 s; 13 s is out of range"
        ),
        (
            "breathe save --hold", ["breathe", "save", "slow", "--hold", "11"],
            "the hold must be 0 s to 10 s; 11 s is out of range"
        ),
        (
            "breathe save --exhale", ["breathe", "save", "slow", "--exhale", "1"],
            "the exhale must be 2 s to 12 s; 1 s is out of range"
        ),
        (
            "breathe save --rest", ["breathe", "save", "slow", "--rest", "10.2"],
            "the rest must be 0 s to 10 s; 10.2 s is out of range"
        ),
        (
            "breathe stats --days", ["breathe", "stats", "--days", "91"],
            "--days takes 1 to 90; 91 is out of range, e.g. 'breathe stats --days 14'"
        ),
        (
            "relax fire --minutes", ["relax", "fire", "--minutes", "181"],
            "--minutes takes 0.1 to 180; 181 is out of range, e.g. '--minutes 10'"
        ),
        (
            "relax fire --fps", ["relax", "fire", "--fps", "61"],
            "--fps takes 1 to 60; 61 is out of range, e.g. '--fps 30'"
        ),
        (
            "relax fire --speed", ["relax", "fire", "--speed", "0.2"],
            "--speed takes 0.25 to 4; 0.2 is out of range, e.g. '--speed 0.5'"
        ),
        (
            "relax fire --volume", ["relax", "fire", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. '--volume 40'"
        ),
        ("relax fire --seed", ["relax", "fire", "--seed", "x"], "the value 'x' is invalid for '--seed <n>'"),
        (
            "relax mandala --minutes", ["relax", "mandala", "--minutes", "0"],
            "--minutes takes 0.1 to 180; 0 is out of range, e.g. '--minutes 10'"
        ),
        (
            "relax mandala --fps", ["relax", "mandala", "--fps", "0"],
            "--fps takes 1 to 60; 0 is out of range, e.g. '--fps 30'"
        ),
        (
            "relax mandala --speed", ["relax", "mandala", "--speed", "5"],
            "--speed takes 0.25 to 4; 5 is out of range, e.g. '--speed 0.5'"
        ),
        (
            "relax mandala --volume", ["relax", "mandala", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. '--volume 40'"
        ),
        ("relax mandala --seed", ["relax", "mandala", "--seed", "1.5"], "the value '1.5' is invalid for '--seed <n>'"),
        ("relax mandala --symmetry", ["relax", "mandala", "--symmetry", "10"], "--symmetry must be 8 or 12, not 10"),
        (
            "relax scenes --minutes", ["relax", "scenes", "--minutes", "200"],
            "--minutes takes 0.1 to 180; 200 is out of range, e.g. '--minutes 10'"
        ),
        (
            "relax scenes --fps", ["relax", "scenes", "--fps", "100"],
            "--fps takes 1 to 60; 100 is out of range, e.g. '--fps 30'"
        ),
        (
            "relax scenes --speed", ["relax", "scenes", "--speed", "0"],
            "--speed takes 0.25 to 4; 0 is out of range, e.g. '--speed 0.5'"
        ),
        (
            "relax scenes --volume", ["relax", "scenes", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. '--volume 40'"
        ),
        (
            "relax scenes --interval", ["relax", "scenes", "--interval", "11m"],
            "--interval must be a time from 5s to 10m, like 20s or 1m, not '11m'"
        ),
        (
            "relax particles --minutes", ["relax", "particles", "--minutes", "0.05"],
            "--minutes takes 0.1 to 180; 0.05 is out of range, e.g. '--minutes 10'"
        ),
        (
            "relax particles --fps", ["relax", "particles", "--fps", "0"],
            "--fps takes 1 to 60; 0 is out of range, e.g. '--fps 30'"
        ),
        (
            "relax particles --speed", ["relax", "particles", "--speed", "4.5"],
            "--speed takes 0.25 to 4; 4.5 is out of range, e.g. '--speed 0.5'"
        ),
        (
            "relax particles --volume", ["relax", "particles", "--volume", "300"],
            "--volume takes 0 to 100; 300 is out of range, e.g. '--volume 40'"
        ),
        (
            "relax particles --particles", ["relax", "particles", "--particles", "2999"],
            "--particles takes 3,000 to 6,000; 2,999 is out of range, e.g. 'relax particles --particles 4000'"
        ),
        (
            "relax particles --radius", ["relax", "particles", "--radius", "201"],
            "--radius takes 20 to 200; 201 is out of range, e.g. 'relax particles --radius 80'"
        ),
        (
            "relax particles --strength", ["relax", "particles", "--strength", "4"],
            "--strength takes 5 to 50; 4 is out of range, e.g. 'relax particles --strength 20'"
        ),
        (
            "relax particles --friction", ["relax", "particles", "--friction", "0.995"],
            "--friction takes 0.5 to 0.99; 0.995 is out of range, e.g. 'relax particles --friction 0.9'"
        ),
        (
            "relax particles --spring", ["relax", "particles", "--spring", "0.3"],
            "--spring takes 0.01 to 0.2; 0.3 is out of range, e.g. 'relax particles --spring 0.05'"
        ),
        (
            "relax stats --days", ["relax", "stats", "--days", "0"],
            "--days takes 1 to 36,500; 0 is out of range, e.g. 'relax stats --days 30'"
        ),
        (
            "sound ocean --minutes", ["sound", "ocean", "--minutes", "721"],
            "--minutes takes more than 0 and at most 720; 721 is out of range, e.g. 'sound ocean --minutes 20'"
        ),
        (
            "sound ocean --volume", ["sound", "ocean", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. 'sound ocean --volume 40'"
        ),
        (
            "sound rain --minutes", ["sound", "rain", "--minutes", "0"],
            "--minutes takes more than 0 and at most 720; 0 is out of range, e.g. 'sound ocean --minutes 20'"
        ),
        (
            "sound rain --volume", ["sound", "rain", "--volume", "150"],
            "--volume takes 0 to 100; 150 is out of range, e.g. 'sound ocean --volume 40'"
        ),
        (
            "sound test --volume", ["sound", "test", "--volume", "101"],
            "--volume takes 0 to 100; 101 is out of range, e.g. 'sound test --volume 40'"
        ),
        ("timer start LENGTH", ["timer", "5"], "'5' needs a unit: '5m' for minutes or '5s' for seconds"),
        (
            "calc --digits", ["calc", "--digits", "101", "1/3"],
            "--digits takes 1 to 100; 101 is out of range, e.g. 'calc --digits 30 1/7'"
        ),
        (
            "formula search --limit", ["formula", "search", "ohm", "--limit", "0"],
            "--limit takes 1 to 1,000; 0 is out of range, e.g. 'formula search ohm --limit 5'"
        ),
        (
            "formula quiz --count", ["formula", "quiz", "--count", "101"],
            "--count takes 1 to 100; 101 is out of range, e.g. 'formula quiz --count 5'"
        ),
        (
            "formula stats --weeks", ["formula", "stats", "--weeks", "53"],
            "--weeks takes 1 to 52; 53 is out of range, e.g. 'formula stats --weeks 8'"
        ),
        (
            "meal list DATE", ["meal", "list", "2026-11-31"],
            "the value '2026-11-31' is invalid for '<date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "meal add --date", ["meal", "add", "Apple", "52", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; meals are logged for today or an earlier day"
        ),
        (
            "meal add --time", ["meal", "add", "Apple", "52", "--time", "7pm"],
            "the value '7pm' is invalid for '--time <time>': use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30"
        ),
        ("meal show N", ["meal", "show", "0"], "meals are numbered from 1, as 'meal list' shows them; 0 is not one"),
        (
            "meal show --date", ["meal", "show", "1", "--date", "11/26"],
            "the value '11/26' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "meal edit N", ["meal", "edit", "0", "Pear", "50"],
            "meals are numbered from 1, as 'meal list' shows them; 0 is not one"
        ),
        (
            "meal edit --time", ["meal", "edit", "1", "--time", "19:60"],
            "the value '19:60' is invalid for '--time <time>': use HH:MM on a 24-hour clock, e.g. 08:12 or 19:30"
        ),
        (
            "meal edit --date", ["meal", "edit", "1", "--date", "2026-00-01"],
            "the value '2026-00-01' is invalid for '--date <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "meal delete N", ["meal", "delete", "0"],
            "meals are numbered from 1, as 'meal list' shows them; 0 is not one"
        ),
        (
            "meal delete --date", ["meal", "delete", "1", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; meals are logged for today or an earlier day"
        ),
        (
            "meal history --days", ["meal", "history", "--days", "0"],
            "--days takes 1 to 3,660; 0 is out of range, e.g. 'meal history --days 30'"
        ),
        (
            "meal foods --limit", ["meal", "foods", "--limit", "1001"],
            "--limit takes 1 to 1,000; 1,001 is out of range, e.g. 'meal foods --limit 50'"
        ),
        (
            "sights search --limit", ["sights", "search", "arena", "--limit", "0"],
            "--limit takes 1 to 1,000; 0 is out of range, e.g. 'sights search arena --limit 5'"
        ),
        (
            "sights near --limit", ["sights", "near", "mordovia-arena", "--limit", "0"],
            "--limit takes 1 to 1,000; 0 is out of range, e.g. 'sights near mordovia-arena --limit 5'"
        ),
        (
            "sights map --width", ["sights", "map", "--width", "19"],
            "--width takes 20 to 400; 19 is out of range, e.g. 'sights map --width 72'"
        ),
        (
            "sights map --height", ["sights", "map", "--height", "4"],
            "--height takes 5 to 200; 4 is out of range, e.g. 'sights map --height 20'"
        ),
        (
            "sights visit --date", ["sights", "visit", "mordovia-arena", "--date", "tomorrow"],
            "the value 'tomorrow' is invalid for '--date <date>': it is after today; mark a visit for today or an earlier day"
        ),
        (
            "export --from", ["export", "--from", "2026-02-29"],
            "the value '2026-02-29' is invalid for '--from <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        (
            "export --to", ["export", "--to", "june"],
            "the value 'june' is invalid for '--to <date>': use today, yesterday or YYYY-MM-DD, e.g. {yesterday}"
        ),
        ("history COUNT", ["history", "0"], "history shows 1 line or more; 0 is out of range, e.g. 'history 20'"),
    ]

    /// The value names of options and arguments that take a number, a day, a time or a length.
    static let rangedValueNames: Set<String> = [
        "n", "m", "x", "pt", "seconds", "0-100", "1-5", "date", "time", "length", "count",
    ]

    @Test(arguments: table)
    func aWrongValueIsAUsageMistake(option: String, line: [String], message: String) throws {
        let coach = CoachProcess()
        if option.hasPrefix("track ") { try coach.run(["track", "add", "water", "--goal", "8"]) }
        let result = try coach.run(line)
        let yesterday = Self.day(-1)
        #expect(result.status == 64, "\(option): \(result.err)")
        #expect(
            result.err.hasPrefix("Error: " + message.replacingOccurrences(of: "{yesterday}", with: yesterday) + "\n"),
            "\(option): \(result.err)")
        #expect(result.err.contains("\nUsage: coach "), "\(option): \(result.err)")
        #expect(result.out == "")
    }

    /// A new option taking a number, a day or a time fails here until the table above gives it a wrong value.
    @Test func everyRangedOptionIsInTheTable() throws {
        let dump = try CoachProcess().run(["--experimental-dump-help"])
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(dump.out.utf8)) as? [String: Any])
        var ranged: Set<String> = []
        func walk(_ command: [String: Any], _ path: [String]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] {
                guard let valueName = argument["valueName"] as? String, Self.rangedValueNames.contains(valueName),
                    argument["shouldDisplay"] as? Bool != false
                else { continue }
                let name =
                    argument["kind"] as? String == "positional"
                    ? valueName.uppercased()
                    : "--" + ((argument["preferredName"] as? [String: Any])?["name"] as? String ?? "")
                ranged.insert((path + [name]).joined(separator: " "))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path + [sub["commandName"] as? String ?? ""])
            }
        }
        walk(try #require(tree["command"] as? [String: Any]), [])
        #expect(ranged.subtracting(Self.table.map(\.0)).sorted() == [])
        #expect(Set(Self.table.map(\.0)).subtracting(ranged).sorted() == [])
    }

    static func day(_ offset: Int) -> String {
        let day = Calendar.current.date(byAdding: .day, value: offset, to: Date())!
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}
