import ArgumentParser

/// `clear`: wipes the terminal screen.
struct ClearCommand: CoachRunnable {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Clear the screen.")

    func run(in context: CommandContext) async throws {
        guard context.terminal != nil else { return }
        context.output.control(.home, .clearScreen, .clearScrollback)
    }
}
