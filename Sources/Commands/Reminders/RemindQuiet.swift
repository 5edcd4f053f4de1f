import ArgumentParser
import Core
import Storage

/// `remind quiet 22:00-07:00`, `remind quiet off`, `remind quiet`: hours in which rings wait.
struct RemindQuiet: CoachRunnable {
    static let configuration = CommandConfiguration(
        commandName: "quiet",
        abstract: "Hold every ring in quiet hours until they end: 'remind quiet 22:00-07:00', 'remind quiet off'.",
        discussion: """
            A ring due in quiet hours is held, not lost: when they end, each reminder held rings once, however \
            many times it came meanwhile (a digest lists what is left then). The hours are your wall clock and \
            may span midnight. Without HOURS, says which are set.
            """)

    @Argument(help: ArgumentHelp("HH:MM-HH:MM, or off.", valueName: "hours")) var hours: String?

    func validate() throws { if let hours { try OptionRange.checked { _ = try Self.read(hours) } } }

    /// The quiet hours `text` asks for; nil for `off`.
    static func read(_ text: String) throws(ReminderInputError) -> QuietHours? {
        if ["off", "none", "выкл"].contains(text.trimmed(\.isSpace).lowercased()) { return nil }
        guard let quiet = QuietHours(text) else { throw .notQuietHours(text) }
        return quiet
    }

    func run(in context: CommandContext) async throws {
        let words = context.messages
        guard let hours else {
            let quiet = try context.reminders.all().quiet
            return context.output.line(
                quiet.map { words.tr("Quiet hours: %@; rings wait until they end.", $0.text) }
                    ?? words.tr("No quiet hours. Set some: 'remind quiet 22:00-07:00'."))
        }
        let quiet = try Self.read(hours)
        try context.reminders.setQuiet(quiet)
        context.output.line(
            quiet.map { words.tr("Quiet hours: %@; rings wait until they end.", $0.text) }
                ?? words.tr("No quiet hours: reminders ring when they are due."))
    }
}
