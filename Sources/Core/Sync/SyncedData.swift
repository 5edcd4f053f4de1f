import Storage

extension SyncError: UserFacingError {}

/// What sync carries between a person's machines, and what stays on each machine.
public enum SyncedData {
    /// Documents that describe this machine rather than the person: the undo step, the stopwatch
    /// and timers running here, the shell's own state, the trackers told they are shown by another name,
    /// reminders (they ring through this machine's timers) and what they rang; and the caches kept beside
    /// the data, which each machine rebuilds from what syncs (a cache that synced would conflict on every
    /// change, as Obsidian users found).
    public static let machineLocal: Set<String> = [
        MealUndoJournal.defaultPath, TrackerUndo.defaultPath, Stopwatch.defaultPath, StoredTimers.defaultPath,
        ShellState.defaultPath, TrackerNamesTold.defaultPath,
        ReminderState.defaultPath, Reminders.defaultPath,
        SightIndex.path, SightIndex.detailsPath, SightIndex.leftOutPath, FormulaLibrary.indexPath,
    ]
}
