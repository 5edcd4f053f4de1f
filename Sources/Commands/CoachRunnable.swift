import ArgumentParser

/// A coach command: parsed by ArgumentParser, run with the shell's context.
public protocol CoachRunnable: ParsableCommand {
    /// Does the work; throws a `UserFacingError` for a failure the user can fix.
    mutating func run(in context: CommandContext) async throws
    /// Whether the command shows a view that may be longer than the screen, which at a terminal goes through the
    /// pager (`LongView`); false for everything that asks, draws or waits.
    static var isLongView: Bool { get }
}

extension CoachRunnable {
    public static var isLongView: Bool { false }
}
