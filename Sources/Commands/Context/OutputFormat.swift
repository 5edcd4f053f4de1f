import ArgumentParser

/// `--json`, shared by every command that lists or shows something: JSON for scripts, text for people.
struct OutputFormat: ParsableArguments {
    @Flag(help: "Print JSON.") var json = false

    /// Prints `value` as JSON when `--json` was given; otherwise runs `text`, which prints it for people.
    func show<T: Encodable>(
        _ value: @autoclosure () throws -> T, in context: CommandContext, text: () async throws -> Void
    ) async throws {
        if json { return try context.output.json(try value(), calendar: context.calendar) }
        try await text()
    }
}
