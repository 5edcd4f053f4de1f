import ArgumentParser
import Core

/// `track`: a person's own trackers: water, stretching, reading, weight.
public struct TrackCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "track",
        abstract:
            "Your own trackers: 'track add water --goal 8 --unit glasses', then 'track water' (+1), 'track water 3'; 'track list'.",
        discussion: """
            A tracker counts (entries add up: glasses, pages, minutes), is done or not (stretching), or measures \
            (--measure: the day's last value counts, such as a weight, with a goal --at-most 80 or --at-least 60). \
            --per-week N asks for N days a week instead of every day. Trackers join today, goal, streaks, insights \
            (--area NAME), the calendar, insights mood, export (trackers.csv), the report, backup and sync. \
            In the shell a tracker's name alone logs it: 'water 2'. Names may be in any language: 'track add вода'. \
            A built-in area's names (breathing, meals, checkin, …) are not a tracker's: a tracker that has one, from an \
            older coach or an edited file, keeps its log and is shown as my-NAME until 'track rename' gives it another.
            """,
        subcommands: [
            TrackLog.self, TrackAdd.self, TrackList.self, TrackShow.self, TrackEdit.self, TrackRename.self,
            TrackRemove.self, TrackUndo.self,
        ],
        defaultSubcommand: TrackLog.self
    )

    public init() {}

    /// Names a tracker may not take besides the built-in areas' (which `TrackerBook` refuses, naming the area and a
    /// free name to take instead): the commands and the words `track` reads.
    static var reservedNames: Set<String> {
        Set(reservedWords.filter { ShownArea.reservedNames.area(named: $0) == nil })
    }

    /// The commands and the words `track` reads, and `trackers` and `all`.
    static var reservedWords: [String] {
        Coach.commandNames + configuration.subcommands.map { $0._commandName } + ["trackers", "all"]
    }
}

/// How trackers are shown.
enum TrackView {
    /// `3 glasses`, `72.5 kg`, `done`.
    static func amount(_ value: Double?, _ tracker: Tracker, _ words: Messages = .english) -> String {
        guard let value else { return tracker.kind == .done ? words.tr("not done") : words.tr("nothing") }
        if tracker.kind == .done { return words.tr("done") }
        let number = InsightsData.number(value, words)
        // `1 glass`: the unit as shown after the number as shown.
        let unit = tracker.unit.map { number == "1" && words.language == .en ? AreaGoalNumber.singular($0) : $0 }
        return number + (unit.map { " " + $0 } ?? "")
    }

    /// `count, glasses`, `done or not`, `measure, kg`.
    static func kind(_ tracker: Tracker, _ words: Messages = .english) -> String {
        switch tracker.kind {
        case .count: words.tr("count") + (tracker.unit.map { ", " + $0 } ?? "")
        case .done: words.tr("done or not")
        case .measure: words.tr("measure") + (tracker.unit.map { ", " + $0 } ?? "")
        }
    }

    /// The tracker's line after something is logged: `Water today: 3 / 8 glasses  ███…  37%`, with its streak.
    static func today(_ tracker: Tracker, on day: CalendarDay, context: CommandContext) throws -> String {
        let report = DayReport.load(day, streaks: true, context: context, areas: [ShownArea(TrackerArea(tracker))])
        guard let area = report.areas.first else { return "" }
        let words = context.messages
        let when = day == context.today ? words.tr("today") : day.text
        let streak = DayView.streak(area, words)
        return "\(area.area.title) \(when): \(DayView.progress(area, report, context: context, words))"
            + (streak.isEmpty ? "" : " · " + streak)
    }
}
