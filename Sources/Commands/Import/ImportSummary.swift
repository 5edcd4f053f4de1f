import Core
import Storage

/// What `import` says before it writes (and with `--dry-run` instead of writing), and after.
enum ImportSummary {
    /// The plan in lines: the source, the days to add and their span, each habit and where it goes, the remarks, and
    /// the days imported before.
    static func lines(_ plan: HistoryImportPlan, history: ImportedHistory, source: HistorySource, words: Messages)
        -> [String]
    {
        let journal = !history.checkIns.isEmpty
        let added =
            journal
            ? words.trn("%d check-in", "%d check-ins", plan.checkIns.count)
            : words.trn("%d day", "%d days", plan.entries.count)
        let days =
            plan.span.map { words.tr("%@ to add, from %@ to %@", added, $0.lowerBound.text, $0.upperBound.text) }
            ?? (journal ? words.tr("no check-ins to add") : words.tr("no days to add"))
        var lines = [
            journal
                ? words.tr("From %@: %@.", source.rawValue, days)
                : words.tr(
                    "From %@: %@, %@.", source.rawValue, words.trn("%d habit", "%d habits", plan.placements.count),
                    days)
        ]
        // A habit imported before with nothing new is left out: a second import says only what it adds.
        for placement in plan.placements where placement.isNew || placement.added > 0 {
            let goal = placement.goal.map { AreaGoalNumber.describe($0, unit: placement.tracker.unit ?? "", in: words) }
            let kind = TrackView.kind(placement.tracker, words)
            let whereTo =
                placement.isNew
                ? goal.map { words.tr("new tracker (%@), goal %@", kind, $0) }
                    ?? words.tr("new tracker (%@), no goal", kind)
                : words.tr("into your tracker")
            let skipped =
                placement.skipped > 0
                ? words.tr(" (%@ skipped, kept as rest days)", words.number(placement.skipped)) : ""
            lines.append(
                "  "
                    + words.tr(
                        "'%@' → %@: %@; %@", ControlCharacters.visible(placement.habit), placement.tracker.name,
                        whereTo,
                        words.trn("%d day", "%d days", placement.added) + skipped))
        }
        lines += history.remarks.map { "  " + $0.said(words) }
        if plan.alreadyThere > 0 {
            lines.append(
                "  "
                    + words.trn(
                        "%d day was imported before and is left as it is.",
                        "%d days were imported before and are left as they are.", plan.alreadyThere))
        }
        if plan.checkedInHere > 0 {
            lines.append(
                "  "
                    + words.trn(
                        "%d day has a check-in made here, which is left as it is.",
                        "%d days have a check-in made here, which are left as they are.", plan.checkedInHere))
        }
        if plan.isEmpty { lines.append(words.tr("Nothing new to import.")) }
        return lines
    }

    /// What was written.
    static func done(_ plan: HistoryImportPlan, words: Messages) -> String {
        if !plan.checkIns.isEmpty {
            return words.tr(
                "Imported %@; 'checkin list', 'insights' and 'insights calendar' show them.",
                words.trn("%d check-in", "%d check-ins", plan.checkIns.count))
        }
        let new = plan.placements.count(where: \.isNew)
        return words.tr(
            "Imported %@ into %@ (%@ new); 'today', 'streaks' and 'insights calendar' show them.",
            words.trn("%d day", "%d days", plan.entries.count),
            words.trn("%d tracker", "%d trackers", plan.placements.count), words.number(new))
    }
}
