import Core
import Storage

/// Other apps' exports given to `import`: each reader gives a history or a refusal that names the file and shows
/// no control character; what it gives keeps coach's bounds.
enum HistoryChecks {
    static func exports(_ bytes: UnsafeBufferPointer<UInt8>) {
        let data = Array(bytes)
        // habitctl's two files: the first byte says how many of the next are `habits`, the rest is `log`.
        let habits = data.dropFirst().prefix(Int(data.first ?? 0))
        outcome("zip") {
            let zip = try ZipArchive(data, file: "zip")
            for entry in zip.entries {
                require(entry.packed.lowerBound >= 0 && entry.packed.upperBound <= data.count, "\(entry) outside")
                require(entry.size <= ZipArchive.largestEntry, "\(entry) too large")
            }
            return ImportedHistory()
        }
        outcome("habits", "log") {
            try HabitctlHistory.read(
                habits: Array(habits), log: Array(data[habits.endIndex...]), habitsFile: "habits", logFile: "log")
        }
        outcome("dijo") { try DijoHistory.read(data, file: "dijo") }
        outcome("loop") { try LoopHistory.fromCSV(habits: data, checkmarks: ["001 Floss": data], zip: "loop") }
        outcome("daylio") {
            try DaylioHistory.fromCSV(data, file: "daylio", moods: ["x": 2], calendar: LocalCalendar(timeZone: .utc))
        }
        if let json = try? JSONValue(parsing: data) {
            outcome("backup") { try DaylioHistory.fromBackup(json, file: "backup") }
        }
    }

    /// Runs one reader: a refusal names one of its `files`; a history keeps each day once and within coach's bounds.
    private static func outcome(_ files: String..., read: () throws -> ImportedHistory) {
        let history: ImportedHistory
        do { history = try read() } catch {
            let message = (error as? HistoryImportError)?.message ?? "not a HistoryImportError: \(error)"
            require(files.contains { message.hasPrefix($0) }, "\(files) refused otherwise: \(message)")
            require(ControlCharacters.found(in: message).isEmpty, "\(files) refused with a control character")
            return
        }
        for habit in history.habits {
            require(Set(habit.days.map(\.day)).count == habit.days.count, "\(habit.name) has a day twice")
            for case let .value(value) in habit.days.map(\.mark) {
                require(value.isFinite, "\(habit.name) has \(value)")
            }
        }
        require(
            zip(history.checkIns, history.checkIns.dropFirst()).allSatisfy { $0.day < $1.day },
            "check-ins out of order or twice")
        for checkIn in history.checkIns {
            require((1...5).contains(checkIn.mood), "mood \(checkIn.mood)")
            require((try? CheckInTags.checked(checkIn.tags)) == checkIn.tags, "tags \(checkIn.tags)")
            let note = checkIn.note ?? "x"
            require(
                !note.isEmpty && note.count <= CheckInNote.longestImported && ControlCharacters.found(in: note).isEmpty,
                "note \(note)")
        }
    }
}
