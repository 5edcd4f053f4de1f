import ArgumentParser

/// The commands a line may start with, by name and alias. ArgumentParser's own table comes from reading every
/// command's configuration, which touches each subcommand's type: a one-shot `coach stopwatch` would pay for all
/// of them at start-up. `CommandPathTests` holds this list to `Coach.configuration`.
enum TopCommands {
    static func named(_ word: String) -> ParsableCommand.Type? {
        switch word {
        case "today": TodayCommand.self
        case "checkin": CheckinCommand.self
        case "goal": GoalCommand.self
        case "track": TrackCommand.self
        case "streaks": StreaksCommand.self
        case "insights": InsightsCommand.self
        case "remind": RemindCommand.self
        case "breathe": BreatheCommand.self
        case "relax": RelaxCommand.self
        case "sound": SoundCommand.self
        case "stopwatch": StopwatchCommand.self
        case "timer": TimerCommand.self
        case "calc": CalcCommand.self
        case "vars": VarsCommand.self
        case "formula", "formulas": FormulaCommand.self
        case "meal": MealCommand.self
        case "sights", "poi": SightsCommand.self
        case "report": ReportCommand.self
        case "export": ExportCommand.self
        case "backup": BackupCommand.self
        case "restore": RestoreCommand.self
        case "sync": SyncCommand.self
        case "history": HistoryCommand.self
        case "clear": ClearCommand.self
        case "source": SourceCommand.self
        case "settings": SettingsCommand.self
        case "where": WhereCommand.self
        case "exit", "quit": ExitCommand.self
        default: nil
        }
    }
}
