import ArgumentParser

/// A coach command: parsed by ArgumentParser, run with the shell's context.
public protocol CoachRunnable: ParsableCommand {
    /// Does the work; throws a `UserFacingError` for a failure the user can fix.
    mutating func run(in context: CommandContext) async throws
}
