import ArgumentParser

/// `clear`: wipes the terminal screen.
struct ClearCommand: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Clear the screen.")

    func run(in context: CommandContext) async throws {
        guard context.terminal != nil else { return }
        context.output.write("\u{1B}[H\u{1B}[2J\u{1B}[3J")
    }
}
