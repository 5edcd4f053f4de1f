import Core
import Storage

/// `remind add` and `remind pause` as typed: a line of words.
enum ReminderChecks {
    static let commands = ["breathe", "meal", "formula", "checkin"]

    /// A request parses within the rules and reads back from its own words, its rule survives JSON, and
    /// it rings at most once per time a day on a clock-change day; or it fails with a message.
    static func request(_ line: String) {
        _ = try? ReminderRequest.pauseMinutes(line)
        days(line)
        guard let words = try? WordSplitter.split(line) else { return }
        let request: ReminderRequest
        do throws(ReminderInputError) {
            request = try ReminderRequest.parse(words, isCommand: commands.contains, commands: commands)
        } catch {
            return require(!error.message.isEmpty, "an empty message for \(error)")
        }
        let times = request.rule.times
        require(
            !times.isEmpty && times == times.sorted() && Set(times).count == times.count,
            "times \(times) from \(LineChecks.debug(line))")
        let again = try? ReminderRequest.parse(typed(request), isCommand: commands.contains, commands: commands)
        require(again == request, "\(request) reads back from \(typed(request)) as \(String(describing: again))")
        let json = try? JSONEncoder().encode(request.rule)
        require(
            json.flatMap { try? JSONDecoder().decode(ReminderRule.self, from: $0) } == request.rule,
            "\(request.rule) does not survive JSON")
        let reminder = Reminder(
            id: 1, rule: request.rule, command: request.command, note: request.note,
            added: Date(timeIntervalSince1970: 0))
        // 2026-03-28T23:00Z, midnight in Berlin before clocks go forward.
        let spring = Date(timeIntervalSince1970: 1_774_738_800)
        let rings = reminder.rings(after: spring, through: spring.addingTimeInterval(23 * 3600), in: berlin)
        require(rings.count <= times.count && rings == rings.sorted(), "\(rings.count) rings for \(times.count) times")
    }

    /// Berlin's rules as a TZ rule (as the zone file has them from 1996 on), so the fuzzer reads no zone file.
    static let berlin = ZoneRules(rule: "CET-1CEST,M3.5.0,M10.5.0/3")!

    /// The words that say `request` again.
    static func typed(_ request: ReminderRequest) -> [String] {
        let when: [String] =
            switch request.rule {
            case let .daily(time): [time.text]
            case let .every(minutes, from, to): ["every", ReminderRule.interval(minutes), "\(from.text)-\(to.text)"]
            }
        return when + [request.command] + (request.note.map { [$0] } ?? [])
    }

    /// Days of the week (`--days mon,wed,fri`) read as some days, each once, Monday first; or fail with a message.
    static func days(_ line: String) {
        do throws(ReminderInputError) {
            let days = try Weekday.days(line)
            let once = Set(days).count == days.count
            require(!days.isEmpty && days == days.sorted() && once, "days \(days) from \(LineChecks.debug(line))")
            let again = try? Weekday.days(days.map(\.rawValue).joined(separator: ","))
            require(again == days, "\(days) does not read back from their names")
        } catch {
            require(!error.message.isEmpty, "an empty message for \(error)")
        }
    }
}
