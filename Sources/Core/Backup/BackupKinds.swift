import Storage

/// What a backup holds, as this coach knows it: the format version of each kind of file, and the
/// caches it leaves out because they are rebuilt from the rest.
public enum BackupKinds {
    /// Rebuilt whenever they are missing: the sights index and the formula search index.
    public static let rebuiltCaches: Set<String> = [SightIndex.path, SightIndex.detailsPath, FormulaLibrary.indexPath]

    /// The highest format version this coach reads for the file at `path`; nil for a file it does
    /// not know (kept as it is).
    public static func supportedVersion(of path: String) -> Int? {
        if let version = documents[path] { return version }
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        return logs[folder]
    }

    private static let documents: [String: Int] = [
        Stopwatch.defaultPath: Stopwatch.currentVersion, Goals.defaultPath: Goals.currentVersion,
        MealUndoJournal.defaultPath: MealUndoJournal.currentVersion, RestDays.defaultPath: RestDays.currentVersion,
        ShellState.defaultPath: ShellState.currentVersion, FormulaProgress.defaultPath: FormulaProgress.currentVersion,
        SightJournal.defaultPath: SightJournal.currentVersion, Reminders.defaultPath: Reminders.currentVersion,
        ReminderState.defaultPath: ReminderState.currentVersion, SavedBreathingPatterns.defaultPath: SavedBreathingPatterns.currentVersion,
        StoredTimers.defaultPath: StoredTimers.currentVersion, ImportedSights.defaultPath: ImportedSights.currentVersion,
        UserFormulas.defaultPath: UserFormulas.currentVersion,
    ]

    private static let logs: [String: Int] = [
        MealEntry.folder: MealEntry.currentVersion, CheckIn.folder: CheckIn.currentVersion,
        BreathingSessionRecord.folder: BreathingSessionRecord.currentVersion, FormulaReview.folder: FormulaReview.currentVersion,
    ]
}
